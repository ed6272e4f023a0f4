import { Box, Typography } from '@mui/material';
import { StrictMode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { renderedScreen, sharedPieces } from '../../../checker/check';
import type { StudioFileInfo } from '../../../checker/studio-protocol';
import type { ScreenFile, SourceFile } from '../../../screen/types';
import { JsonEditor } from './json/json-editor';
import { useShortcuts } from '../document/use-shortcuts';
import { QuestionCards } from './questions/question-cards';
import { mistakesByQuestion, problemWords, type Mistake } from '../checking/mistakes';
import { screenMistakes, wordsByPlace } from '../checking/screen-mistakes';
import { inSite, isPublished } from '../document/studio-client';
import { useScreenDocument } from '../document/use-screen-document';
import { ConflictDialog, SaveStatus } from './save-status';
import { useCheck } from '../checking/use-check';
import { heldPatterns, PatternVerdictsContext } from '../checking/pattern-verdicts';
import { withoutPatterns } from '../../../checker/regex';
import { themeFile } from '@generated/theme-file';
import { translateScreen } from '../../../screen/translations';
import { LanguagesPanel } from './languages-panel';
import { shownScheme, type Scheme } from './preview/preview-scheme';
import { ScreenSettings } from './screen/screen-settings';
import { parsedTranslation, useTranslations } from '../document/use-translations';
import { LookPanel } from './look/look-panel';
import { useLook } from './look/use-look';
import { FileBar } from './file-bar';
import { ViewTabs, type Tab } from './view-tabs';
import { LiveEmailPreview, LivePreview, PreviewBar, type Width } from './preview/live-preview';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

/** Before the first check: no question marked. */
const NO_MISTAKES: ReadonlyMap<string, readonly Mistake[]> = new Map();

/** The form starts again at its first step when the steps change, not at every key typed. */
const stepsKeyOf = (screen: ScreenFile | null) => JSON.stringify([screen?.layout, screen?.steps]);

/** The languages a screen may be translated into: every one the site offers but its default. */
export const OTHER_LANGUAGES = themeFile.languages.offered.filter(
  (l) => l !== themeFile.languages.default,
);

type EditorProps = ReturnType<typeof useScreenDocument> & {
  doc: NonNullable<ReturnType<typeof useScreenDocument>['doc']>;
  shared: SourceFile[];
  files: StudioFileInfo[];
  /** List the folder again: a translation file was saved. */
  refresh: () => void;
  look: ReturnType<typeof useLook>;
  /** The screen's title as typed; `undefined` while it has none. */
  title: string | undefined;
  /** Opened at its Languages tab in this language (its translation file was asked for). */
  language?: string;
};

export function ScreenEditor({
  doc,
  shared,
  files,
  edit,
  editSide,
  settleSide,
  select,
  undo,
  redo,
  save,
  saveState,
  resolve,
  refresh,
  look,
  title,
  language,
}: EditorProps) {
  const [tab, setTab] = useState<Tab>(language ? 'languages' : 'questions');
  // On a phone the editor sits under the list of screens: a screen opened there is brought into view.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const top = heading.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) heading.current?.scrollIntoView();
  }, []);
  const [width, setWidth] = useState<Width>('desktop');
  const [scheme, setScheme] = useState<Scheme>('light');
  const [previewLanguage, setPreviewLanguage] = useState<string>(themeFile.languages.default);
  const [translating, setTranslating] = useState(language ?? OTHER_LANGUAGES[0] ?? '');
  const slug = doc.name.replace(/\.json$/, '');
  const translations = useTranslations(
    slug,
    OTHER_LANGUAGES,
    files,
    doc.sideTexts,
    editSide,
    settleSide,
  );
  const [answers, setAnswers] = useState<unknown>();
  // A question renamed: its words in each translation follow, in the same step of undo; the
  // words of what an edit takes away go with it (translation-follows.ts).
  const { renaming, following } = translations;
  const editQuestions = useCallback(
    (text: string, typing?: boolean, renamed?: { from: string; to: string }) =>
      edit(text, typing, (before) => [
        ...(renamed ? renaming(renamed.from, renamed.to) : []),
        ...following(before, text),
      ]),
    [edit, renaming, following],
  );
  // The form renders each change from the text at once (issue 31: within 100 ms on a long
  // screen); the whole check, far slower, follows in a worker with the problems.
  const checked = useMemo(
    () => [...shared, { name: doc.name, text: doc.text }],
    [shared, doc.name, doc.text],
  );
  const {
    result,
    checked: checkedFiles,
    pending,
    patterns,
  } = useCheck(inSite ? undefined : checked);
  const pieces = useMemo(() => sharedPieces(shared), [shared]);
  const rendered = useMemo(
    () => (inSite ? null : renderedScreen({ name: doc.name, text: doc.text }, pieces)),
    [pieces, doc.name, doc.text],
  );
  const entry = result?.screens.find((s) => s.file === `schemas/${doc.name}`);
  const problems = useMemo(
    () => result?.problems.filter((p) => p.file === `schemas/${doc.name}`) ?? [],
    [result, doc.name],
  );
  // Read from the text they were found in: the cards' may be a few keys newer.
  const checkedText = checkedFiles?.find((f) => f.name === doc.name)?.text;
  const mistakes = useMemo(
    () => (checkedText === undefined ? NO_MISTAKES : mistakesByQuestion(checkedText, problems)),
    [checkedText, problems],
  );
  // The screen's texts and pages: each mistake at its field on the Screen tab.
  const screenWords = useMemo(
    () => (checkedText === undefined ? [] : screenMistakes(checkedText, problems)),
    [checkedText, problems],
  );
  const byPlace = useMemo(() => wordsByPlace(screenWords), [screenWords]);
  // The preview's list of mistakes says in words what a card or a field says in words.
  const bannerWords = useMemo(
    () => problemWords(checkedText ?? '', mistakes, screenWords),
    [checkedText, mistakes, screenWords],
  );
  const changed = doc.text !== doc.savedText || translations.changed.length > 0;
  const route = files.find((f) => f.name === doc.name)?.state;
  // The same screen object until the text or its translation changes: the form is not rendered
  // again when only the check's result comes.
  const previewText = translations.docs[previewLanguage]?.text;
  const previewTranslation = useMemo(() => parsedTranslation(previewText), [previewText]);
  const shownScreen = useMemo(
    () =>
      rendered && previewTranslation
        ? translateScreen(rendered, previewTranslation)
        : (rendered ?? undefined),
    [rendered, previewTranslation],
  );
  // Rendered without the patterns the check has not cleared; the same screen object while
  // the held ones stay the same.
  const held = useMemo(
    () => (shownScreen ? heldPatterns(shownScreen.schema, patterns).join('\n') : ''),
    [shownScreen, patterns],
  );
  const previewScreen = useMemo(
    () =>
      shownScreen && held
        ? { ...shownScreen, schema: withoutPatterns(shownScreen.schema, new Set(held.split('\n'))) }
        : shownScreen,
    [shownScreen, held],
  );
  // Every file changed: the screen's and its translations'. The same function at every key,
  // so the file's bar is not rendered again; it saves the texts as they are when it runs.
  const saveLatest = useRef(() => Promise.resolve());
  useEffect(() => {
    saveLatest.current = () =>
      Promise.all([save(), translations.saveChanged()]).then(() => {
        if (translations.changed.length > 0) refresh();
      });
  });
  const saveAll = useCallback(() => void saveLatest.current(), []);
  // The text read when Download is pressed, so the file bar is not rendered again at each key.
  const textNow = useRef(doc.text);
  useEffect(() => {
    textNow.current = doc.text;
  });
  const currentText = useCallback(() => textNow.current, []);
  // Ctrl+Z, Ctrl+Y and Ctrl+S on every tab: the look's own file on the Look tab.
  useShortcuts(
    tab === 'look'
      ? { undo: look.undo, redo: look.redo, save: inSite ? undefined : () => void look.save() }
      : { undo, redo, save: inSite ? undefined : saveAll },
  );

  return (
    <>
      <StrictMode>
        <FileBar
          heading={heading}
          title={title ?? entry?.title ?? doc.name}
          name={doc.name}
          canUndo={doc.past.length > 0}
          canRedo={doc.future.length > 0}
          onUndo={undo}
          onRedo={redo}
          text={inSite ? doc.text : undefined}
          currentText={currentText}
          onSave={saveAll}
          saving={saveState.kind === 'saving'}
          route={route?.kind === 'screen' ? route.route : undefined}
          published={isPublished(doc.name)}
        />
        {!inSite && <SaveStatus state={saveState} changed={changed} problems={problems.length} />}
        {saveState.kind === 'conflict' && (
          <ConflictDialog name={doc.name} removed={!saveState.current} onChoose={resolve} />
        )}
      </StrictMode>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <StrictMode>
          <Box>
            <ViewTabs tab={tab} onTab={setTab} />
            <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ pt: 2 }}>
              {tab === 'questions' ? (
                <PatternVerdictsContext value={inSite ? undefined : patterns}>
                  <QuestionCards
                    text={doc.text}
                    openedText={doc.openedText}
                    onEdit={editQuestions}
                    selected={doc.selected}
                    onSelect={select}
                    mistakes={mistakes}
                  />
                </PatternVerdictsContext>
              ) : tab === 'screen' ? (
                <ScreenSettings
                  text={doc.text}
                  onEdit={editQuestions}
                  route={route?.kind === 'screen' ? route.route : undefined}
                  slug={slug}
                  onOpenLook={() => setTab('look')}
                  mistakes={byPlace}
                  emailPreview={
                    LiveEmailPreview && entry?.screen && entry.needs ? (
                      <Suspense fallback={null}>
                        <LiveEmailPreview
                          screen={entry.screen}
                          needs={entry.needs}
                          slug={slug}
                          answers={answers}
                        />
                      </Suspense>
                    ) : (
                      <Typography>
                        {inSite
                          ? "The email is not shown in the site's studio: the one npm start opens on your computer shows it, and the pull request checks it."
                          : 'The email shows here once the file has no mistakes.'}
                      </Typography>
                    )
                  }
                />
              ) : tab === 'languages' ? (
                <LanguagesPanel
                  screen={entry?.screen ?? undefined}
                  defaultLanguage={themeFile.languages.default}
                  languages={OTHER_LANGUAGES}
                  language={translating}
                  onLanguage={setTranslating}
                  docs={translations.docs}
                  onEdit={translations.edit}
                  onSave={(l) => void translations.save(l).then(refresh)}
                  onReadAgain={translations.readAgain}
                  slug={slug}
                />
              ) : tab === 'look' ? (
                <LookPanel look={look} />
              ) : (
                <JsonEditor
                  text={doc.text}
                  onChange={(text) => edit(text, true)}
                  problems={problems}
                />
              )}
            </Box>
          </Box>
        </StrictMode>
        {/* data-checking: the form is rendered, the check of this text is still running. */}
        {/* Beside the editor it stays in view, however far down a long screen's question is. */}
        <Box
          component="section"
          aria-label="The form"
          data-checking={pending || undefined}
          sx={PREVIEW_BESIDE}
        >
          <StrictMode>
            <PreviewBar
              width={width}
              onWidth={setWidth}
              scheme={shownScheme(scheme, look.theme)}
              onScheme={setScheme}
              language={previewLanguage}
              onLanguage={setPreviewLanguage}
            />
          </StrictMode>
          {LivePreview ? (
            <Suspense fallback={null}>
              {
                <LivePreview
                  problems={problems}
                  words={bannerWords}
                  screen={previewScreen}
                  answers={answers}
                  onAnswers={setAnswers}
                  stepsKey={stepsKeyOf(rendered)}
                  width={width}
                  scheme={scheme}
                  language={previewLanguage}
                  theme={look.theme}
                  translation={previewTranslation}
                />
              }
            </Suspense>
          ) : (
            <Typography>
              The pull request checks this file and shows the form on its preview link.
            </Typography>
          )}
        </Box>
      </Box>
    </>
  );
}

const PREVIEW_BESIDE = {
  position: { lg: 'sticky' },
  top: { lg: 16 },
  alignSelf: 'start',
  maxHeight: { lg: 'calc(100vh - 32px)' },
  overflowY: { lg: 'auto' },
} as const;
