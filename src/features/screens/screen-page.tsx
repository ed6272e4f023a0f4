import { lazy, Suspense, useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { ScreenEntry } from '../../shared/screen-files/types';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Loading } from '../../shared/ui/loading';
import { MarkdownBlock } from '../../shared/ui/markdown-block';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCurrentUser } from '../auth/auth-context';
import type { ScreenSummary } from './manifest-types';
import { ProblemList } from './problem-list';

// The form (rjsf, MUI inputs, ajv) is its own chunk: the home page never loads it.
const loadScreenForm = () => import('./screen-form');
const ScreenForm = lazy(() => loadScreenForm().then((m) => ({ default: m.ScreenForm })));

type LoadState = { entry?: ScreenEntry; validator?: ValidatorType; failed?: boolean };

/** Mounted with `key={summary.slug}`, so a new screen starts from a fresh load state. */
export function ScreenPage({ summary }: { summary: ScreenSummary }) {
  useDocumentTitle(summary.title);
  const user = useCurrentUser();
  const [state, setState] = useState<LoadState>({});
  useEffect(() => {
    let current = true;
    // Fetched side by side with the screen's own chunk rather than after it; a
    // failure shows when the form itself is drawn.
    loadScreenForm().catch(() => undefined);
    summary.load().then(
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
        <Suspense fallback={<Loading label="Loading the form" />}>
          <ScreenForm
            slug={entry.slug}
            screen={entry.screen}
            validator={state.validator}
            user={user}
          />
        </Suspense>
      )}
    </>
  );
}
