import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { isDevBuild } from '../shared/config/env';
import { AuthProvider } from '../features/auth/auth-context';
import { forgetAllDrafts } from '../features/drafts/use-draft';
import { RequireSignIn } from '../features/auth/require-sign-in';
import { HomePage } from '../features/screens/home-page';
import { NotFoundPage } from '../features/screens/not-found-page';
import { ScreenCrashBoundary } from '../features/screens/screen-crash';
import { ScreenPage } from '../features/screens/screen-page';
import { manifest } from '../features/screens/screen-manifest';
import { Layout } from './layout';
import { paths } from '../shared/routes/paths';

const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);

// The authors' preview exists only in development builds.
const PreviewPage = isDevBuild
  ? lazy(() => import('../features/preview/preview-page').then((m) => ({ default: m.PreviewPage })))
  : undefined;

/**
 * The app's routes, in react-router's declarative mode: its data router
 * (loaders, actions, route `lazy`), which the app has no use for, would add
 * 16 KB gzipped to every first load. Lazy pages suspend inside the layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Above the layout, so the app bar's account button and every route share one session. */}
      <Route
        element={
          <AuthProvider onPersonLeft={forgetAllDrafts}>
            <Layout />
          </AuthProvider>
        }
      >
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
    </Routes>
  );
}
