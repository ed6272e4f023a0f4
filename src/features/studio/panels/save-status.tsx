import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import type { SaveState } from '../document/use-screen-document';
import { unsavedWords } from '../document/open-failure';

/** Where the open file stands: saving, saved (with its mistakes), or changed since. */
export const SaveStatus = memo(function SaveStatus({
  state,
  changed,
  problems,
  upToDate = 'Saved: the screen is up to date',
}: {
  state: SaveState;
  changed: boolean;
  problems: number;
  /** What a save with no mistakes left says. */
  upToDate?: string;
}) {
  const words =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'failed'
        ? `Not saved: ${unsavedWords(state.words)}`
        : changed
          ? state.kind === 'restored'
            ? 'Changes not saved yet, brought back as you left them'
            : 'Changes not saved yet'
          : state.kind === 'saved'
            ? problems > 0
              ? `Saved, with ${problems} mistake${problems === 1 ? '' : 's'} to fix: the screen shows them until they are`
              : upToDate
            : 'No changes';
  return (
    <Typography
      role="status"
      color={state.kind === 'failed' ? 'error' : 'text.secondary'}
      sx={{ mb: 1 }}
    >
      {words}
      {state.kind === 'failed' && state.words.detail && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {state.words.detail}
        </Typography>
      )}
    </Typography>
  );
});

/** The file changed on disk since it was opened: load it as it is now, or write this version over it. */
export function ConflictDialog({
  name,
  removed,
  onChoose,
}: {
  name: string;
  removed: boolean;
  onChoose: (choice: 'reload' | 'keep') => Promise<void>;
}) {
  return (
    <Dialog open aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <DialogTitle id="conflict-title">The file changed on disk</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">
          schemas/{name} was {removed ? 'removed' : 'changed'} by something else (another editor, a
          git pull) since you opened it here. Nothing was saved. Load the file as it is now, or
          write your version over it?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void onChoose('reload')}>Load the file from disk</Button>
        <Button variant="contained" onClick={() => void onChoose('keep')}>
          Keep my version
        </Button>
      </DialogActions>
    </Dialog>
  );
}
