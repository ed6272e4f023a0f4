import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/build/csp';
import {
  firebaseHosting,
  HASHED_ASSETS_CACHE,
  netlifyHeaders,
  PAGE_CACHE,
} from '../../../src/build/hosting';
import { buildConfig } from '../../../src/build/hosting-config';
import { checkSchemasDir } from '../../../src/build/schemas-dir';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators?: unknown;
  hosting: ReturnType<typeof firebaseHosting>;
};
// The policy `npm run build` would send here (.env, the shell, and the theme's logo).
const policy = contentSecurityPolicy(
  buildConfig(),
  true,
  checkSchemasDir(path.join(ROOT, 'schemas')).theme.logo,
);

type Rule = { source: string; headers: { key: string; value: string }[] };
/** A header as Firebase sends it for a path: every matching rule applies, the last one wins. */
function firebaseHeader(rules: Rule[], matches: (source: string) => boolean, key: string) {
  return rules
    .filter((r) => matches(r.source))
    .flatMap((r) => r.headers)
    .filter((h) => h.key === key)
    .at(-1)?.value;
}

describe('a setting refused', () => {
  it('is its message alone where rsbuild prints it, no stack trace under it', () => {
    process.env.PUBLIC_EMAILJS_TIMEOUT_MS = 'soon';
    try {
      const error = (() => {
        try {
          buildConfig();
        } catch (thrown) {
          return thrown as Error;
        }
      })();
      expect(error?.message).toMatch(/^PUBLIC_EMAILJS_TIMEOUT_MS must be a whole number/);
      expect(error?.stack).toBe(error?.message);
    } finally {
      delete process.env.PUBLIC_EMAILJS_TIMEOUT_MS;
    }
  });
});

describe('firebase.json (Firebase Hosting)', () => {
  it("is made from the build's configuration: npm run build warns when it is not", () => {
    expect(firebaseJson.hosting).toEqual(firebaseHosting(policy));
    expect(firebaseJson.emulators).toBeDefined();
  });

  it("serves dist/ with the app's empty page for any other address, so a deep link opens it", () => {
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.rewrites).toEqual([{ source: '**', destination: '/app.html' }]);
  });

  it("serves a screen's own page for its route: /contact is contact.html", () => {
    // Firebase serves a file before any rewrite, and `.html` only goes with cleanUrls.
    expect(firebaseJson.hosting.cleanUrls).toBe(true);
  });

  it('sends the strict policy as a header, and caches hashed files for good but never the page', () => {
    const rules = firebaseJson.hosting.headers;
    const page = (source: string) => source === '**';
    const asset = (source: string) => source === '**' || source === 'static/**';
    expect(firebaseHeader(rules, page, 'Content-Security-Policy')).toBe(policy);
    expect(firebaseHeader(rules, page, 'Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect(firebaseHeader(rules, page, 'Cache-Control')).toBe(PAGE_CACHE);
    expect(firebaseHeader(rules, asset, 'Cache-Control')).toBe(HASHED_ASSETS_CACHE);
    expect(firebaseHeader(rules, page, 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps browsers on HTTPS (Strict-Transport-Security) for every page and file', () => {
    const rules = firebaseJson.hosting.headers;
    const hsts = firebaseHeader(rules, (source) => source === '**', 'Strict-Transport-Security');
    // A year at least: what browsers' preload list and security audits ask for.
    expect(Number(/^max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
  });
});

describe('Netlify', () => {
  it('public/_redirects sends every route without its own page to the app (app.html)', () => {
    const redirects = readFileSync(path.join(ROOT, 'public/_redirects'), 'utf8');
    expect(redirects).toMatch(/^\/\*\s+\/app\.html\s+200$/m);
  });

  it('_headers carries the same policy, and a cache header only for hashed files', () => {
    const text = netlifyHeaders(policy);
    const [pages, assets] = text.split('/static/*');
    expect(pages).toContain(`Content-Security-Policy: ${policy}`);
    // Keeps browsers on HTTPS, as firebase.json does.
    expect(pages).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+/m);
    // Netlify would join two Cache-Control values into one header.
    expect(pages).not.toContain('Cache-Control');
    expect(assets).toContain(`Cache-Control: ${HASHED_ASSETS_CACHE}`);
  });
});
