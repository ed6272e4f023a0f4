import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { themeFile } from '@generated/theme-file';
import { AuthProvider, RequireSignIn, SignInPage } from '../features/auth';
import { forgetAllDrafts } from '../services/draft-storage';
import { homePage } from '../features/home';
import { ResponsesPage } from '../features/responses';
import { ScreenCrashBoundary, ScreenPage } from '../features/screen';
import { NotFoundPage } from './page-code';
import { splitLanguagePath } from '../kernel/i18n/language-paths';
import { screenLanguages, type Language } from '../kernel/i18n/languages';
import type { ScreenSummary } from '../screen/manifest';
import { embedPath, paths } from '../kernel/routes/paths';
import { useLanguageFollowsPage } from './language';
import { Layout } from './layout';
import { OwnTabOnly } from './own-tab-only';
import { reloadUnlessStudio } from './studio-keeps-page';

const HomePage = homePage.Component;
// Only a page inside another site's frame uses it: never rendered at build time.
const EmbedLayout = lazy(() => import('./embed-layout').then((m) => ({ default: m.EmbedLayout })));

// The authors' preview exists only in development builds. `import.meta.env.DEV` here, not
// through a module: only a constant in this module lets the minifier drop both routes.
const PreviewPage = import.meta.env.DEV
  ? lazy(() => import('../features/preview').then((m) => ({ default: m.PreviewPage })))
  : undefined;
// So does the studio, which writes screen files through the dev server, unless the build
// keeps it in the site (PUBLIC_STUDIO=true, read in src/kernel/config/env.ts); a constant
// here for the same reason.
declare const __STUDIO_SITE__: object | null | undefined;
const StudioPage =
  import.meta.env.DEV || (typeof __STUDIO_SITE__ !== 'undefined' && __STUDIO_SITE__ !== null)
    ? lazy(() => import('../features/studio').then((m) => ({ default: m.StudioPage })))
    : undefined;

// A change in schemas/ in development: see studio-keeps-page.ts.
import.meta.webpackHot?.accept('@generated/screen-manifest', reloadUnlessStudio);

/**
 * The app's routes, in react-router's declarative mode: its data router
 * (loaders, actions, route `lazy`), which the app has no use for, would add
 * to every first load (docs/decisions/measured-figures.md). Lazy pages suspend
 * inside the layout.
 * Every page is there as written (`/contact`) and under each prefixed
 * language (`/fr/contact`, language-paths.ts); an unknown prefix is not found.
 */
export function AppRoutes() {
  useLanguageFollowsPage();
  // Only the routes of this address's language: react-router ranks every route and
  // builds a RegExp for each on every navigation, and each language is the whole app again.
  const { language } = splitLanguagePath(useLocation().pathname, themeFile.languages);
  return (
    <Routes>
      {/* Above the layouts, so the app bar's account button and every route share one session. */}
      <Route
        element={
          <AuthProvider onPersonLeft={forgetAllDrafts}>
            <Outlet />
          </AuthProvider>
        }
      >
        {/* The same depth either way: a switch between /contact and /fr/contact keeps the form as it is. */}
        {language ? (
          <Route path={language}>{pageRoutes(language)}</Route>
        ) : (
          <Route>{pageRoutes()}</Route>
        )}
      </Route>
    </Routes>
  );
}

/** A path inside its language's prefix: `/contact` -> `contact`. */
const inside = (path: string) => path.replace(/^\//, '');

/** Whether a screen has texts in `language` (the default always). */
const speaks = (s: ScreenSummary, language?: Language) =>
  !language || screenLanguages(themeFile.languages, s.languages).offered.includes(language);

/**
 * The pages, under `language`'s prefix when given. A screen without texts in
 * that language is at its own address (`/fr/order` leads to `/order`), in its
 * own language, with the link's query kept.
 */
function pageRoutes(language?: Language) {
  return (
    <>
      {/* Public screens alone, for another site's iframe: a signed-in one would need the
          sign-in page inside that frame, which browsers' third-party storage rules break. */}
      <Route
        element={
          <Suspense fallback={null}>
            <EmbedLayout />
          </Suspense>
        }
      >
        {manifest.screens
          .filter((s) => s.access === 'public' && speaks(s, language))
          .map((s) => (
            <Route
              key={s.slug}
              path={inside(embedPath(s.route))}
              element={
                <ScreenCrashBoundary key={s.slug}>
                  <ScreenPage key={s.slug} summary={s} />
                </ScreenCrashBoundary>
              }
            />
          ))}
        {/* Any other address under /embed/: a bare "not found", without the app around it. */}
        <Route path={inside(`${paths.embed}/*`)} element={<NotFoundPage />} />
      </Route>
      {/* The studio has the whole width, without the app bar: the file, its form and the list side by side. */}
      {StudioPage && (
        <Route
          path={inside(paths.studio)}
          element={
            <ScreenCrashBoundary>
              <OwnTabOnly>
                <Suspense fallback={null}>
                  <StudioPage />
                </Suspense>
              </OwnTabOnly>
            </ScreenCrashBoundary>
          }
        />
      )}
      <Route
        element={
          <OwnTabOnly>
            <Layout />
          </OwnTabOnly>
        }
      >
        <Route
          index
          element={<HomePage screens={manifest.screens} problems={manifest.problems} />}
        />
        {PreviewPage && (
          <Route
            path={inside(paths.preview)}
            element={
              <ScreenCrashBoundary>
                <PreviewPage />
              </ScreenCrashBoundary>
            }
          />
        )}
        {/* The owners' page: the database's rules decide whose responses a person reads. */}
        {[paths.responses, `${paths.responses}/:screen`].map((path) => (
          <Route
            key={path}
            path={inside(path)}
            element={
              <ScreenCrashBoundary>
                <RequireSignIn>
                  <ResponsesPage />
                </RequireSignIn>
              </ScreenCrashBoundary>
            }
          />
        ))}
        <Route
          path={inside(paths.signIn)}
          element={
            <ScreenCrashBoundary>
              <SignInPage />
            </ScreenCrashBoundary>
          }
        />
        {manifest.screens.map((s) => (
          <Route
            key={s.slug}
            path={inside(s.route)}
            element={
              !speaks(s, language) ? (
                <AtOwnAddress route={s.route} />
              ) : (
                <ScreenCrashBoundary key={s.slug}>
                  {s.access === 'signed-in' ? (
                    <RequireSignIn>
                      <ScreenPage key={s.slug} summary={s} />
                    </RequireSignIn>
                  ) : (
                    <ScreenPage key={s.slug} summary={s} />
                  )}
                </ScreenCrashBoundary>
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </>
  );
}

/** A screen's own address, keeping what the link carries (prefill, `?lang`). */
function AtOwnAddress({ route }: { route: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: route, search, hash }} />;
}
