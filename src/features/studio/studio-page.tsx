import { Box, Link, Typography } from '@mui/material';
import { memo, StrictMode, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/system';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../kernel/routes/paths';
import type { StudioFileInfo } from '../../checker/studio-protocol';
import type { SourceFile } from '../../screen/types';
import { MuiRoot } from '../../kernel/ui/mui-root';
import { useDocumentTitle } from '../../kernel/ui/use-document-title';
import { ScreensPanel } from './panels/screens/screens-panel';
import { inSite, listFiles, readFile, titleIn } from './document/studio-client';
import { useScreenDocument } from './document/use-screen-document';
import { failureWords, type FailureWords } from './document/open-failure';
import { FailureAlert } from './panels/failure-alert';
import type { ThemeFile } from '../../kernel/theme/theme-file';
import { pageTheme } from '../../kernel/theme/page-theme';
import { checkThemeFile } from '../../checker/theme-rules';
import { useLook } from './panels/look/use-look';
import { OTHER_LANGUAGES, ScreenEditor } from './panels/screen-editor';
import { translationNameParts } from '../../checker/translation-rules';
import { useWheelLeavesNumbers } from './panels/wheel-leaves-numbers';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

/**
 * The authors' studio, in development only (`npm start`): every screen file
 * with its state, and one open file changed by its question cards or its JSON,
 * checked and rendered as the form as it changes, and saved back to schemas/
 * through the dev server (src/build/studio-api.ts).
 *
 * React's StrictMode (development's check that a component renders the same
 * when rendered twice) is on the studio's own components, not on the page as elsewhere
 * (main.tsx): the form in its preview is the app's own, checked under it on
 * every other page, and rendering it twice at every key typed made the form
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
  useWheelLeavesNumbers();
  const [params, setParams] = useSearchParams();
  const openName = params.get('file') ?? undefined;
  const [files, setFiles] = useState<StudioFileInfo[]>([]);
  const [shared, setShared] = useState<SourceFile[]>([]);
  const [listFailure, setListFailure] = useState<FailureWords | undefined>();
  const [listed, setListed] = useState(false);

  const showListing = useCallback(async (answer: Awaited<ReturnType<typeof listFiles>>) => {
    setListed(true);
    if (!answer.ok) {
      setListFailure(failureWords(answer.refusal, inSite !== undefined));
      return;
    }
    setListFailure(undefined);
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
  const { open, close, openFailure } = screenDoc;
  // What failed is read again when the author comes back to the page or the computer to the
  // network (npm start restarted meanwhile, say), as well as by Try again.
  const failedName = openFailure && !openFailure.gone ? openFailure.name : undefined;
  useEffect(() => {
    if (!listFailure && !failedName) return;
    const again = () => {
      if (listFailure) refresh();
      if (failedName) void open(failedName);
    };
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
    };
  }, [listFailure, failedName, refresh, open]);
  // A screen gone from the folder leaves the list; the list stays usable either way.
  const gone = openFailure?.gone;
  useEffect(() => {
    if (gone) refresh();
  }, [gone, refresh]);
  // The open screen's title as typed: the list names it so before it is saved.
  const openText = screenDoc.doc?.text;
  const openTitle = useMemo(
    () => (openText === undefined ? undefined : titleIn(openText)),
    [openText],
  );
  // A translation file opened by its name (a link, a bookmark) is shown where the studio edits
  // it, checked against its screen: that screen's Languages tab, in its language. Only one
  // whose screen is not there (or in a language the site does not offer) opens as a file.
  const translation = openName === undefined ? undefined : translationNameParts(openName);
  const translated = translation && `${translation.slug}.json`;
  const translatedListed = files.some((f) => f.name === translated && f.state.kind === 'screen');
  const translatedLanguage = translation?.language;
  const language = OTHER_LANGUAGES.find((l) => l === params.get('language'));
  useEffect(() => {
    if (openName && !translated) void open(openName);
  }, [openName, translated, open]);
  useEffect(() => {
    if (!openName || !translated || !listed) return;
    if (translatedListed && OTHER_LANGUAGES.some((l) => l === translatedLanguage)) {
      setParams({ file: translated, language: translatedLanguage ?? '' }, { replace: true });
    } else void open(openName);
  }, [openName, open, translated, translatedListed, translatedLanguage, listed, setParams]);
  // A click on the screen that did not open tries it again: its address is already the same.
  const openFile = useCallback(
    (name: string) => (name === openFailure?.name ? void open(name) : setParams({ file: name })),
    [openFailure?.name, open, setParams],
  );
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
          {listFailure && (
            <FailureAlert
              words={`The list of screens could not be read: ${listFailure.why}. ${listFailure.todo} Try again.`}
              detail={listFailure.detail}
              onRetry={refresh}
            />
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
            <ScreensPanel
              files={files}
              openName={screenDoc.doc?.name}
              openTitle={openTitle}
              onOpen={openFile}
              onChanged={changed}
            />
          </StrictMode>
          <Box component="main">
            {screenDoc.doc ? (
              <ScreenEditor
                key={screenDoc.doc.name}
                language={language}
                title={openTitle}
                shared={shared}
                files={files}
                refresh={refresh}
                look={look}
                {...screenDoc}
                doc={screenDoc.doc}
              />
            ) : (
              <>
                {openFailure && (
                  <FailureAlert
                    words={openFailure.words}
                    detail={openFailure.detail}
                    onRetry={openFailure.gone ? undefined : () => void open(openFailure.name)}
                  />
                )}
                <Typography>
                  Choose a screen on the left, or make a new one.{' '}
                  {inSite
                    ? 'What you change here stays in this page: download the file and upload it to the repository, where a pull request puts it live.'
                    : 'What you change here is saved to its file in the schemas folder.'}
                </Typography>
              </>
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

/** Until the look is read: the theme the page started with. */
const pageStartTheme = <T,>(outer: T) => outer;

/**
 * The studio's own parts in `look`: the dev server swaps the stylesheet of
 * the look's colour variables by itself, but MUI's theme (fonts, the light
 * and dark schemes) is made in the page. The provider is there before the look
 * is read too: added then, it would render the studio anew under a click on its
 * list, which was lost.
 */
function InLook({ look, children }: { look: ThemeFile | undefined; children: ReactNode }) {
  const theme = useMemo(() => look && pageTheme(look), [look]);
  return <ThemeProvider theme={theme ?? pageStartTheme}>{children}</ThemeProvider>;
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
