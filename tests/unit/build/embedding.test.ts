import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/kernel/config/read-config';
import { contentSecurityPolicy } from '../../../src/build/csp';
import {
  firebaseHosting,
  frameHeaders,
  netlifyHeaders,
  pageHeaders,
  securityHeaders,
} from '../../../src/build/hosting';

const withOrigins = (value?: string) => readConfig({ PUBLIC_EMBED_ORIGINS: value });
const frameAncestors = (policy: string) =>
  policy.split('; ').find((d) => d.startsWith('frame-ancestors'));
const header = (policy: string, key: string) =>
  securityHeaders(policy).find((h) => h.key === key)?.value;

describe('PUBLIC_EMBED_ORIGINS: who may show the forms in a frame', () => {
  it('is nobody unless set', () => {
    expect(withOrigins().embedOrigins).toEqual([]);
    expect(withOrigins('  ').embedOrigins).toEqual([]);
  });

  it('takes a list of origins, by commas or spaces, once each', () => {
    expect(
      withOrigins('https://www.example.org, https://shop.example.org:8443 https://www.example.org/')
        .embedOrigins,
    ).toEqual(['https://www.example.org', 'https://shop.example.org:8443']);
    expect(withOrigins('http://localhost:8080,http://127.0.0.1:4209').embedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:4209',
    ]);
  });

  it.each([
    ['*', 'is not an origin'],
    ["'self'", 'is not an origin'],
    ['https://*.example.org', 'has a wildcard: list each site by its own origin'],
    ['www.example.org', 'is not an origin'],
    [
      'https://www.example.org/forms',
      'is not an origin alone (scheme, host and port only: https://www.example.org)',
    ],
    ['http://www.example.org', 'is not https:// (http:// is allowed for localhost only)'],
    ['javascript:alert(1)', 'is not an origin alone'],
  ])('refuses "%s": %s', (entry, says) => {
    expect(() => withOrigins(entry)).toThrow(
      new RegExp(
        `^PUBLIC_EMBED_ORIGINS: "${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" ${says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
  });
});

describe('the policy and headers a host sends', () => {
  it('refuse every frame without embedding sites, in the policy and X-Frame-Options', () => {
    const policy = contentSecurityPolicy(withOrigins(), true);
    expect(frameAncestors(policy)).toBe("frame-ancestors 'none'");
    expect(header(policy, 'X-Frame-Options')).toBe('DENY');
  });

  const listed = contentSecurityPolicy(
    withOrigins('https://www.example.org,https://shop.example.org'),
    true,
  );
  const list = 'frame-ancestors https://www.example.org https://shop.example.org';

  /** A header as Firebase sends it for a path: every matching rule applies, the last one wins. */
  const firebaseHeader = (path: string, key: string) =>
    firebaseHosting(listed, ['fr'])
      .headers.filter((r) => r.source === '**' || path.startsWith(r.source.replace('/**', '/')))
      .flatMap((r) => r.headers)
      .filter((h) => h.key === key)
      .at(-1)?.value;

  it('with embedding sites, Firebase lets them frame the embed pages only', () => {
    for (const path of ['embed/contact', 'fr/embed/contact']) {
      expect(frameAncestors(firebaseHeader(path, 'Content-Security-Policy') ?? '')).toBe(list);
    }
    for (const path of ['sign-in', 'member-survey', 'contact', 'fr/contact', '']) {
      expect(frameAncestors(firebaseHeader(path, 'Content-Security-Policy') ?? '')).toBe(
        "frame-ancestors 'none'",
      );
      expect(firebaseHeader(path, 'X-Frame-Options')).toBe('DENY');
    }
  });

  it('with embedding sites, Netlify names them for the embed pages only, and denies every other frame', () => {
    const rules = new Map<string, string[]>();
    let current = '';
    for (const line of netlifyHeaders(listed, ['fr']).split('\n')) {
      if (line.startsWith('/')) rules.set((current = line), []);
      else if (line.trim()) rules.get(current)?.push(line.trim());
    }
    // Netlify joins every matching rule: /* applies to every page, embed pages included.
    const everyPage = rules.get('/*') ?? [];
    expect(everyPage).toContain('X-Frame-Options: DENY');
    expect(everyPage.join('\n')).not.toContain('frame-ancestors');
    expect(everyPage.find((h) => h.startsWith('Content-Security-Policy'))).toContain(
      "script-src 'self'",
    );
    for (const embed of ['/embed/*', '/fr/embed/*']) {
      expect(rules.get(embed)).toEqual([`Content-Security-Policy: ${list}`]);
    }
  });

  // Issue 45, finding 7: `rsbuild preview` (what the e2e tests frame) sent every page the
  // embed pages' policy, so a listed site could frame the sign-in page itself.
  it('in the preview, are the ones Firebase sends, page by page', () => {
    for (const path of [
      'embed/contact',
      'fr/embed/contact',
      'embed/no-such-form',
      'sign-in',
      'contact',
      'embedded',
      'de/embed/contact',
      '',
    ]) {
      const sent = pageHeaders(listed, `/${path}`, ['fr']);
      for (const key of ['Content-Security-Policy', 'X-Frame-Options']) {
        expect(sent.find((h) => h.key === key)?.value, `${key} of /${path}`).toBe(
          firebaseHeader(path, key),
        );
      }
    }
    expect(frameAncestors(pageHeaders(listed, '/sign-in', ['fr'])[0]?.value ?? '')).toBe(
      "frame-ancestors 'none'",
    );
  });

  // Under npm start an author tries embedding: the dev server sends a frame these alone, its
  // own looser policy staying for the rest (src/build/own-pages-guard.ts).
  it('on the dev server, are the frame headers Firebase sends, page by page', () => {
    for (const path of ['embed/contact', 'fr/embed/contact', 'sign-in', 'studio', 'contact', '']) {
      const sent = frameHeaders(listed, `/${path}`, ['fr']);
      expect(sent.map((h) => h.key)).toEqual(['Content-Security-Policy', 'X-Frame-Options']);
      expect(sent[0]?.value).toBe(
        frameAncestors(firebaseHeader(path, 'Content-Security-Policy') ?? ''),
      );
      expect(sent[1]?.value).toBe(firebaseHeader(path, 'X-Frame-Options'));
    }
    expect(frameHeaders(listed, '/embed/contact', ['fr'])[0]?.value).toBe(list);
    const none = contentSecurityPolicy(withOrigins(), true);
    expect(frameHeaders(none, '/embed/contact')[0]?.value).toBe("frame-ancestors 'none'");
  });

  it("never put frame-ancestors in the page's meta tag, where browsers ignore it", () => {
    expect(frameAncestors(contentSecurityPolicy(withOrigins('https://www.example.org')))).toBe(
      undefined,
    );
  });
});
