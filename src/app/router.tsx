import { lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { isDevBuild } from '../shared/config/env';
import { manifest } from '@generated/screen-manifest';
import { AuthProvider, RequireSignIn, SignInPage } from '../features/auth';
import { forgetAllDrafts } from '../features/drafts';
import { HomePage, NotFoundPage, ScreenCrashBoundary, ScreenPage } from '../features/screens';
import { embedPath, paths } from '../shared/routes/paths';
import { EmbedLayout } from './embed-layout';
import { useLanguageFollowsPage } from './language';
import { Layout } from './layout';

// The authors' preview exists only in development builds.
const PreviewPage = isDevBuild
  ? lazy(() => import('../features/preview').then((m) => ({ default: m.PreviewPage })))
  : undefined;

/**
 * The app's routes, in react-router's declarative mode: its data router
 * (loaders, actions, route `lazy`), which the app has no use for, would add
 * 16 KB gzipped to every first load. Lazy pages suspend inside the layout.
 */
export function AppRoutes() {
  useLanguageFollowsPage();
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
        {/* Public screens alone, for another site's iframe: a signed-in one would need the
            sign-in page inside that frame, which browsers' third-party storage rules break. */}
        <Route element={<EmbedLayout />}>
          {manifest.screens
            .filter((s) => s.access === 'public')
            .map((s) => (
              <Route
                key={s.slug}
                path={embedPath(s.route)}
                element={
                  <ScreenCrashBoundary key={s.slug}>
                    <ScreenPage key={s.slug} summary={s} />
                  </ScreenCrashBoundary>
                }
              />
            ))}
        </Route>
        <Route element={<Layout />}>
          <Route
            path={paths.home}
            element={<HomePage screens={manifest.screens} problems={manifest.problems} />}
          />
          {PreviewPage && (
            <Route
              path={paths.preview}
              element={
                <ScreenCrashBoundary>
                  <PreviewPage />
                </ScreenCrashBoundary>
              }
            />
          )}
          <Route
            path={paths.signIn}
            element={
              <ScreenCrashBoundary>
                <SignInPage />
              </ScreenCrashBoundary>
            }
          />
          {manifest.screens.map((s) => (
            <Route
              key={s.slug}
              path={s.route}
              element={
                <ScreenCrashBoundary key={s.slug}>
                  {s.access === 'signed-in' ? (
                    <RequireSignIn>
                      <ScreenPage key={s.slug} summary={s} />
                    </RequireSignIn>
                  ) : (
                    <ScreenPage key={s.slug} summary={s} />
                  )}
                </ScreenCrashBoundary>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
