import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { SLUG } from '../../../../checker/check';
import type { StudioFileInfo } from '../../../../checker/studio-protocol';
import {
  deleteFile,
  inSite,
  readFile,
  renameFile,
  saveFile,
  type Refusal,
} from '../../document/studio-client';
import { failureWords } from '../../document/open-failure';
import { isChosen, ScreenGallery, startOf, suggestedSlug } from './screen-gallery';
import { blankScreen, freeSlug, slugOfTitle, titleOfSlug } from './blank-screen';

type Screen = StudioFileInfo & { state: { kind: 'screen' } };
const isScreen = (f: StudioFileInfo): f is Screen => f.state.kind === 'screen';

/** "Ready", "3 problems", "Hidden", "Closed": where a screen stands, in words. */
function stateWords(s: Screen['state']): string[] {
  const words = [
    s.problems === 0 ? 'Ready' : `${s.problems} problem${s.problems === 1 ? '' : 's'}`,
  ];
  if (s.hidden) words.push('Hidden');
  if (s.closed) words.push('Closed');
  return words;
}

type Props = {
  files: StudioFileInfo[];
  openName: string | undefined;
  /** The open screen's title as typed, before it is saved. */
  openTitle: string | undefined;
  onOpen: (name: string) => void;
  /** The folder changed (a file made, renamed or deleted): list it again, open `name` if given. */
  onChanged: (open?: string) => void;
};

type Dialogs =
  | { kind: 'new' }
  | { kind: 'duplicate'; from: Screen }
  | { kind: 'rename'; from: Screen }
  | { kind: 'delete'; from: Screen };

/**
 * Every screen file with its state, and making, copying, renaming and deleting
 * them; not rendered again for a key typed in the open screen.
 */
export const ScreensPanel = memo(function ScreensPanel({
  files,
  openName,
  openTitle,
  onOpen,
  onChanged,
}: Props) {
  const screens = files.filter(isScreen);
  const [dialog, setDialog] = useState<Dialogs | undefined>();
  const selected = screens.find((s) => s.name === openName);
  return (
    <Box component="nav" aria-label="Screens">
      <Typography variant="h6" component="h2" gutterBottom>
        Screens
      </Typography>
      <Button variant="contained" onClick={() => setDialog({ kind: 'new' })} sx={{ mb: 1 }}>
        New screen
      </Button>
      <List dense aria-label="Screen files">
        {screens.map((s) => (
          <ListItem key={s.name} disablePadding>
            <ListItemButton
              selected={s.name === openName}
              aria-current={s.name === openName ? 'page' : undefined}
              onClick={() => onOpen(s.name)}
            >
              <ListItemText
                primary={(s.name === openName && openTitle) || s.state.title}
                secondary={
                  <>
                    {s.state.route} ·{' '}
                    {stateWords(s.state).map((w) => (
                      <Chip key={w} label={w} size="small" component="span" sx={{ mr: 0.5 }} />
                    ))}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {selected && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setDialog({ kind: 'duplicate', from: selected })}>
            Duplicate
          </Button>
          {/* In a built site the files are the repository's: renamed or deleted there. */}
          {!inSite && (
            <>
              <Button size="small" onClick={() => setDialog({ kind: 'rename', from: selected })}>
                Rename
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'delete', from: selected })}
              >
                Delete
              </Button>
            </>
          )}
        </Box>
      )}
      {dialog && (
        <ScreenDialog
          dialog={dialog}
          screens={screens}
          onClose={() => setDialog(undefined)}
          onDone={(open) => {
            setDialog(undefined);
            onChanged(open);
          }}
        />
      )}
    </Box>
  );
});

const slugOf = (name: string) => name.replace(/\.json$/, '');

/** Why nothing was made, copied, renamed or deleted, and what to do; the dialog stays open to try again. */
function refused(refusal: Refusal): string {
  const { why, todo } = failureWords(refusal, inSite !== undefined);
  return `Nothing was changed: ${why}. ${todo} Then try again.`;
}

function ScreenDialog({
  dialog,
  screens,
  onClose,
  onDone,
}: {
  dialog: Dialogs;
  screens: Screen[];
  onClose: () => void;
  onDone: (open?: string) => void;
}) {
  const from = dialog.kind === 'new' ? undefined : dialog.from;
  const [slug, setSlug] = useState(
    dialog.kind === 'duplicate' && from ? freeSlug(`${slugOf(from.name)}-copy`, screens) : '',
  );
  const [start, setStart] = useState('');
  const [error, setError] = useState('');
  // A blank screen's title, which its file name follows until one is typed.
  const [title, setTitle] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const blank = dialog.kind === 'new' && start === '';
  const taken = screens.some((s) => s.name === `${slug}.json`);
  const slugProblem =
    slug === ''
      ? ''
      : !SLUG.test(slug)
        ? 'Use lowercase letters, digits and hyphens, like summer-party'
        : taken
          ? `There is a screen called ${slug} already`
          : '';
  const ready = slug !== '' && slugProblem === '' && isChosen(start);

  const create = async (text: string) => {
    const saved = await saveFile({ name: `${slug}.json`, text, baseHash: null });
    if (saved.ok) onDone(`${slug}.json`);
    else setError(refused(saved.refusal));
  };
  // One request at a time: a second press while the server has not answered would make it twice.
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    setError('');
    await attempt();
    setBusy(false);
  };
  const attempt = async () => {
    if (dialog.kind === 'new') {
      const begin = startOf(start);
      if (!begin) return create(blankScreen(title.trim() || titleOfSlug(slug), slug));
      if ('text' in begin) return create(begin.text);
      const copied = await readFile(begin.copyOf);
      return copied.ok ? create(copied.value.text) : setError(refused(copied.refusal));
    }
    if (!from) return;
    if (dialog.kind === 'duplicate') {
      const copied = await readFile(from.name);
      return copied.ok ? create(copied.value.text) : setError(refused(copied.refusal));
    }
    if (dialog.kind === 'rename') {
      const moved = await renameFile({ from: from.name, to: `${slug}.json`, baseHash: from.hash });
      return moved.ok ? onDone(`${slug}.json`) : setError(refused(moved.refusal));
    }
    const removed = await deleteFile({ name: from.name, baseHash: from.hash });
    return removed.ok ? onDone() : setError(refused(removed.refusal));
  };

  const titles = {
    new: 'New screen',
    duplicate: `Duplicate "${from?.state.title ?? ''}"`,
    rename: `Rename "${from?.state.title ?? ''}"`,
    delete: `Delete "${from?.state.title ?? ''}"?`,
  };
  // A screen with its own "path" keeps its address whatever the file is called.
  const ownPath = from && from.state.route !== `/${slugOf(from.name)}`;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="screen-dialog-title"
      fullWidth
      maxWidth={dialog.kind === 'new' ? 'md' : 'sm'}
    >
      <DialogTitle id="screen-dialog-title">{titles[dialog.kind]}</DialogTitle>
      <DialogContent>
        {dialog.kind === 'delete' && from ? (
          <DialogContentText>
            schemas/{from.name} and its translations are deleted, and {from.state.route} stops
            working. Anyone with a link to it finds nothing there.
          </DialogContentText>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {blank && (
              <TextField
                label="Title (what people see)"
                value={title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  if (!slugTyped) setSlug(freeSlug(slugOfTitle(e.target.value), screens));
                }}
                helperText="The form's heading and its name on the home page; change it later on the Screen tab"
                autoFocus
              />
            )}
            <TextField
              label="File name (the address)"
              value={slug}
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugTyped(e.target.value !== '');
              }}
              error={slugProblem !== ''}
              helperText={
                slugProblem ||
                (slug
                  ? `schemas/${slug}.json, at /${slug}`
                  : 'Lowercase letters, digits and hyphens')
              }
              autoFocus={!blank}
            />
            {dialog.kind === 'rename' && from && slug && !slugProblem && (
              <Alert severity="warning">
                {ownPath
                  ? `The file's own "path" keeps its address at ${from.state.route}.`
                  : `The address changes from ${from.state.route} to /${slug}: links to the old address stop working.`}
              </Alert>
            )}
            {dialog.kind === 'new' && (
              <ScreenGallery
                value={start}
                onChange={(next) => {
                  // A ready screen suggests its own address while none is typed; a blank one
                  // the address its title gives.
                  if (!slugTyped) {
                    setSlug(
                      freeSlug(next === '' ? slugOfTitle(title) : suggestedSlug(next), screens),
                    );
                  }
                  setStart(next);
                }}
                copies={screens
                  .filter((s) => s.state.problems === 0)
                  .map((s) => ({ name: s.name, title: s.state.title }))}
              />
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={dialog.kind === 'delete' ? 'error' : 'primary'}
          disabled={busy || (dialog.kind !== 'delete' && !ready)}
          onClick={() => void act()}
        >
          {
            { new: 'Make it', duplicate: 'Duplicate', rename: 'Rename', delete: 'Delete' }[
              dialog.kind
            ]
          }
        </Button>
      </DialogActions>
    </Dialog>
  );
}
