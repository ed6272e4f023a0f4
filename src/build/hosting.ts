import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SHELL_PAGE } from './prerender';

/**
 * What a static host must send beside the files of `dist/`, for Firebase
 * Hosting (`firebase.json`) and Netlify (`_headers`, `_redirects`). `policy`
 * is the build's own Content-Security-Policy in its header form
 * (`contentSecurityPolicy(config, true, logo)`), so the header says what the
 * page's meta tag says.
 */

export type Header = { key: string; value: string };

/** Hashed file names under static/: a new build never reuses a name. */
export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** Every page names the current hashed files. */
export const PAGE_CACHE = 'no-cache';

const FRAME_ANCESTORS = /frame-ancestors [^;]*/;

/** The embedding sites of a header policy, or none when it refuses every frame. */
function embedders(policy: string): boolean {
  const directive = FRAME_ANCESTORS.exec(policy)?.[0];
  return directive !== undefined && directive !== "frame-ancestors 'none'";
}

/** The policy with every frame refused: for every page but the embed ones. */
const locked = (policy: string) => policy.replace(FRAME_ANCESTORS, "frame-ancestors 'none'");

/** The policy without frame-ancestors (what the page's meta tag says). */
const unframed = (policy: string) =>
  policy
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');

/**
 * Where the screens alone live (`/embed/contact`, `/fr/embed/contact`): the
 * only pages the listed embedding sites may frame. `languages`: the prefixed
 * ones (language-paths.ts).
 */
export function embedPrefixes(languages: readonly string[] = []): string[] {
  return ['embed', ...languages.map((l) => `${l}/embed`)];
}

/**
 * The headers of every page but the embed ones: no frame at all, by the
 * policy and by X-Frame-Options (for browsers without frame-ancestors).
 */
export function securityHeaders(policy: string): Header[] {
  return [
    { key: 'Content-Security-Policy', value: locked(policy) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    // Once seen over HTTPS (browsers ignore it over HTTP, as in the local
    // preview), HTTPS only for two years, on this host and the ones under it.
    // Not `preload`: that hard-codes the whole domain in browsers, the owner's call.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}

/**
 * The headers of the page at `pathname`, as firebase.json and `_headers` send them: the embed
 * pages' policy names the embedding sites, every other page refuses every frame. For a server
 * that sends them itself (`rsbuild preview`, which the e2e tests frame).
 */
export function pageHeaders(
  policy: string,
  pathname: string,
  languages: readonly string[] = [],
): Header[] {
  const headers = securityHeaders(policy);
  if (!embedders(policy) || !isEmbedPage(pathname, languages)) return headers;
  return headers.map((h) => (h.key === 'Content-Security-Policy' ? { ...h, value: policy } : h));
}

/**
 * Who may frame the page at `pathname`, as firebase.json says it: its policy's frame-ancestors
 * alone (the listed sites for an embed page, none for any other) and X-Frame-Options. For the
 * dev server, whose looser policy of its own the rest of the production policy would break.
 */
export function frameHeaders(
  policy: string,
  pathname: string,
  languages: readonly string[] = [],
): Header[] {
  return pageHeaders(policy, pathname, languages).flatMap((h) => {
    if (h.key === 'X-Frame-Options') return [h];
    if (h.key !== 'Content-Security-Policy') return [];
    return [{ key: h.key, value: FRAME_ANCESTORS.exec(h.value)?.[0] ?? "frame-ancestors 'none'" }];
  });
}

/** Whether `pathname` is an embed page (`/embed/contact`, `/fr/embed/contact`). */
export function isEmbedPage(pathname: string, languages: readonly string[] = []): boolean {
  return embedPrefixes(languages).some((prefix) => pathname.startsWith(`/${prefix}/`));
}

/**
 * The `hosting` section of firebase.json: each screen's own page and home's,
 * the app's empty page for every other route, caching, security headers.
 * With embedding sites listed (PUBLIC_EMBED_ORIGINS), only the embed pages
 * send a policy that names them; every other page refuses every frame.
 */
export function firebaseHosting(policy: string, languages: readonly string[] = []) {
  // Firebase applies every matching rule in order, a later one overriding an
  // earlier one's header. An embed page keeps X-Frame-Options: DENY, which
  // browsers ignore where the policy has frame-ancestors (HTML's rule), so
  // only a browser without frame-ancestors refuses to frame it.
  const embed = embedders(policy)
    ? embedPrefixes(languages).map((prefix) => ({
        source: `${prefix}/**`,
        headers: [{ key: 'Content-Security-Policy', value: policy }],
      }))
    : [];
  return {
    public: 'dist',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    // `/contact` is the page the build rendered for that screen, `contact.html`.
    cleanUrls: true,
    rewrites: [{ source: '**', destination: `/${SHELL_PAGE}` }],
    // The hashed files' long cache comes last.
    headers: [
      {
        source: '**',
        headers: [...securityHeaders(policy), { key: 'Cache-Control', value: PAGE_CACHE }],
      },
      ...embed,
      { source: 'static/**', headers: [{ key: 'Cache-Control', value: HASHED_ASSETS_CACHE }] },
    ],
  };
}

/**
 * Netlify's `_headers`. Netlify joins the values of a header set by several
 * matching rules, so Cache-Control is set for static/ only: every other
 * answer keeps Netlify's own `max-age=0, must-revalidate`. For the same
 * reason, with embedding sites listed, the rule for every page sends the
 * policy without frame-ancestors (two joined policies would both apply, and
 * 'none' would win) and X-Frame-Options: DENY, which refuses every frame;
 * the embed pages add a policy of frame-ancestors alone, naming the sites,
 * which browsers follow instead of X-Frame-Options.
 */
export function netlifyHeaders(policy: string, languages: readonly string[] = []): string {
  const lines = (headers: Header[]) => headers.map((h) => `  ${h.key}: ${h.value}`);
  const framed = embedders(policy);
  const pages = framed
    ? securityHeaders(policy).map((h) =>
        h.key === 'Content-Security-Policy' ? { ...h, value: unframed(policy) } : h,
      )
    : securityHeaders(policy);
  const embed = framed
    ? embedPrefixes(languages).flatMap((prefix) => [
        `/${prefix}/*`,
        ...lines([
          { key: 'Content-Security-Policy', value: FRAME_ANCESTORS.exec(policy)?.[0] ?? '' },
        ]),
      ])
    : [];
  return [
    '/*',
    ...lines(pages),
    ...embed,
    '/static/*',
    ...lines([{ key: 'Cache-Control', value: HASHED_ASSETS_CACHE }]),
    '',
  ].join('\n');
}

/** firebase.json with its `hosting` section made for `policy`; every other section kept. */
export function firebaseJsonFor(
  current: string,
  policy: string,
  languages: readonly string[] = [],
): string {
  const json = JSON.parse(current) as Record<string, unknown>;
  return `${JSON.stringify({ ...json, hosting: firebaseHosting(policy, languages) }, null, 2)}\n`;
}

/**
 * At build time: writes Netlify's `_headers` into the build, and checks that
 * firebase.json sends the headers of this build's configuration, rewriting its
 * `hosting` section when asked (UPDATE_FIREBASE_JSON=1), warning otherwise.
 * `rsbuild preview` sends each page the headers those hosts would.
 */
export function pluginHostingHeaders(
  policy: string,
  root: string,
  languages: readonly string[] = [],
): RsbuildPlugin {
  return {
    name: 'forms:hosting-headers',
    setup(api) {
      if (api.context.action === 'preview') {
        api.onBeforeStartPreviewServer(({ server }) => {
          server.middlewares.use((req, res, next) => {
            const { pathname } = new URL(req.url ?? '/', 'http://preview.invalid');
            for (const h of pageHeaders(policy, pathname, languages)) res.setHeader(h.key, h.value);
            next();
          });
        });
      }
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('_headers', new sources.RawSource(netlifyHeaders(policy, languages)));
      });
      api.onAfterBuild(() => {
        const file = path.join(root, 'firebase.json');
        const current = readFileSync(file, 'utf8');
        const wanted = firebaseJsonFor(current, policy, languages);
        if (JSON.stringify(JSON.parse(current)) === JSON.stringify(JSON.parse(wanted))) return;
        if (process.env.UPDATE_FIREBASE_JSON === '1') {
          writeFileSync(file, wanted);
          api.logger.info('firebase.json: hosting headers written for this configuration');
        } else {
          api.logger.warn(
            'firebase.json sends headers made for another configuration than this build; before `firebase deploy`, run UPDATE_FIREBASE_JSON=1 npm run build',
          );
        }
      });
    },
  };
}
