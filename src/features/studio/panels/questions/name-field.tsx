import { TextField } from '@mui/material';
import { memo, useState } from 'react';
import type { Rename } from './change';

/**
 * The question's name, which the email template uses: shown so the author
 * knows what to write there, and editable; a name that cannot be is not taken.
 */
export const NameField = memo(function NameField({
  name,
  onRename,
}: {
  name: string;
  onRename: Rename;
}) {
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  // Renamed from elsewhere (its title, undo): the box shows the name the file has.
  const [shown, setShown] = useState(name);
  if (shown !== name) {
    setShown(name);
    setDraft(name);
    setProblem(undefined);
  }
  return (
    <TextField
      label="Name (for the email)"
      value={draft}
      error={problem !== undefined}
      helperText={
        problem ??
        `The email template writes this answer as {{${name}}}: if you rename it, change the template too.`
      }
      onChange={(e) => {
        setDraft(e.target.value);
        setProblem(onRename(name, e.target.value));
      }}
      onBlur={() => {
        setDraft(name);
        setProblem(undefined);
      }}
    />
  );
});
