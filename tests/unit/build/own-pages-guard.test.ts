import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ownPagesGuard, otherSiteRefusal, socketRefusal } from '../../../src/build/own-pages-guard';

// Issue 45, finding 10, a second attacker: the Host check let a page of another site load the
// dev server's scripts (`<script>` of a screen chunk read its source), frame the studio and open
// the hot-update socket, since each of those names the dev server's own Host.
const from = (site: string, mode: string, dest: string) => ({
  'sec-fetch-site': site,
  'sec-fetch-mode': mode,
  'sec-fetch-dest': dest,
});

describe("the dev server's own pages alone", () => {
  it('refuses every request another site makes, a top-level link aside', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(otherSiteRefusal(from(site, 'no-cors', 'script'))).toMatch(/only its own pages/);
      expect(otherSiteRefusal(from(site, 'no-cors', 'image'))).toMatch(/only its own pages/);
      expect(otherSiteRefusal(from(site, 'cors', 'empty'))).toMatch(/only its own pages/);
      expect(otherSiteRefusal(from(site, 'navigate', 'iframe'))).toMatch(/only its own pages/);
      expect(otherSiteRefusal(from(site, 'navigate', 'document'))).toBeUndefined();
    }
    expect(otherSiteRefusal(from('same-origin', 'no-cors', 'script'))).toBeUndefined();
    expect(otherSiteRefusal(from('none', 'navigate', 'document'))).toBeUndefined();
    expect(otherSiteRefusal({})).toBeUndefined();
  });

  it('lets another site frame an embed page, and nothing else of it', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(otherSiteRefusal(from(site, 'navigate', 'iframe'), true)).toBeUndefined();
      expect(otherSiteRefusal(from(site, 'no-cors', 'script'), true)).toMatch(/own pages/);
      expect(otherSiteRefusal(from(site, 'cors', 'empty'), true)).toMatch(/own pages/);
      expect(otherSiteRefusal(from(site, 'navigate', 'object'), true)).toMatch(/own pages/);
    }
  });

  it('answers a frame with the frame headers of its path, as the site does', () => {
    const policy = "default-src 'self'; frame-ancestors https://www.example.org";
    const answer = (url: string, headers: IncomingMessage['headers']) => {
      const sent = new Map<string, unknown>();
      let passed = false;
      const res = {
        statusCode: 200,
        setHeader: (key: string, value: unknown) => sent.set(key, value),
        end: () => undefined,
      };
      ownPagesGuard(policy, ['fr'])(
        { url, headers } as IncomingMessage,
        res as unknown as ServerResponse,
        () => (passed = true),
      );
      return { passed, status: res.statusCode, sent };
    };
    const framed = answer('/fr/embed/contact?x=1', from('cross-site', 'navigate', 'iframe'));
    expect(framed.passed).toBe(true);
    expect(framed.sent.get('Content-Security-Policy')).toBe(
      'frame-ancestors https://www.example.org',
    );
    expect(framed.sent.get('X-Frame-Options')).toBe('DENY');
    // Its own page framing one of its other pages: none may, as on the site.
    const own = answer('/contact', from('same-origin', 'navigate', 'iframe'));
    expect(own.passed).toBe(true);
    expect(own.sent.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    // Another site's frame of any other page: refused by the guard, its text readable in the frame.
    for (const url of ['/studio', '/contact', '/embedded', '/static/js/index.js']) {
      const refused = answer(url, from('cross-site', 'navigate', 'iframe'));
      expect(refused.passed, url).toBe(false);
      expect(refused.status, url).toBe(403);
      expect(refused.sent.has('X-Frame-Options'), url).toBe(false);
    }
    // A page opened as a page: no frame headers, as before.
    const page = answer('/embed/contact', from('none', 'navigate', 'document'));
    expect(page.passed).toBe(true);
    expect(page.sent.size).toBe(0);
  });

  it("takes the socket from the page's own origin alone", () => {
    const host = 'localhost:3000';
    expect(socketRefusal({ host, origin: 'http://localhost:3000' })).toBeUndefined();
    expect(socketRefusal({ host })).toBeUndefined();
    for (const origin of [
      'http://evil.example',
      'null',
      'http://localhost:3001',
      'http://127.0.0.1:3000',
    ])
      expect(socketRefusal({ host, origin }), origin).toMatch(/only its own pages/);
    expect(
      socketRefusal({
        host,
        origin: 'http://localhost:3000',
        ...from('cross-site', 'websocket', 'websocket'),
      }),
    ).toMatch(/only its own pages/);
  });
});
