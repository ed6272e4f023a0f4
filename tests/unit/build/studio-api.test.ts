import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
  lstatSync,
  readdirSync,
  realpathSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemasDir } from '../../../src/build/schemas-dir';
import { formatProblem } from '../../../src/checker/format';
import {
  handleStudioRequest,
  hashOf,
  listStudioFiles,
  MAX_BODY_BYTES,
  studioMiddleware,
  type StudioRequest,
  writeWhole,
} from '../../../src/build/studio-api';
import type { StudioFile, StudioListing } from '../../../src/checker/studio-protocol';

const root = path.resolve(import.meta.dirname, '../../..');
let base = '';
let dir = '';

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'studio-api-'));
  dir = path.join(base, 'schemas');
  mkdirSync(dir);
  for (const name of ['contact.json', 'contact.fr.json', '_screen.schema.json', 'about.json']) {
    cpSync(path.join(root, 'schemas', name), path.join(dir, name));
  }
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const PORT = 3000;
const own = `127.0.0.1:${PORT}`;
function request(method: string, url: string, body?: unknown, headers = {}): StudioRequest {
  const write = method !== 'GET';
  return {
    method,
    url: `/__studio${url}`,
    headers: {
      host: own,
      ...(write ? { origin: `http://${own}`, 'content-type': 'application/json' } : {}),
      ...headers,
    },
    remoteAddress: '127.0.0.1',
    localPort: PORT,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}
const call = (req: StudioRequest) => handleStudioRequest(dir, req) ?? { status: 0, body: {} };
const contactText = () => readFileSync(path.join(dir, 'contact.json'), 'utf8');
const open = (name: string) => call(request('GET', `/file?name=${name}`)).body as StudioFile;

describe('the studio API reads', () => {
  it('lists every file with its state from the checker', () => {
    writeFileSync(path.join(dir, 'broken.json'), '{ "title": "Broken" ');
    const { files } = call(request('GET', '/files')).body as StudioListing;
    const byName = Object.fromEntries(files.map((f) => [f.name, f.state]));
    expect(byName['contact.json']).toMatchObject({
      kind: 'screen',
      title: 'Contact us',
      route: '/contact',
      problems: 0,
      hidden: false,
      closed: false,
    });
    expect(byName['contact.fr.json']).toMatchObject({ kind: 'translation', language: 'fr' });
    expect(byName['_screen.schema.json']).toMatchObject({ kind: 'shared' });
    expect(byName['broken.json']).toMatchObject({ kind: 'screen' });
    expect((byName['broken.json'] as { problems: number }).problems).toBeGreaterThan(0);
  });

  it('says a hidden screen and a closed one', () => {
    writeFileSync(
      path.join(dir, 'later.json'),
      JSON.stringify({
        title: 'Later',
        hidden: true,
        opening: { closed: true },
        submit: 'none',
        schema: { type: 'object', properties: {} },
      }),
    );
    const { files } = call(request('GET', '/files')).body as StudioListing;
    expect(files.find((f) => f.name === 'later.json')?.state).toMatchObject({
      hidden: true,
      closed: true,
    });
  });

  it('reads a file with the hash of its bytes', () => {
    const file = open('contact.json');
    expect(file.text).toBe(contactText());
    expect(file.hash).toBe(hashOf(contactText()));
  });

  it('leaves every other address to the dev server', () => {
    expect(handleStudioRequest(dir, { ...request('GET', ''), url: '/contact' })).toBeUndefined();
  });
});

describe('the studio API saves', () => {
  it('writes the text when the file is as it was opened', () => {
    const { hash } = open('contact.json');
    const text = contactText().replace('Contact us', 'Write to us');
    const saved = call(request('PUT', '/file', { name: 'contact.json', text, baseHash: hash }));
    expect(saved.status).toBe(200);
    expect(contactText()).toBe(text);
    expect((saved.body as StudioFile).hash).toBe(hashOf(text));
  });

  it('saves a file with mistakes: work is never lost', () => {
    const { hash } = open('contact.json');
    const saved = call(
      request('PUT', '/file', { name: 'contact.json', text: '{ "title": ', baseHash: hash }),
    );
    expect(saved.status).toBe(200);
    expect(contactText()).toBe('{ "title": ');
  });

  it('refuses with a conflict when the file changed on disk since it was opened', () => {
    const { hash } = open('contact.json');
    writeFileSync(path.join(dir, 'contact.json'), '{"changed": "by git pull"}');
    const saved = call(
      request('PUT', '/file', { name: 'contact.json', text: '{}', baseHash: hash }),
    );
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({
      error: 'conflict',
      current: { text: '{"changed": "by git pull"}' },
    });
    expect(contactText()).toBe('{"changed": "by git pull"}');
  });

  it('creates a new file, and refuses a new file over one that is there', () => {
    const made = call(request('PUT', '/file', { name: 'rsvp.json', text: '{}', baseHash: null }));
    expect(made.status).toBe(200);
    const again = call(
      request('PUT', '/file', { name: 'contact.json', text: '{}', baseHash: null }),
    );
    expect(again.status).toBe(409);
  });

  it('renames a screen with its translations, and deletes them', () => {
    const { hash } = open('contact.json');
    const moved = call(
      request('POST', '/rename', { from: 'contact.json', to: 'write-to-us.json', baseHash: hash }),
    );
    expect(moved.status).toBe(200);
    expect(existsSync(path.join(dir, 'write-to-us.fr.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'contact.json'))).toBe(false);
    const taken = call(
      request('POST', '/rename', { from: 'write-to-us.json', to: 'about.json', baseHash: hash }),
    );
    expect(taken.status).toBe(409);
    const gone = call(request('POST', '/delete', { name: 'write-to-us.json', baseHash: hash }));
    expect(gone.status).toBe(200);
    expect(existsSync(path.join(dir, 'write-to-us.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'write-to-us.fr.json'))).toBe(false);
  });
});

describe('the studio API refuses', () => {
  const save = (name: unknown, extra: Partial<StudioRequest> = {}, headers = {}) => {
    const { hash } = open('contact.json');
    return call({
      ...request('PUT', '/file', { name, text: '{}', baseHash: hash }, headers),
      ...extra,
    });
  };

  it.each([
    ['../x.json'],
    ['/etc/x.json'],
    ['sub/x.json'],
    ['..\\x.json'],
    ['x.txt'],
    ['Contact.json'],
    ['_address.json'],
    ['.hidden.json'],
    [42],
  ])('a save to %s', (name) => {
    const saved = save(name);
    expect(saved.status).toBe(403);
    expect(existsSync(path.join(base, 'x.json'))).toBe(false);
  });

  it('a read outside the folder', () => {
    writeFileSync(path.join(base, 'secret.json'), '{}');
    expect(call(request('GET', '/file?name=../secret.json')).status).toBe(403);
    expect(call(request('GET', '/file?name=%2Fetc%2Fpasswd')).status).toBe(403);
  });

  it('a link that leads out of the folder, for reading and writing', () => {
    writeFileSync(path.join(base, 'outside.json'), '{"secret": 1}');
    symlinkSync(path.join(base, 'outside.json'), path.join(dir, 'link.json'));
    expect(call(request('GET', '/file?name=link.json')).status).toBe(403);
    const saved = call(
      request('PUT', '/file', { name: 'link.json', text: '{}', baseHash: hashOf('{"secret": 1}') }),
    );
    expect(saved.status).toBe(403);
    expect(readFileSync(path.join(base, 'outside.json'), 'utf8')).toBe('{"secret": 1}');
  });

  // Issue 45, finding 8: the save wrote `.<name>.<pid>.tmp` with a call that follows links,
  // then renamed it over the screen file; a link planted at that name was written through.
  it('a link planted where the save writes its temporary file', () => {
    writeFileSync(path.join(base, 'outside.txt'), 'not yours');
    for (const pid of new Set([process.pid, process.ppid]))
      symlinkSync(path.join(base, 'outside.txt'), path.join(dir, `.contact.json.${pid}.tmp`));
    const { hash } = open('contact.json');
    const text = contactText().replace('Contact us', 'Write to us');
    const saved = call(request('PUT', '/file', { name: 'contact.json', text, baseHash: hash }));
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(base, 'outside.txt'), 'utf8')).toBe('not yours');
    expect(contactText()).toBe(text);
    // Nothing of the save is left beside the files but the planted links.
    expect(
      readdirSync(dir).filter(
        (n) => n.endsWith('.tmp') && !lstatSync(path.join(dir, n)).isSymbolicLink(),
      ),
    ).toEqual([]);
  });

  // Issue 45, finding 8, a second attacker: a link planted at the screen file itself after the
  // save's checks (a race) was renamed onto where it led; a link inside the folder was saved
  // through. The write replaces the name, and a save to a link is refused with a message.
  it('a link planted at the screen file itself, before or during the save', () => {
    writeFileSync(path.join(base, 'outside.txt'), 'not yours');
    rmSync(path.join(dir, 'about.json'));
    symlinkSync(path.join(base, 'outside.txt'), path.join(dir, 'about.json'));
    writeWhole(path.join(dir, 'about.json'), '{"title": "Raced"}');
    expect(readFileSync(path.join(base, 'outside.txt'), 'utf8')).toBe('not yours');
    expect(lstatSync(path.join(dir, 'about.json')).isSymbolicLink()).toBe(false);
    expect(readFileSync(path.join(dir, 'about.json'), 'utf8')).toBe('{"title": "Raced"}');

    symlinkSync('contact.json', path.join(dir, 'inside.json'));
    const before = contactText();
    const saved = call(
      request('PUT', '/file', { name: 'inside.json', text: '{}', baseHash: hashOf(before) }),
    );
    expect(saved).toMatchObject({
      status: 403,
      body: {
        message: expect.stringMatching(
          /^inside\.json is a link: the studio saves only plain files/,
        ),
      },
    });
    expect(contactText()).toBe(before);
    expect(lstatSync(path.join(dir, 'inside.json')).isSymbolicLink()).toBe(true);
  });

  // Issue 45, finding 9: `_leak.json -> ../package.json` passed the check and was served at
  // /studio-files/_leak.json in a site built with the studio (which copies what is listed).
  it('a link out of the folder among the files: refused by the checker, never listed', () => {
    writeFileSync(path.join(base, 'outside.json'), '{"secret": 1}');
    symlinkSync('../outside.json', path.join(dir, '_leak.json'));
    symlinkSync('../outside.json', path.join(dir, 'leak.fr.json'));
    const messages = checkSchemasDir(dir).problems.map(formatProblem);
    for (const name of ['_leak.json', 'leak.fr.json'])
      expect(messages).toContain(
        `schemas/${name}:1:1 "${name}" is a link to "../outside.json", outside schemas/: only files inside schemas/ are read, checked and published. Put a copy of the file here instead of the link, or remove it`,
      );
    const listed = listStudioFiles(dir).map((f) => f.name);
    expect(listed).toContain('contact.json');
    expect(listed).not.toContain('_leak.json');
    expect(listed).not.toContain('leak.fr.json');
    expect(JSON.stringify(call(request('GET', '/files')).body)).not.toContain('leak');
  });

  // A second attacker: a chain that ends outside, a link to a folder, links to folders and in
  // sub-folders (never read: only the folder's own .json entries are), a link to a file inside.
  it('links to folders, chains and sub-folders: the checker and the listing refuse the same', () => {
    writeFileSync(path.join(base, 'outside.json'), '{"secret": 1}');
    symlinkSync('hop.json', path.join(dir, 'chain.json'));
    symlinkSync('../outside.json', path.join(dir, 'hop.json'));
    symlinkSync('/', path.join(dir, 'root.json'));
    symlinkSync('/', path.join(dir, 'sub'));
    symlinkSync('..', path.join(dir, 'translations'));
    mkdirSync(path.join(dir, 'folder'));
    symlinkSync('../../outside.json', path.join(dir, 'folder', 'deep.json'));
    symlinkSync('contact.json', path.join(dir, 'same.json'));
    const problems = checkSchemasDir(dir).problems.map(formatProblem);
    const refused = problems.filter((p) => p.includes('outside schemas/'));
    expect(refused.map((p) => p.split(' ')[0])).toEqual([
      'schemas/chain.json:1:1',
      'schemas/hop.json:1:1',
      'schemas/root.json:1:1',
    ]);
    expect(refused[0]).toContain(
      `"chain.json" is a link to "hop.json" and on to ${JSON.stringify(realpathSync(path.join(base, 'outside.json')))}, outside schemas/`,
    );
    expect(problems.join('\n')).not.toMatch(/deep\.json|translations|"sub"/);
    const listed = listStudioFiles(dir).map((f) => f.name);
    for (const name of ['chain.json', 'hop.json', 'root.json']) expect(listed).not.toContain(name);
    expect(listed).toContain('same.json');
    expect(JSON.stringify(call(request('GET', '/files')).body)).not.toContain('secret');
  });

  it('a request from another origin', () => {
    expect(save('contact.json', {}, { origin: 'http://evil.example' }).status).toBe(403);
    expect(save('contact.json', {}, { origin: 'http://127.0.0.1:3999' }).status).toBe(403);
    expect(save('contact.json', {}, { origin: 'null' }).status).toBe(403);
    expect(
      call(request('GET', '/files', undefined, { origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect(
      call(request('GET', '/files', undefined, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(contactText()).toContain('Contact us');
  });

  it('a write without an Origin', () => {
    const req = request('PUT', '/file', { name: 'contact.json', text: '{}', baseHash: null });
    delete req.headers.origin;
    expect(call(req).status).toBe(403);
  });

  it('a Host that is not the dev server own (DNS rebinding)', () => {
    expect(
      save('contact.json', {}, { host: 'evil.example:3000', origin: 'http://evil.example:3000' })
        .status,
    ).toBe(403);
    expect(
      save('contact.json', {}, { host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4000' }).status,
    ).toBe(403);
  });

  it('a peer that is not this computer', () => {
    expect(save('contact.json', { remoteAddress: '192.168.1.20' }).status).toBe(403);
    expect(call({ ...request('GET', '/files'), remoteAddress: '10.0.0.2' }).status).toBe(403);
  });

  it('a body that is no JSON object, or not sent as JSON', () => {
    expect(call(request('PUT', '/file', 'not json')).status).toBe(400);
    expect(call(request('PUT', '/file', [1])).status).toBe(400);
    expect(save('contact.json', {}, { 'content-type': 'text/plain' }).status).toBe(400);
  });

  it('a body over the size cap', () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(call(request('PUT', '/file', big)).status).toBe(413);
  });
});

describe('the studio API and translation files', () => {
  const put = (name: string, baseHash: string | null, headers = {}) =>
    call(request('PUT', '/file', { name, text: '{ "title": "Kontakt" }\n', baseHash }, headers));

  it('writes a new one and changes one that is there', () => {
    expect(put('contact.de.json', null).status).toBe(200);
    expect(readFileSync(path.join(dir, 'contact.de.json'), 'utf8')).toBe(
      '{ "title": "Kontakt" }\n',
    );
    const { hash } = open('contact.fr.json');
    expect(put('contact.fr.json', hash).status).toBe(200);
  });

  it('refuses one out of the folder, from another page, or by a link out', () => {
    expect(put('../contact.de.json', null).status).toBe(403);
    expect(put('sub/contact.de.json', null).status).toBe(403);
    expect(put('contact.DE.json', null).status).toBe(403);
    expect(put('contact.de.json', null, { origin: 'http://evil.example' }).status).toBe(403);
    expect(put('contact.de.json', null, { 'sec-fetch-site': 'cross-site' }).status).toBe(403);
    expect(existsSync(path.join(base, 'contact.de.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'contact.de.json'))).toBe(false);
    writeFileSync(path.join(base, 'outside.json'), '{}');
    symlinkSync(path.join(base, 'outside.json'), path.join(dir, 'contact.es.json'));
    expect(put('contact.es.json', hashOf('{}')).status).toBe(403);
    expect(readFileSync(path.join(base, 'outside.json'), 'utf8')).toBe('{}');
  });

  it('refuses one changed on disk since it was opened', () => {
    const { hash } = open('contact.fr.json');
    writeFileSync(path.join(dir, 'contact.fr.json'), '{}');
    expect(put('contact.fr.json', hash).status).toBe(409);
  });
});

describe('the studio API and the look (_theme.json)', () => {
  const put = (name: string, baseHash: string | null, headers = {}) =>
    call(request('PUT', '/file', { name, text: '{ "mode": "dark" }\n', baseHash }, headers));
  beforeEach(() => writeFileSync(path.join(dir, '_theme.json'), '{ "mode": "light" }\n'));

  it('saves it when it is as it was opened, and refuses it changed on disk', () => {
    const { hash } = open('_theme.json');
    expect(put('_theme.json', hash).status).toBe(200);
    expect(readFileSync(path.join(dir, '_theme.json'), 'utf8')).toBe('{ "mode": "dark" }\n');
    writeFileSync(path.join(dir, '_theme.json'), '{}');
    expect(put('_theme.json', hashOf('{ "mode": "dark" }\n')).status).toBe(409);
  });

  it('refuses it from another page, out of the folder, renamed or deleted', () => {
    const { hash } = open('_theme.json');
    expect(put('_theme.json', hash, { origin: 'http://evil.example' }).status).toBe(403);
    expect(put('../_theme.json', null).status).toBe(403);
    expect(put('sub/_theme.json', null).status).toBe(403);
    expect(
      call(request('POST', '/rename', { from: '_theme.json', to: 'x.json', baseHash: hash }))
        .status,
    ).toBe(403);
    expect(call(request('POST', '/delete', { name: '_theme.json', baseHash: hash })).status).toBe(
      403,
    );
    expect(readFileSync(path.join(dir, '_theme.json'), 'utf8')).toBe('{ "mode": "light" }\n');
  });

  it('refuses it when it is a link out of the folder', () => {
    rmSync(path.join(dir, '_theme.json'));
    writeFileSync(path.join(base, 'outside.json'), '{}');
    symlinkSync(path.join(base, 'outside.json'), path.join(dir, '_theme.json'));
    expect(put('_theme.json', hashOf('{}')).status).toBe(403);
    expect(readFileSync(path.join(base, 'outside.json'), 'utf8')).toBe('{}');
  });
});

describe('the studio middleware', () => {
  let server: Server;
  let port = 0;
  beforeEach(async () => {
    server = createServer((req, res) =>
      studioMiddleware(dir)(req, res, () => {
        res.statusCode = 404;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers its own addresses over HTTP and refuses an oversized body without reading it all', async () => {
    const url = `http://127.0.0.1:${port}/__studio`;
    const listed = await fetch(`${url}/files`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as StudioListing).files.length).toBe(4);
    const other = await fetch(`http://127.0.0.1:${port}/contact`);
    expect(await other.text()).toBe('next');
    const big = await fetch(`${url}/file`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: 'x'.repeat(MAX_BODY_BYTES + 10),
    }).catch(() => undefined);
    // Either the 413 arrives or the connection is cut: never a write.
    if (big) expect(big.status).toBe(413);
    expect(contactText()).toContain('Contact us');
  });
});
