import { useEffect, useState } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { ScreenEntry } from '../../screen/types';
import { ErrorAlert } from '../../kernel/ui/error-alert';
import { Loading } from '../../kernel/ui/loading';
import { MarkdownBlock } from '../../kernel/ui/markdown-block';
import { backOnline } from '../../kernel/ui/back-online';
import { markHydrated } from '../../kernel/ui/hydration-gate';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { descriptionIn, summaryIn, type ScreenSummary } from '../../screen/manifest';
import { useLanguage, useWords } from '../../kernel/i18n/i18n';
import { useCurrentUser } from '../auth';
import { loadedScreen, loadScreenIn, screenForm } from './load-screen';
import { useOpening } from './opening-state';
import { ProblemList } from './problem-list';
import { themeFile } from '@generated/theme-file';

const ScreenForm = screenForm.Component;

type LoadState = {
  entry?: ScreenEntry;
  descriptionHtml?: Record<string, string>;
  validator?: ValidatorType;
  failed?: boolean;
};

/** Mounted with `key={summary.slug}`, so a new screen starts from a fresh load state. */
export function ScreenPage({ summary: ownSummary }: { summary: ScreenSummary }) {
  // The page follows the language shown: the screen's translation, else its own words.
  const language = useLanguage();
  const summary = summaryIn(ownSummary, language);
  const t = useWords();
  useDocumentTitle(summary.title);
  const user = useCurrentUser();
  const [state, setState] = useState<LoadState>(() => loadedScreen(ownSummary) ?? {});
  useEffect(() => {
    let current = true;
    // The texts of a language chosen now come in beside the form, which keeps its answers.
    // Code that cannot come (offline) is tried again once the browser is back online.
    const load = (): Promise<void> =>
      loadScreenIn(ownSummary, language).then(
        // A new state each time: a translation loaded now joined the same entry.
        (loaded) => {
          if (current) setState({ ...loaded });
        },
        async () => {
          if (!current) return;
          setState((was) => (was.failed ? was : { failed: true }));
          await backOnline();
          if (current) await load();
        },
      );
    void load();
    return () => {
      current = false;
    };
  }, [ownSummary, language]);

  const { entry } = state;
  // It comes with the screen's chunk, which a page rendered at build time is hydrated with.
  const descriptionHtml = descriptionIn(
    state.descriptionHtml,
    language,
    themeFile.languages.default,
  );
  // Closed: the author's message instead of the form. The form is not rendered, so
  // its draft stays as it was for when the screen opens again.
  const opening = useOpening(summary.opening);
  const drawsForm = Boolean(
    entry?.screen && opening.open && state.validator && entry.problems.length === 0,
  );
  // A screen rendered at build time is the app's once this part of the page is
  // (see src/app/main.tsx); its form says when it is (ScreenForm).
  useEffect(() => {
    if (!drawsForm) markHydrated();
  }, [drawsForm]);
  return (
    <>
      <h1 className="heading">{summary.title}</h1>
      {descriptionHtml && <MarkdownBlock safeHtml={descriptionHtml} className="description" />}
      {state.failed && <ErrorAlert>{t('screen.notLoaded')}</ErrorAlert>}
      {!entry && !state.failed && <Loading label={t('screen.loading')} />}
      {entry && entry.problems.length > 0 && <ProblemList problems={entry.problems} />}
      {!opening.open && (
        <p className="closed-notice" role="status">
          {opening.message}
        </p>
      )}
      {drawsForm && entry?.screen && entry.needs && state.validator && (
        <ScreenForm
          slug={entry.slug}
          screen={entry.screen}
          needs={entry.needs}
          translation={entry.translations?.[language]}
          language={language}
          validator={state.validator}
          user={user}
          version={entry.version}
          opening={summary.opening}
        />
      )}
    </>
  );
}
