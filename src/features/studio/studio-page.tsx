import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../kernel/routes/paths';
import { checkScreenFiles } from '../../checker/check';
import type { StudioFileInfo } from '../../checker/studio-protocol';
import type { Problem, ScreenEntry, SourceFile } from '../../screen/types';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { JsonEditor } from './json-editor';
import { QuestionCards } from './question-cards';
import { ScreensPanel } from './screens-panel';
import { FileHandOff } from './file-hand-off';
import { inSite, listFiles, readFile } from './studio-client';
import { useScreenDocument, type SaveState } from './use-screen-document';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
import { themeFile } from '@generated/theme-file';
import { directionOf } from '../../kernel/i18n/languages';
import { translateScreen } from '../../screen/translations';
import { LanguagesPanel } from './languages-panel';
import { PreviewOptions } from './preview-options';
import { schemeStyle, type Scheme } from './preview-scheme';
import { ScreenSettings } from './screen-settings';
import { parsedTranslation, useTranslations } from './use-translations';

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
        }) => (
          <>
            {props.problems.length > 0 && <m.Mistakes severity="error" problems={props.problems} />}
            {props.screen && (
              <Paper
                variant="outlined"
                data-width={props.width}
                data-scheme={props.scheme}
                lang={props.language}
                dir={directionOf(props.language)}
                style={schemeStyle(props.scheme)}
                sx={{ p: 2, maxWidth: props.width === 'phone' ? 390 : 'none', mx: 'auto' }}
              >
                <m.ScreenFormPreview
                  screen={props.screen}
                  answers={props.answers}
                  onAnswers={props.onAnswers}
                  stepsKey={props.stepsKey}
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

/** The languages a screen may be translated into: every one the site offers but its default. */
const OTHER_LANGUAGES = themeFile.languages.offered.filter(
  (l) => l !== themeFile.languages.default,
);

/**
 * The authors' studio, in development only (`npm start`): every screen file
 * with its state, and one open file changed by its question cards or its JSON,
 * checked and drawn as the form as it changes, and saved back to schemas/
 * through the dev server (src/build/studio-api.ts).
 */
export function StudioPage() {
  return (
    <MuiRoot>
      <Studio />
    </MuiRoot>
  );
}

function Studio() {
  useDocumentTitle('Studio');
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
  const { open } = screenDoc;
  useEffect(() => {
    if (openName) void open(openName);
  }, [openName, open]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
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
      {listError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The studio cannot reach its files: {listError}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <ScreensPanel
          files={files}
          openName={openName}
          onOpen={(name) => setParams({ file: name })}
          onChanged={(name) => {
            refresh();
            if (name) setParams({ file: name });
            else {
              screenDoc.close();
              setParams({});
            }
          }}
        />
        <Box component="main">
          {screenDoc.doc ? (
            <ScreenEditor
              key={screenDoc.doc.name}
              shared={shared}
              files={files}
              refresh={refresh}
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
  );
}

type Tab = 'questions' | 'screen' | 'languages' | 'json';

type EditorProps = ReturnType<typeof useScreenDocument> & {
  doc: NonNullable<ReturnType<typeof useScreenDocument>['doc']>;
  shared: SourceFile[];
  files: StudioFileInfo[];
  /** List the folder again: a translation file was saved. */
  refresh: () => void;
};

function ScreenEditor({
  doc,
  shared,
  files,
  edit,
  undo,
  redo,
  save,
  saveState,
  resolve,
  refresh,
}: EditorProps) {
  const [tab, setTab] = useState<Tab>('questions');
  // On a phone the editor sits under the list of screens: a screen opened there is brought into view.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const top = heading.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) heading.current?.scrollIntoView();
  }, []);
  const [width, setWidth] = useState<'phone' | 'desktop'>('desktop');
  const [scheme, setScheme] = useState<Scheme>('light');
  const [previewLanguage, setPreviewLanguage] = useState<string>(themeFile.languages.default);
  const [translating, setTranslating] = useState(OTHER_LANGUAGES[0] ?? '');
  const slug = doc.name.replace(/\.json$/, '');
  const translations = useTranslations(slug, OTHER_LANGUAGES, files);
  const [selected, setSelected] = useState<string | undefined>();
  const [answers, setAnswers] = useState<unknown>();
  // Typing stays smooth while the check and the form behind it catch up.
  const checkedText = useDeferredValue(doc.text);
  const result = useMemo(
    () =>
      inSite ? undefined : checkScreenFiles([...shared, { name: doc.name, text: checkedText }]),
    [shared, doc.name, checkedText],
  );
  const entry = result?.screens.find((s) => s.file === `schemas/${doc.name}`);
  const problems = result?.problems.filter((p) => p.file === `schemas/${doc.name}`) ?? [];
  const changed = doc.text !== doc.savedText;
  const route = files.find((f) => f.name === doc.name)?.state;
  const previewTranslation = parsedTranslation(translations.docs[previewLanguage]?.text);
  const shownScreen =
    entry?.screen && previewTranslation
      ? translateScreen(entry.screen, previewTranslation)
      : entry?.screen;

  return (
    <>
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        role="toolbar"
        aria-label="File"
      >
        <Typography ref={heading} variant="h5" component="h2" sx={{ mr: 'auto' }}>
          {entry?.title ?? doc.name}{' '}
          <Typography component="span" color="text.secondary">
            schemas/{doc.name}
          </Typography>
        </Typography>
        <Button onClick={undo} disabled={doc.past.length === 0}>
          Undo
        </Button>
        <Button onClick={redo} disabled={doc.future.length === 0}>
          Redo
        </Button>
        {inSite ? (
          <FileHandOff name={doc.name} text={doc.text} uploadUrl={inSite.uploadUrl} />
        ) : (
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saveState.kind === 'saving'}
          >
            Save
          </Button>
        )}
        {route?.kind === 'screen' && (
          <Link href={route.route} target="_blank" rel="noopener">
            Open {route.route}
          </Link>
        )}
      </Box>
      {!inSite && <SaveStatus state={saveState} changed={changed} problems={problems.length} />}
      {saveState.kind === 'conflict' && (
        <ConflictDialog name={doc.name} removed={!saveState.current} onChoose={resolve} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <Tabs
            value={tab}
            onChange={(_e, v: Tab) => setTab(v)}
            aria-label="Views"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            <Tab
              value="questions"
              label="Questions"
              id="tab-questions"
              aria-controls="panel-questions"
            />
            <Tab value="screen" label="Screen" id="tab-screen" aria-controls="panel-screen" />
            <Tab
              value="languages"
              label="Languages"
              id="tab-languages"
              aria-controls="panel-languages"
            />
            <Tab value="json" label="File (JSON)" id="tab-json" aria-controls="panel-json" />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ pt: 2 }}>
            {tab === 'questions' ? (
              <QuestionCards
                text={doc.text}
                onEdit={edit}
                selected={selected}
                onSelect={setSelected}
              />
            ) : tab === 'screen' ? (
              <ScreenSettings
                text={doc.text}
                onEdit={edit}
                route={route?.kind === 'screen' ? route.route : undefined}
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
        <Box component="section" aria-label="The form">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              The form
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={width}
              onChange={(_e, v: 'phone' | 'desktop' | null) => v && setWidth(v)}
              aria-label="Width"
            >
              <ToggleButton value="phone">Phone</ToggleButton>
              <ToggleButton value="desktop">Desktop</ToggleButton>
            </ToggleButtonGroup>
            <PreviewOptions
              scheme={scheme}
              onScheme={setScheme}
              language={previewLanguage}
              onLanguage={setPreviewLanguage}
              languages={[themeFile.languages.default, ...OTHER_LANGUAGES]}
            />
          </Box>
          {LivePreview ? (
            <Suspense fallback={null}>
              {
                <LivePreview
                  problems={problems}
                  screen={shownScreen}
                  answers={answers}
                  onAnswers={setAnswers}
                  stepsKey={checkedText}
                  width={width}
                  scheme={scheme}
                  language={previewLanguage}
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

function SaveStatus({
  state,
  changed,
  problems,
}: {
  state: SaveState;
  changed: boolean;
  problems: number;
}) {
  const words =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'failed'
        ? `Not saved: ${state.message}`
        : changed
          ? 'Changes not saved yet'
          : state.kind === 'saved'
            ? problems > 0
              ? `Saved, with ${problems} mistake${problems === 1 ? '' : 's'} to fix: the screen shows them until they are`
              : 'Saved: the screen is up to date'
            : 'No changes';
  return (
    <Typography
      role="status"
      color={state.kind === 'failed' ? 'error' : 'text.secondary'}
      sx={{ mb: 1 }}
    >
      {words}
    </Typography>
  );
}

function ConflictDialog({
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
