import path from 'node:path';
import { defineConfig, type EnvironmentConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { prefixedLanguages } from './src/kernel/i18n/language-paths';
import { contentSecurityPolicy } from './src/build/csp';
import { LOCAL_RECAPTCHA_SITE_KEY } from './src/kernel/config/local-captcha';
import type { CheckOptions } from './src/checker/check';
import { checkSchemasDir } from './src/build/schemas-dir';
import { keepingScreens } from './src/checker/firestore-rules';
import { pluginHostingHeaders } from './src/build/hosting';
import { buildConfig, buildStudioSite, deploymentOf } from './src/build/hosting-config';
import { pluginPrerender, prerenderDistOf, SHELL_PAGE } from './src/build/prerender';
import { pluginScreens } from './src/build/screens-plugin';
import { sideEffectFreeRules, partSwapPlugins, vendorsGroup } from './src/build/form-perf-swaps';
import { pluginStudioApi, pluginStudioFiles } from './src/build/studio-api';
import { pluginKeptHotUpdates } from './src/build/kept-hot-updates';
import { pluginEditorGuard } from './src/build/editor-guard';
import { pluginOwnPagesGuard } from './src/build/own-pages-guard';
import { pluginPublicLinks } from './src/build/public-links';
import { pluginRouterPureCalls } from './src/build/router-pure-calls';

const reactRouterProduction = (file: string) =>
  path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file);

// SCHEMAS_DIR: another folder of screen files (npm run bench builds generated ones).
const schemasDir = path.resolve(import.meta.dirname, process.env.SCHEMAS_DIR ?? 'schemas');

export default defineConfig(({ command }) => {
  const config = buildConfig();
  if (command === 'build' && config.recaptchaSiteKey === LOCAL_RECAPTCHA_SITE_KEY) {
    throw new Error(
      `PUBLIC_RECAPTCHA_SITE_KEY is "${LOCAL_RECAPTCHA_SITE_KEY}", npm start's local captcha fake: a site needs its own reCAPTCHA v2 site key from Google (README.md, Configuration)`,
    );
  }
  const studioSite = buildStudioSite();
  // The dev server's hot reload needs more than a production policy allows: the
  // strict policy is for the build and `rsbuild preview`, which serves it.
  const strict = command !== 'dev';
  // The same options as the screens plugin's, so the folder is checked once.
  const checkOptions: CheckOptions =
    command === 'build' ? { deployment: deploymentOf(config) } : {};
  const checked = checkSchemasDir(schemasDir, checkOptions);
  const { logo, languages } = checked.theme;
  const keeps = keepingScreens(checked).length > 0;
  // The header form is also what static hosts send (firebase.json, Netlify's _headers).
  const headerPolicy = contentSecurityPolicy(config, true, logo, keeps);
  const distRoot = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');
  const web: EnvironmentConfig = {
    source: { entry: { index: './src/app/main.tsx' } },
    html: {
      title: 'Forms',
      template: './src/app/index.html',
      meta: strict
        ? {
            csp: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(config, false, logo, keeps),
            },
          }
        : undefined,
    },
    // Eight hex digits name a file apart from its other versions; the runtime lists every
    // lazy chunk's, so two more for each of ~110 chunks would cost every first load 0.1 KB.
    output: { distPath: { root: distRoot }, filenameHash: 'contenthash:8' },
    // A form screen loads its own chunk, the form's code and the parts it
    // carries side by side, and the bundler's default (split off any group of
    // shared modules over 20 KB) cut that into about twenty files, each
    // compressed alone: fewer, larger chunks load less (docs/decisions/measured-figures.md).
    // Not on the dev server: a new screen's parts regrouped those chunks, which changed every
    // `import()` loading them (load-screen.ts) and reloaded the studio (docs/decisions/studio.md).
    // Library code is grouped as rspack's default does, a swap for a library module with it.
    splitChunks:
      command === 'dev'
        ? false
        : { preset: 'default', minSize: 120_000, cacheGroups: { defaultVendors: vendorsGroup } },
  };
  // A production build also renders each public screen to its own page
  // (src/build/prerender.ts): the app itself, built for Node beside it.
  const prerender: EnvironmentConfig = {
    source: { entry: { prerender: './src/app/prerender-entry.tsx' } },
    output: { target: 'node', distPath: { root: prerenderDistOf(distRoot) } },
  };
  return {
    plugins: [
      pluginReact(),
      pluginScreens({ schemasDir, check: checkOptions }),
      // public/ is copied into the site as it is: never a file a link there leads out to.
      pluginPublicLinks(),
      pluginHostingHeaders(headerPolicy, import.meta.dirname, prefixedLanguages(languages)),
      // The studio's file API: a dev server middleware, absent from every build; every hot
      // update of the last builds answered, so none fails and reloads the studio; rsbuild's
      // open-in-editor, and every file and the hot-update socket, for its own pages alone.
      ...(command === 'dev'
        ? [
            pluginOwnPagesGuard(headerPolicy, prefixedLanguages(languages)),
            pluginStudioApi({ schemasDir }),
            pluginKeptHotUpdates(),
            pluginEditorGuard(),
          ]
        : []),
      // PUBLIC_STUDIO=true: the studio in the built site reads a copy of the files instead.
      ...(command === 'build' && studioSite ? [pluginStudioFiles({ schemasDir })] : []),
      ...(command === 'build' ? [pluginPrerender({ web: 'web', node: 'prerender' })] : []),
      // React Router's production files (resolve.alias below) with the components the app
      // does not use left out: 1.8 KB of every first load.
      ...(command === 'build' ? [pluginRouterPureCalls()] : []),
    ],
    // React Router's package points every bundler at its development files, dev warnings and
    // all (remix-run/react-router#14102); a build takes its production ones: 0.5 KB less in
    // every first load (docs/decisions/performance.md, "Budgets").
    resolve:
      command === 'build'
        ? {
            alias: {
              'react-router$': reactRouterProduction('index.mjs'),
              'react-router/dom$': reactRouterProduction('dom-export.mjs'),
            },
          }
        : {},
    // The configuration, checked above, written into the app (src/kernel/config/env.ts).
    source: {
      define: {
        __APP_CONFIG__: JSON.stringify(config),
        __STUDIO_SITE__: JSON.stringify(studioSite ?? null),
      },
    },
    environments: (command === 'build' ? { web, prerender } : { web }) as Record<
      string,
      EnvironmentConfig
    >,
    // Compiling a chunk only when it is first asked for (rsbuild's default)
    // breaks on the dev server's own job: a screen file saved while the app is
    // open reloads the page, and the new screen's chunk, compiled after that,
    // belongs to a build the page never heard of ("Chunk is from another
    // build"), so the author saw "This form could not be loaded". The app is
    // small enough to compile whole.
    dev: { lazyCompilation: false },
    server: {
      // Built, home is index.html, drawn like the screens; an address without a
      // page of its own gets the app's empty page (src/build/prerender.ts).
      historyApiFallback: command === 'dev' ? true : { index: `/${SHELL_PAGE}` },
      // The dev server serves every screen, unpublished ones too: to a page of this machine
      // only. With a list, rsbuild checks the Host of each request (and socket) and lets
      // through IP addresses, `localhost` and `*.localhost` (and the server's own host) alone,
      // so a name rebound to 127.0.0.1 by another site is refused.
      ...(command === 'dev' ? { allowedHosts: [] } : {}),
    },
    tools: {
      rspack: (_config, { appendPlugins, addRules, environment }) => {
        // Checked where the swaps are for, the browser's build: React DOM's server
        // side, in the prerender, never imports the scheduler.
        appendPlugins(
          partSwapPlugins({ check: command === 'build' && environment.name === 'web' }),
        );
        addRules(sideEffectFreeRules());
      },
    },
  };
});
