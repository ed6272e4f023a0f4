import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { ScreenEntry } from '../../shared/screen-files/types';
import { MarkdownBlock } from '../../shared/ui/markdown-block';
import { preloadable } from '../../shared/ui/preloadable';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCurrentUser } from '../auth/auth-context';
import type { ScreenSummary } from './manifest-types';
import { ProblemList } from './problem-list';

// The form (rjsf, MUI inputs, ajv) is its own chunk: the home page never loads it.
const loadFormModule = () => import('./screen-form');
const screenForm = preloadable(() => loadFormModule().then((m) => m.ScreenForm));
const ScreenForm = screenForm.Component;

const loading = new Map<ScreenSummary, ReturnType<ScreenSummary['load']>>();

/**
 * Fetches a screen's own chunk and the form's code side by side; the form is
 * drawn once both are there, so nothing suspends on the way. The app calls it
 * as it starts for the screen a person lands on, before its first draw.
 */
export function loadScreen(summary: ScreenSummary) {
  let loaded = loading.get(summary);
  if (!loaded) {
    loaded = Promise.all([summary.load(), loadFormModule(), screenForm.preload()]).then(
      async ([{ entry, validator }, formModule]) => {
        if (entry.screen) await formModule.preloadFor(entry.screen);
        return { entry, validator };
      },
    );
    // Offline: the next visit tries again.
    loaded.catch(() => loading.delete(summary));
    loading.set(summary, loaded);
  }
  return loaded;
}

type LoadState = { entry?: ScreenEntry; validator?: ValidatorType; failed?: boolean };

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading the form" />
    </Box>
  );
}

/** Mounted with `key={summary.slug}`, so a new screen starts from a fresh load state. */
export function ScreenPage({ summary }: { summary: ScreenSummary }) {
  useDocumentTitle(summary.title);
  const user = useCurrentUser();
  const [state, setState] = useState<LoadState>({});
  useEffect(() => {
    let current = true;
    loadScreen(summary).then(
      ({ entry, validator }) => current && setState({ entry, validator }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [summary]);

  const { entry } = state;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {summary.title}
      </Typography>
      {summary.descriptionHtml && (
        <MarkdownBlock safeHtml={summary.descriptionHtml} sx={{ mb: 3, color: 'text.secondary' }} />
      )}
      {state.failed && (
        <Alert severity="error">
          This form could not be loaded. Check your connection, then reload the page.
        </Alert>
      )}
      {!entry && !state.failed && <Loading />}
      {entry && entry.problems.length > 0 && <ProblemList problems={entry.problems} />}
      {entry?.screen && state.validator && entry.problems.length === 0 && (
        <ScreenForm
          slug={entry.slug}
          screen={entry.screen}
          validator={state.validator}
          user={user}
        />
      )}
    </>
  );
}
