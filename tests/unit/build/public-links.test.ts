import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/checker/format';
import { publicLinkGuard, publicLinksOut } from '../../../src/build/public-links';

// Issue 45, finding 9, a second attacker: git carries links, and the build copied what a link
// of public/ led to into the site (`public/leak.txt -> /etc/hostname` was in dist/, its text
// and all); the dev server served it too.
let base = '';
let pub = '';
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'public-links-'));
  pub = path.join(base, 'public');
  mkdirSync(path.join(pub, 'sub'), { recursive: true });
  writeFileSync(path.join(base, 'outside.txt'), 'not for the site');
  writeFileSync(path.join(pub, 'logo.svg'), '<svg/>');
  symlinkSync('logo.svg', path.join(pub, 'same-logo.svg'));
  symlinkSync('../outside.txt', path.join(pub, 'leak.txt'));
  symlinkSync('/', path.join(pub, 'root'));
  symlinkSync('../../outside.txt', path.join(pub, 'sub', 'deep.txt'));
  symlinkSync('hop.txt', path.join(pub, 'chain.txt'));
  symlinkSync('../outside.txt', path.join(pub, 'hop.txt'));
  symlinkSync('gone.txt', path.join(pub, 'nothing.txt'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('links of public/', () => {
  it('every link out of it or to nothing is named at 1:1, at any depth; a link inside is not', () => {
    const lines = publicLinksOut(pub).map(formatProblem);
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      'public/chain.txt:1:1',
      'public/hop.txt:1:1',
      'public/leak.txt:1:1',
      'public/nothing.txt:1:1',
      'public/root:1:1',
      'public/sub/deep.txt:1:1',
    ]);
    expect(lines).toContain(
      'public/leak.txt:1:1 "leak.txt" is a link to "../outside.txt", outside public/: the site would publish that file of this machine for anyone to download. Put a copy of the file here instead of the link, or remove it',
    );
    expect(lines.find((l) => l.startsWith('public/nothing.txt'))).toMatch(/which is not there/);
  });

  describe('on the dev server', () => {
    let server: Server;
    let url = '';
    beforeEach(async () => {
      const guard = publicLinkGuard(pub);
      server = createServer((req, res) => guard(req, res, () => res.end('served')));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('a path through a link out gets 403 and why, never the file', async () => {
      for (const at of ['/leak.txt', '/sub/deep.txt', '/chain.txt', '/root/etc/hostname']) {
        const answer = await fetch(`${url}${at}`);
        expect(answer.status, at).toBe(403);
        const text = await answer.text();
        expect(text).toMatch(/is a link out of public\//);
        expect(text).not.toContain('not for the site');
      }
      for (const at of ['/logo.svg', '/same-logo.svg', '/', '/static/js/index.js', '/contact']) {
        expect(await (await fetch(`${url}${at}`)).text(), at).toBe('served');
      }
    });
  });
});
