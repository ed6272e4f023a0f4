import { createBrowserRouter, matchPath, type RouteObject } from 'react-router-dom';
import { isDevBuild } from '../shared/config/env';
import { AuthProvider } from '../features/auth/auth-context';
import { forgetAllDrafts } from '../features/drafts/use-draft';
import { RequireSignIn } from '../features/auth/require-sign-in';
import { HomePage } from '../features/screens/home-page';
import { NotFoundPage } from '../features/screens/not-found-page';
import { ScreenCrash } from '../features/screens/screen-crash';
import { loadScreen, ScreenPage } from '../features/screens/screen-page';
import { manifest } from '../features/screens/screen-manifest';
import { Layout } from './layout';
import { paths } from '../shared/routes/paths';

export function buildRoutes(): RouteObject[] {
  return [
    {
      // Above the layout, so the app bar's account button and every route share one session.
      element: (
        <AuthProvider onPersonLeft={forgetAllDrafts}>
          <Layout />
        </AuthProvider>
      ),
      children: [
        {
          path: paths.home,
          element: <HomePage screens={manifest.screens} problems={manifest.problems} />,
        },
        // The authors' preview exists only in development builds.
        ...(isDevBuild
          ? [
              {
                path: paths.preview,
                lazy: () =>
                  import('../features/preview/preview-page').then((m) => ({
                    Component: m.PreviewPage,
                  })),
              },
            ]
          : []),
        {
          path: paths.signIn,
          lazy: async () => ({
            Component: (await import('../features/auth/sign-in-page')).SignInPage,
          }),
        },
        ...manifest.screens.map((s) => ({
          path: s.route,
          element:
            s.access === 'signed-in' ? (
              <RequireSignIn>
                <ScreenPage key={s.slug} summary={s} />
              </RequireSignIn>
            ) : (
              <ScreenPage key={s.slug} summary={s} />
            ),
          errorElement: <ScreenCrash />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

// The screen a person lands on starts loading with the app, not after the app's first draw.
const landing = manifest.screens.find((s) => matchPath(s.route, window.location.pathname));
if (landing) loadScreen(landing).catch(() => undefined);
