import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { config } from '../shared/config/env';
import { HomePage } from '../features/screens/home-page';
import { NotFoundPage } from '../features/screens/not-found-page';
import { ScreenCrash } from '../features/screens/screen-crash';
import { ScreenPage } from '../features/screens/screen-page';
import { manifest } from '../features/screens/screen-manifest';
import { Layout } from './layout';
import { paths } from './paths';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          path: paths.home,
          element: <HomePage screens={manifest.screens} problems={manifest.problems} />,
        },
        // The authors' preview exists only in development builds.
        ...(config.isDev
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
        ...manifest.screens.map((s) => ({
          path: s.route,
          element: <ScreenPage key={s.slug} summary={s} />,
          errorElement: <ScreenCrash />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());
