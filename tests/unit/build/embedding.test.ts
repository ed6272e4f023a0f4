import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/kernel/config/read-config';
import { contentSecurityPolicy } from '../../../src/build/csp';
import { firebaseHosting, netlifyHeaders, securityHeaders } from '../../../src/build/hosting';

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

  it('let exactly the listed sites frame the forms, and drop X-Frame-Options, which cannot name them', () => {
    const policy = contentSecurityPolicy(
      withOrigins('https://www.example.org,https://shop.example.org'),
      true,
    );
    expect(frameAncestors(policy)).toBe(
      'frame-ancestors https://www.example.org https://shop.example.org',
    );
    expect(header(policy, 'X-Frame-Options')).toBeUndefined();
    const firebase = firebaseHosting(policy).headers[0]?.headers ?? [];
    expect(firebase).toContainEqual({ key: 'Content-Security-Policy', value: policy });
    expect(firebase.map((h) => h.key)).not.toContain('X-Frame-Options');
    expect(netlifyHeaders(policy)).toContain(
      'frame-ancestors https://www.example.org https://shop.example.org',
    );
    expect(netlifyHeaders(policy)).not.toContain('X-Frame-Options');
  });

  it("never put frame-ancestors in the page's meta tag, where browsers ignore it", () => {
    expect(frameAncestors(contentSecurityPolicy(withOrigins('https://www.example.org')))).toBe(
      undefined,
    );
  });
});
