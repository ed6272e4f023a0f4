import { Button, Link, Typography } from '@mui/material';
import { useState } from 'react';

/**
 * The studio in a built site has nowhere to save: the author takes the file
 * away (a download named as in schemas/, or the clipboard) and uploads it to
 * the repository, whose pull request checks and previews it.
 */
/** The file as the studio holds it, saved by the browser under its name in schemas/. */
export function downloadFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the address after click() returns (FileSaver.js waits the same way).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export function FileHandOff({
  name,
  text,
  uploadUrl,
}: {
  name: string;
  text: string;
  uploadUrl: string;
}) {
  const [note, setNote] = useState('');
  const download = () => {
    downloadFile(name, text);
    setNote(`Downloaded ${name}: upload it to schemas/ on GitHub`);
  };
  // Only secure pages (https, localhost) have a clipboard: the studio kept in a site on plain
  // http says so instead of failing in silence.
  const copy = () =>
    (window.isSecureContext
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new Error('no clipboard'))
    ).then(
      () => setNote(`Copied: paste it over schemas/${name} on GitHub`),
      () => setNote('Not copied: this browser refused the clipboard; download the file instead'),
    );
  return (
    <>
      <Button variant="contained" onClick={download}>
        Download the file
      </Button>
      <Button onClick={() => void copy()}>Copy</Button>
      <Link href={uploadUrl} target="_blank" rel="noopener">
        Upload it on GitHub
      </Link>
      <Typography role="status" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {note}
      </Typography>
    </>
  );
}
