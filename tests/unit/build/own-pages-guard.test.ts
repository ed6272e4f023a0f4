import { describe, expect, it } from 'vitest';
import { otherSiteRefusal, socketRefusal } from '../../../src/build/own-pages-guard';

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
