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

export function securityHeaders(policy: string): Header[] {
  // X-Frame-Options can name no list of sites: with embedding sites listed
  // (PUBLIC_EMBED_ORIGINS), the policy's frame-ancestors alone decides, as every
  // current browser lets it; without, both refuse every frame.
  const framable = !policy.includes("frame-ancestors 'none'");
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers without CSP frame-ancestors; the policy says the same.
    ...(framable ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    // Once seen over HTTPS (browsers ignore it over HTTP, as in the local
    // preview), HTTPS only for two years, on this host and the ones under it.
    // Not `preload`: that hard-codes the whole domain in browsers, the owner's call.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}

/**
 * The `hosting` section of firebase.json: each screen's own page and home's,
 * the app's empty page for every other route, caching, security headers.
 */
export function firebaseHosting(policy: string) {
  return {
    public: 'dist',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    // `/contact` is the page the build drew for that screen, `contact.html`.
    cleanUrls: true,
    rewrites: [{ source: '**', destination: `/${SHELL_PAGE}` }],
    // Firebase applies every matching rule in order, a later one overriding an
    // earlier one's header: the hashed files' long cache comes last.
    headers: [
      {
        source: '**',
        headers: [...securityHeaders(policy), { key: 'Cache-Control', value: PAGE_CACHE }],
      },
      { source: 'static/**', headers: [{ key: 'Cache-Control', value: HASHED_ASSETS_CACHE }] },
    ],
  };
}

/**
 * Netlify's `_headers`. Netlify joins the values of a header set by several
 * matching rules, so Cache-Control is set for static/ only: every other
 * answer keeps Netlify's own `max-age=0, must-revalidate`.
 */
export function netlifyHeaders(policy: string): string {
  const lines = (headers: Header[]) => headers.map((h) => `  ${h.key}: ${h.value}`);
  return [
    '/*',
    ...lines(securityHeaders(policy)),
    '/static/*',
    ...lines([{ key: 'Cache-Control', value: HASHED_ASSETS_CACHE }]),
    '',
  ].join('\n');
}

/** firebase.json with its `hosting` section made for `policy`; every other section kept. */
export function firebaseJsonFor(current: string, policy: string): string {
  const json = JSON.parse(current) as Record<string, unknown>;
  return `${JSON.stringify({ ...json, hosting: firebaseHosting(policy) }, null, 2)}\n`;
}

/**
 * At build time: writes Netlify's `_headers` into the build, and checks that
 * firebase.json sends the headers of this build's configuration, rewriting its
 * `hosting` section when asked (UPDATE_FIREBASE_JSON=1), warning otherwise.
 */
export function pluginHostingHeaders(policy: string, root: string): RsbuildPlugin {
  return {
    name: 'forms:hosting-headers',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('_headers', new sources.RawSource(netlifyHeaders(policy)));
      });
      api.onAfterBuild(() => {
        const file = path.join(root, 'firebase.json');
        const current = readFileSync(file, 'utf8');
        const wanted = firebaseJsonFor(current, policy);
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
