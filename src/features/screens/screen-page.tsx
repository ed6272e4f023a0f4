import { useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import { useLanguage } from '../../shared/i18n/i18n';
import type { ScreenEntry } from '../../shared/screen-files/types';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Loading } from '../../shared/ui/loading';
import { MarkdownBlock } from '../../shared/ui/markdown-block';
import { markTakenOver } from '../../shared/ui/take-over';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import type { ScreenSummary } from '../../shared/screen-files/manifest';
import { useCurrentUser } from '../auth';
import { loadedScreen, loadScreen, screenForm } from './load-screen';
import { useOpening } from './opening-state';
import { ProblemList } from './problem-list';
import { screenTitle } from './screen-language';

const ScreenForm = screenForm.Component;

type LoadState = { entry?: ScreenEntry; validator?: ValidatorType; failed?: boolean };

/** Mounted with `key={summary.slug}`, so a new screen starts from a fresh load state. */
export function ScreenPage({ summary }: { summary: ScreenSummary }) {
  const user = useCurrentUser();
  const [state, setState] = useState<LoadState>(() => loadedScreen(summary) ?? {});
  const { entry } = state;
  const language = useLanguage();
  const title = screenTitle(summary, entry, language);
  const descriptionHtml =
    entry?.translations?.[language]?.descriptionHtml ?? summary.descriptionHtml;
  useDocumentTitle(title);
  // A screen drawn at build time is the app's once this part of the page is (see src/app/main.tsx).
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

  // Closed: the author's message instead of the form. The form is not drawn, so
  // its draft stays as it was for when the screen opens again.
  const opening = useOpening(summary.opening);
  return (
    <>
      <h1 className="heading">{title}</h1>
      {descriptionHtml && <MarkdownBlock safeHtml={descriptionHtml} className="description" />}
      {state.failed && (
        <ErrorAlert>
          This form could not be loaded. Check your connection, then reload the page.
        </ErrorAlert>
      )}
      {!entry && !state.failed && <Loading label="Loading the form" />}
      {entry && entry.problems.length > 0 && <ProblemList problems={entry.problems} />}
      {!opening.open && (
        <p className="closed-notice" role="status">
          {opening.message}
        </p>
      )}
      {entry?.screen && opening.open && state.validator && entry.problems.length === 0 && (
        <ScreenForm
          slug={entry.slug}
          screen={entry.screen}
          translation={entry.translations?.[language]}
          validator={state.validator}
          user={user}
        />
      )}
    </>
  );
}
