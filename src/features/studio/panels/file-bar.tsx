import { Box, Button, Link, Typography } from '@mui/material';
import { memo, type RefObject } from 'react';
import { downloadFile, FileHandOff } from './file-hand-off';
import { inSite } from '../document/studio-client';
import { shortcutProps } from '../document/commands';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

/** The open file's name and its buttons: rendered again when they change, not at every key typed. */
export const FileBar = memo(function FileBar({
  heading,
  title,
  name,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  text,
  currentText,
  onSave,
  saving,
  route,
  published,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  name: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** In a built site, the text to hand off instead of saving it. */
  text: string | undefined;
  /** The open file's text now, for a download beside Save (read on the click, not each key). */
  currentText: () => string;
  onSave: () => void;
  saving: boolean;
  route: string | undefined;
  /** Whether the address shows the screen yet (isPublished). */
  published: boolean;
}) {
  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      role="toolbar"
      aria-label="File"
    >
      <Typography ref={heading} variant="h5" component="h2" sx={{ mr: 'auto' }}>
        {title}{' '}
        <Typography component="span" color="text.secondary">
          schemas/{name}
        </Typography>
      </Typography>
      <Button onClick={onUndo} disabled={!canUndo} {...shortcutProps('undo')}>
        Undo
      </Button>
      <Button onClick={onRedo} disabled={!canRedo} {...shortcutProps('redo')}>
        Redo
      </Button>
      {inSite && text !== undefined ? (
        <FileHandOff name={name} text={text} uploadUrl={inSite.uploadUrl} />
      ) : (
        <>
          <Button variant="contained" onClick={onSave} disabled={saving} {...shortcutProps('save')}>
            Save
          </Button>
          <Button onClick={() => downloadFile(name, currentText())}>Download the file</Button>
        </>
      )}
      {route &&
        (published ? (
          <Link href={route} target="_blank" rel="noopener">
            Open {route}
          </Link>
        ) : (
          <Typography color="text.secondary">
            Not published yet: {route} shows it once its pull request is merged
          </Typography>
        ))}
    </Box>
  );
});
