import { useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { ScreenEntry } from '../../shared/screen-files/types';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Loading } from '../../shared/ui/loading';
import { MarkdownBlock } from '../../shared/ui/markdown-block';
import { preloadable } from '../../shared/ui/preloadable';
import { markTakenOver } from '../../shared/ui/take-over';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCurrentUser } from '../auth/auth-context';
import type { ScreenSummary } from './manifest-types';
import { ProblemList } from './problem-list';

// The form (rjsf, MUI inputs, ajv) is its own chunk: the home page never loads it.
const loadFormModule = () => import('./screen-form');
const screenForm = preloadable(() => loadFormModule().then((m) => m.ScreenForm));
const ScreenForm = screenForm.Component;

type Loaded = Awaited<ReturnType<ScreenSummary['load']>>;
const loading = new Map<ScreenSummary, Promise<Loaded>>();
// Screens whose code is in: drawn at once, with nothing in between (a page
// drawn at build time is taken over only once its screen is in, see index.tsx).
const loadedScreens = new Map<ScreenSummary, Loaded>();

/**
 * Fetches a screen's own chunk and the form's code side by side; the form is
 * drawn once both are there, so nothing suspends on the way. The app calls it
 * as it starts for the screen a person lands on, before its first draw.
 */
export function loadScreen(summary: ScreenSummary) {
  let promise = loading.get(summary);
  if (!promise) {
    promise = Promise.all([summary.load(), loadFormModule(), screenForm.preload()]).then(
      async ([{ entry, validator }, formModule]) => {
        if (entry.screen) await formModule.preloadFor(entry.screen);
        loadedScreens.set(summary, { entry, validator });
        return { entry, validator };
      },
    );
    // Offline: the next visit tries again.
    promise.catch(() => loading.delete(summary));
    loading.set(summary, promise);
  }
  return promise;
}

type LoadState = { entry?: ScreenEntry; validator?: ValidatorType; failed?: boolean };

/** Mounted with `key={summary.slug}`, so a new screen starts from a fresh load state. */
export function ScreenPage({ summary }: { summary: ScreenSummary }) {
  useDocumentTitle(summary.title);
  const user = useCurrentUser();
  const [state, setState] = useState<LoadState>(() => loadedScreens.get(summary) ?? {});
  // A screen drawn at build time is the app's once this part of the page is (see index.tsx).
  useEffect(markTakenOver, []);
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
      <h1 className="heading">{summary.title}</h1>
      {summary.descriptionHtml && (
        <MarkdownBlock safeHtml={summary.descriptionHtml} className="description" />
      )}
      {state.failed && (
        <ErrorAlert>
          This form could not be loaded. Check your connection, then reload the page.
        </ErrorAlert>
      )}
      {!entry && !state.failed && <Loading label="Loading the form" />}
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
