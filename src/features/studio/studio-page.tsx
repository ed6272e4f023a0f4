import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  lazy,
  memo,
  StrictMode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { ThemeProvider } from '@mui/system';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../kernel/routes/paths';
import { drawnScreen, sharedPieces } from '../../checker/check';
import type { StudioFileInfo } from '../../checker/studio-protocol';
import type {
  Problem,
  ScreenEntry,
  ScreenFile,
  ScreenTranslation,
  SourceFile,
} from '../../screen/types';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { JsonEditor } from './panels/json/json-editor';
import { QuestionCards } from './panels/questions/question-cards';
import { problemsByQuestion } from './checking/problem-places';
import { ScreensPanel } from './panels/screens/screens-panel';
import { FileHandOff } from './panels/file-hand-off';
import { inSite, listFiles, readFile } from './document/studio-client';
import { useScreenDocument } from './document/use-screen-document';
import { ConflictDialog, SaveStatus } from './panels/save-status';
import { useCheck } from './checking/use-check';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
import { themeFile } from '@generated/theme-file';
import { directionOf } from '../../kernel/i18n/languages';
import { translateScreen } from '../../screen/translations';
import { LanguagesPanel } from './panels/languages-panel';
import { PreviewOptions } from './panels/preview/preview-options';
import { schemeStyle, shownScheme, type Scheme } from './panels/preview/preview-scheme';
import { ScreenSettings } from './panels/screen/screen-settings';
import { parsedTranslation, useTranslations } from './document/use-translations';
// The site's look, _theme.json, edited beside the screen and drawn by its preview (issue 31, part 4).
import type { ThemeFile } from '../../kernel/theme/theme-file';
import { pageTheme } from '../../kernel/theme/page-theme';
import { checkThemeFile } from '../../checker/theme-rules';
import { LookPanel, useLook } from './panels/look/look-panel';

// The checker and the form compile the author's schema with ajv, which evaluates code: in a
// built site the strict policy forbids that, so there the pull request checks and draws it.
const LivePreview = inSite
  ? undefined
  : lazy(() =>
      import('../preview').then((m) => ({
        default: (props: {
          problems: Problem[];
          screen: ScreenEntry['screen'] | undefined;
          answers: unknown;
          onAnswers: (answers: unknown) => void;
          stepsKey: string;
          width: 'phone' | 'desktop';
          scheme: Scheme;
          language: string;
          theme: ThemeFile;
          translation: ScreenTranslation | undefined;
        }) => (
          <>
            {props.problems.length > 0 && <m.Mistakes severity="error" problems={props.problems} />}
            {props.screen && (
              <Paper
                variant="outlined"
                data-width={props.width}
                data-scheme={shownScheme(props.scheme, props.theme)}
                lang={props.language}
                dir={directionOf(props.language)}
                style={schemeStyle(props.scheme, props.theme)}
                sx={{
                  p: 2,
                  maxWidth: props.width === 'phone' ? 390 : 'none',
                  mx: 'auto',
                  // MUI's parts name the studio's font themselves: the look's font, as the site sets it on all.
                  '&& *': { fontFamily: 'inherit' },
                }}
              >
                <m.ScreenFormPreview
                  screen={props.screen}
                  answers={props.answers}
                  onAnswers={props.onAnswers}
                  stepsKey={props.stepsKey}
                  language={props.language}
                  translation={props.translation}
                />
              </Paper>
            )}
          </>
        ),
      })),
    );

// What a test answer would send, as the preview page shows it: drawn by the checked screen.
const LiveEmailPreview = inSite
  ? undefined
  : lazy(() => import('../preview').then((m) => ({ default: m.EmailPreview })));

/** Before the first check: no question marked. */
const NO_MISTAKES: ReadonlyMap<string, readonly Problem[]> = new Map();

/** The form starts again at its first step when the steps change, not at every key typed. */
const stepsKeyOf = (screen: ScreenFile | null) => JSON.stringify([screen?.layout, screen?.steps]);

/** The languages a screen may be translated into: every one the site offers but its default. */
const OTHER_LANGUAGES = themeFile.languages.offered.filter(
  (l) => l !== themeFile.languages.default,
);

/** The languages the preview can show: the default first. */
const PREVIEW_LANGUAGES = [themeFile.languages.default, ...OTHER_LANGUAGES];

/**
 * The authors' studio, in development only (`npm start`): every screen file
 * with its state, and one open file changed by its question cards or its JSON,
 * checked and drawn as the form as it changes, and saved back to schemas/
 * through the dev server (src/build/studio-api.ts).
 *
 * React's StrictMode (development's check that a part draws the same when
 * drawn twice) is on the studio's own parts, not on the page as elsewhere
 * (main.tsx): the form in its preview is the app's own, checked under it on
 * every other page, and drawing it twice at every key typed made the form
 * slower to show the change (docs/decisions/studio.md).
 */
export function StudioPage() {
  return (
    <MuiRoot>
      <Studio />
    </MuiRoot>
  );
}

function Studio() {
  const [params, setParams] = useSearchParams();
  const openName = params.get('file') ?? undefined;
  const [files, setFiles] = useState<StudioFileInfo[]>([]);
  const [shared, setShared] = useState<SourceFile[]>([]);
  const [listError, setListError] = useState('');

  const showListing = useCallback(async (answer: Awaited<ReturnType<typeof listFiles>>) => {
    if (!answer.ok) {
      setListError(answer.refusal.message);
      return;
    }
    setFiles(answer.value.files);
    // The shared pieces a screen may $ref, so the checker here sees what npm run check sees.
    const pieces = answer.value.files.filter((f) => f.state.kind === 'shared');
    const texts = await Promise.all(pieces.map((f) => readFile(f.name)));
    setShared(texts.flatMap((t) => (t.ok ? [{ name: t.value.name, text: t.value.text }] : [])));
  }, []);
  const refresh = useCallback(() => void listFiles().then(showListing), [showListing]);
  useEffect(() => {
    void listFiles().then(showListing);
  }, [showListing]);

  const screenDoc = useScreenDocument(refresh);
  const look = useLook(refresh);
  const chrome = useSavedLook(look.doc?.savedText);
  useDocumentTitle('Studio', chrome?.productName);
  const { open, close } = screenDoc;
  useEffect(() => {
    if (openName) void open(openName);
  }, [openName, open]);
  const openFile = useCallback((name: string) => setParams({ file: name }), [setParams]);
  const changed = useCallback(
    (name?: string) => {
      refresh();
      if (name) setParams({ file: name });
      else {
        close();
        setParams({});
      }
    },
    [refresh, setParams, close],
  );

  return (
    <InLook look={chrome}>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <StrictMode>
          <StudioHeader />
          {listError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              The studio cannot reach its files: {listError}
            </Alert>
          )}
        </StrictMode>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          }}
        >
          <StrictMode>
            <ScreensPanel files={files} openName={openName} onOpen={openFile} onChanged={changed} />
          </StrictMode>
          <Box component="main">
            {screenDoc.doc ? (
              <ScreenEditor
                key={screenDoc.doc.name}
                shared={shared}
                files={files}
                refresh={refresh}
                look={look}
                {...screenDoc}
                doc={screenDoc.doc}
              />
            ) : (
              <Typography>
                Choose a screen on the left, or make a new one.{' '}
                {inSite
                  ? 'What you change here stays in this page: download the file and upload it to the repository, where a pull request puts it live.'
                  : 'What you change here is saved to its file in the schemas folder.'}
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
    </InLook>
  );
}

/**
 * The look as last read or saved: the page's theme was made from `_theme.json`
 * as the page loaded it, and the studio keeps its page when the file changes
 * (its unsaved work stays).
 */
function useSavedLook(savedText: string | undefined): ThemeFile | undefined {
  return useMemo(
    () => (savedText === undefined || inSite ? undefined : checkThemeFile(savedText).theme),
    [savedText],
  );
}

/**
 * The studio's own parts in `look`: the dev server swaps the stylesheet of
 * the look's colour variables by itself, but MUI's theme (fonts, the light
 * and dark schemes) is made in the page.
 */
function InLook({ look, children }: { look: ThemeFile | undefined; children: ReactNode }) {
  const theme = useMemo(() => look && pageTheme(look), [look]);
  return theme ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : children;
}

/** The page's heading and links: the same at every key typed. */
const StudioHeader = memo(function StudioHeader() {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap', mb: 2 }}
    >
      <Typography variant="h4" component="h1">
        Studio
      </Typography>
      <Link component={RouterLink} to={paths.home}>
        All forms
      </Link>
      {!inSite && (
        <Link component={RouterLink} to={paths.preview}>
          Preview a pasted file
        </Link>
      )}
    </Box>
  );
});

type Tab = 'questions' | 'screen' | 'languages' | 'look' | 'json';

type EditorProps = ReturnType<typeof useScreenDocument> & {
  doc: NonNullable<ReturnType<typeof useScreenDocument>['doc']>;
  shared: SourceFile[];
  files: StudioFileInfo[];
  /** List the folder again: a translation file was saved. */
  refresh: () => void;
  look: ReturnType<typeof useLook>;
};

function ScreenEditor({
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
}: EditorProps) {
  const [tab, setTab] = useState<Tab>('questions');
  // On a phone the editor sits under the list of screens: a screen opened there is brought into view.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const top = heading.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) heading.current?.scrollIntoView();
  }, []);
  const [width, setWidth] = useState<Width>('desktop');
  const [scheme, setScheme] = useState<Scheme>('light');
  const [previewLanguage, setPreviewLanguage] = useState<string>(themeFile.languages.default);
  const [translating, setTranslating] = useState(OTHER_LANGUAGES[0] ?? '');
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
  // A question renamed: its words in each translation follow, in the same step of undo.
  const { renaming } = translations;
  const editQuestions = useCallback(
    (text: string, typing?: boolean, renamed?: { from: string; to: string }) =>
      edit(text, typing, renamed && renaming(renamed.from, renamed.to)),
    [edit, renaming],
  );
  // The form draws each change from the text at once (issue 31: within 100 ms on a long
  // screen); the whole check, far slower, follows in a worker with the problems.
  const checked = useMemo(
    () => [...shared, { name: doc.name, text: doc.text }],
    [shared, doc.name, doc.text],
  );
  const { result, checked: checkedFiles, pending } = useCheck(inSite ? undefined : checked);
  const pieces = useMemo(() => sharedPieces(shared), [shared]);
  const drawn = useMemo(
    () => (inSite ? null : drawnScreen({ name: doc.name, text: doc.text }, pieces)),
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
    () => (checkedText === undefined ? NO_MISTAKES : problemsByQuestion(checkedText, problems)),
    [checkedText, problems],
  );
  const changed = doc.text !== doc.savedText || translations.changed.length > 0;
  const route = files.find((f) => f.name === doc.name)?.state;
  // The same screen object until the text or its translation changes: the form is not drawn
  // again when only the check's result comes.
  const previewText = translations.docs[previewLanguage]?.text;
  const previewTranslation = useMemo(() => parsedTranslation(previewText), [previewText]);
  const shownScreen = useMemo(
    () =>
      drawn && previewTranslation
        ? translateScreen(drawn, previewTranslation)
        : (drawn ?? undefined),
    [drawn, previewTranslation],
  );
  // Every file changed: the screen's and its translations'. The same function at every key,
  // so the file's bar is not drawn again; it saves the texts as they are when it runs.
  const saveLatest = useRef(() => Promise.resolve());
  useEffect(() => {
    saveLatest.current = () =>
      Promise.all([save(), translations.saveChanged()]).then(() => {
        if (translations.changed.length > 0) refresh();
      });
  });
  const saveAll = useCallback(() => void saveLatest.current(), []);

  return (
    <>
      <StrictMode>
        <FileBar
          heading={heading}
          title={entry?.title ?? doc.name}
          name={doc.name}
          canUndo={doc.past.length > 0}
          canRedo={doc.future.length > 0}
          onUndo={undo}
          onRedo={redo}
          text={inSite ? doc.text : undefined}
          onSave={saveAll}
          saving={saveState.kind === 'saving'}
          route={route?.kind === 'screen' ? route.route : undefined}
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
                <QuestionCards
                  text={doc.text}
                  savedText={doc.savedText}
                  onEdit={editQuestions}
                  selected={doc.selected}
                  onSelect={select}
                  mistakes={mistakes}
                />
              ) : tab === 'screen' ? (
                <ScreenSettings
                  text={doc.text}
                  onEdit={edit}
                  route={route?.kind === 'screen' ? route.route : undefined}
                  onOpenLook={() => setTab('look')}
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
                      <Typography>The email shows here once the file has no mistakes.</Typography>
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
                  slug={slug}
                />
              ) : tab === 'look' ? (
                <LookPanel look={look} />
              ) : (
                <JsonEditor
                  text={doc.text}
                  onChange={(text) => edit(text, true)}
                  problems={problems}
                  onUndo={undo}
                  onRedo={redo}
                />
              )}
            </Box>
          </Box>
        </StrictMode>
        {/* data-checking: the form is drawn, the check of this text is still running. */}
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
                  screen={shownScreen}
                  answers={answers}
                  onAnswers={setAnswers}
                  stepsKey={stepsKeyOf(drawn)}
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

/** The open file's name and its buttons: drawn again when they change, not at every key typed. */
const FileBar = memo(function FileBar({
  heading,
  title,
  name,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  text,
  onSave,
  saving,
  route,
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
  onSave: () => void;
  saving: boolean;
  route: string | undefined;
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
      <Button onClick={onUndo} disabled={!canUndo}>
        Undo
      </Button>
      <Button onClick={onRedo} disabled={!canRedo}>
        Redo
      </Button>
      {inSite && text !== undefined ? (
        <FileHandOff name={name} text={text} uploadUrl={inSite.uploadUrl} />
      ) : (
        <Button variant="contained" onClick={onSave} disabled={saving}>
          Save
        </Button>
      )}
      {route && (
        <Link href={route} target="_blank" rel="noopener">
          Open {route}
        </Link>
      )}
    </Box>
  );
});

// The views' tabs and the form's options stay as they are while the file changes: on a long
// screen every part drawn again on a key typed is time before the form shows it.
const ViewTabs = memo(function ViewTabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: Tab) => onTab(v)}
      aria-label="Views"
      variant="scrollable"
      allowScrollButtonsMobile
      // Five tabs fit beside the form at 1280 px with MUI's wide tabs made narrower.
      sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
    >
      <Tab value="questions" label="Questions" id="tab-questions" aria-controls="panel-questions" />
      <Tab value="screen" label="Screen" id="tab-screen" aria-controls="panel-screen" />
      <Tab value="languages" label="Languages" id="tab-languages" aria-controls="panel-languages" />
      <Tab value="look" label="Look" id="tab-look" aria-controls="panel-look" />
      <Tab value="json" label="File (JSON)" id="tab-json" aria-controls="panel-json" />
    </Tabs>
  );
});

type Width = 'phone' | 'desktop';

const PreviewBar = memo(function PreviewBar({
  width,
  onWidth,
  scheme,
  onScheme,
  language,
  onLanguage,
}: {
  width: Width;
  onWidth: (width: Width) => void;
  scheme: Scheme;
  onScheme: (scheme: Scheme) => void;
  language: string;
  onLanguage: (language: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        The form
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_e, v: Width | null) => v && onWidth(v)}
        aria-label="Width"
      >
        <ToggleButton value="phone">Phone</ToggleButton>
        <ToggleButton value="desktop">Desktop</ToggleButton>
      </ToggleButtonGroup>
      <PreviewOptions
        scheme={scheme}
        onScheme={onScheme}
        language={language}
        onLanguage={onLanguage}
        languages={PREVIEW_LANGUAGES}
      />
    </Box>
  );
});
