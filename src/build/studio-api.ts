import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { MAX_FILE_SIZE } from '../checker/limits';
import {
  isReadableName,
  isSavableName,
  isWritableName,
  screenSlugOf,
  STUDIO_API,
  STUDIO_FILES,
  type StudioFile,
  type StudioFileInfo,
  type StudioListing,
  type StudioRefusal,
} from '../checker/studio-protocol';
import { translationNameParts } from '../checker/translation-rules';
import type { ScreenEntry } from '../screen/types';
import { checkSchemasDir, linkOut } from './schemas-dir';

/**
 * The studio's write API (docs/decisions/studio.md): the dev server's own
 * middleware, never part of a build. It reads and writes the files of one
 * folder, for the browser on this machine only.
 */

/** What the handler needs of a request: plain data, so each refusal is tested without a server. */
export type StudioRequest = {
  method: string;
  /** Path and query, like `/__studio/file?name=contact.json`. */
  url: string;
  headers: Record<string, string | undefined>;
  /** The peer's address, as the socket says it. */
  remoteAddress: string | undefined;
  /** The port the request came in on: the dev server's own. */
  localPort: number | undefined;
  body?: string;
};

export type StudioResponse = { status: number; body: unknown };

/** A JSON body may hold a whole screen file, escaped, and little more. */
export const MAX_BODY_BYTES = 2 * MAX_FILE_SIZE + 10_000;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
}

const refuse = (
  status: number,
  error: StudioRefusal['error'],
  message: string,
  current?: StudioFile,
): StudioResponse => ({ status, body: { error, message, ...(current ? { current } : {}) } });

/**
 * Only a page of this dev server, opened on this machine: the peer is
 * loopback, the Host names loopback at the port the request came in on (a
 * rebound DNS name does not), and an Origin, when sent, is that same address.
 * A write must carry the Origin (every browser sends it on a PUT or POST).
 */
export function whoRefusal(
  req: Omit<StudioRequest, 'method' | 'url' | 'body'>,
  write: boolean,
): StudioResponse | undefined {
  if (!isLoopbackAddress(req.remoteAddress)) {
    return refuse(403, 'forbidden', 'the studio answers only this computer (loopback)');
  }
  const host = req.headers.host ?? '';
  const match = /^(.+):(\d+)$/.exec(host);
  if (!match || !LOOPBACK_NAMES.has(match[1] ?? '') || Number(match[2]) !== req.localPort) {
    return refuse(403, 'forbidden', `the studio answers only its own address, not host "${host}"`);
  }
  const origin = req.headers.origin;
  if (origin === undefined ? write : origin !== `http://${host}`) {
    return refuse(403, 'forbidden', `the studio answers only pages of http://${host}`);
  }
  // A page of another site fetching without CORS still says so here.
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return refuse(403, 'forbidden', 'the studio answers only its own pages');
  }
  return undefined;
}

export const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The full path of `name` in `dir`, or why not: names are checked against the
 * studio's own (no folder, no `..`), and a file that is there must really be
 * inside the folder once links are followed.
 */
const ALLOWED = {
  read: [isReadableName, 'reads only the .json files'],
  save: [isSavableName, 'writes only <screen>.json, <screen>.<language>.json and _theme.json'],
  move: [isWritableName, 'renames and deletes only <screen>.json and <screen>.<language>.json'],
} as const;

function placeOf(
  dir: string,
  name: unknown,
  use: keyof typeof ALLOWED,
): { full: string } | { refusal: StudioResponse } {
  const [allowed, only] = ALLOWED[use];
  if (typeof name !== 'string' || !allowed(name)) {
    return {
      refusal: refuse(
        403,
        'forbidden',
        `the studio ${only} of schemas/, not ${JSON.stringify(name)}`,
      ),
    };
  }
  const realDir = realpathSync(dir);
  const full = path.join(realDir, name);
  if (path.dirname(full) !== realDir) {
    return { refusal: refuse(403, 'forbidden', `${name} is not inside schemas/`) };
  }
  if (existsSync(full) || isLink(full)) {
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      return { refusal: refuse(403, 'forbidden', `${name} is a link to nothing`) };
    }
    if (path.dirname(real) !== realDir) {
      return { refusal: refuse(403, 'forbidden', `${name} is a link out of schemas/`) };
    }
  }
  return { full };
}

function isLink(full: string): boolean {
  try {
    return lstatSync(full).isSymbolicLink();
  } catch {
    return false;
  }
}

function readStudioFile(full: string, name: string): StudioFile | undefined {
  if (!existsSync(full)) return undefined;
  const bytes = readFileSync(full);
  return {
    name,
    text: bytes.toString('utf8'),
    hash: hashOf(bytes),
    mtimeMs: statSync(full).mtimeMs,
  };
}

/**
 * A new text lands whole: the dev server's watcher never reads half a file. The text goes to a
 * temporary file of a name no one can guess, created only if nothing (no file, no link) is
 * there by that name ('wx': O_CREAT | O_EXCL, which never follows a link), then renamed over
 * the name itself: rename replaces a link planted there since the checks, never follows it.
 */
export function writeWhole(full: string, text: string): void {
  const temporary = path.join(
    path.dirname(full),
    `.${path.basename(full)}.${randomBytes(12).toString('hex')}.tmp`,
  );
  writeFileSync(temporary, text, { flag: 'wx' });
  try {
    renameSync(temporary, full);
  } catch (error) {
    unlinkSync(temporary);
    throw error;
  }
}

const isOpenNow = (entry: ScreenEntry, now: number) => {
  const o = entry.opening;
  if (!o) return true;
  return (
    !o.closed &&
    (o.opensAt === undefined || now >= o.opensAt) &&
    (o.closesAt === undefined || now < o.closesAt)
  );
};

/** Every `.json` file of the folder with where it stands, as the checker sees the folder now. */
export function listStudioFiles(dir: string, now = Date.now()): StudioFileInfo[] {
  const result = checkSchemasDir(dir);
  const problemsOf = (name: string) =>
    result.problems.filter((p) => p.file === `schemas/${name}`).length;
  return (
    readdirSync(dir)
      // A link out of the folder is the checker's problem, never read nor listed (nor published).
      .filter((name) => isReadableName(name) && linkOut(dir, name) === undefined)
      .sort()
      .flatMap((name): StudioFileInfo[] => {
        const file = readStudioFile(path.join(dir, name), name);
        if (!file) return [];
        const slug = screenSlugOf(name);
        const entry = slug ? result.screens.find((s) => s.slug === slug) : undefined;
        const translation = translationNameParts(name);
        const problems = problemsOf(name);
        const state: StudioFileInfo['state'] = entry
          ? {
              kind: 'screen',
              title: entry.title,
              route: entry.route,
              problems,
              hidden: entry.hidden,
              closed: !isOpenNow(entry, now),
            }
          : translation
            ? { kind: 'translation', ...translation, problems }
            : { kind: 'shared', problems };
        return [{ name, hash: file.hash, state }];
      })
  );
}

/** The translation files of a screen file: `contact.json` -> `contact.fr.json`, … */
function siblingsOf(dir: string, name: string): string[] {
  const slug = screenSlugOf(name);
  if (!slug) return [];
  return readdirSync(dir).filter(
    (n) => translationNameParts(n)?.slug === slug && isWritableName(n),
  );
}

function parseBody(body: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Answers one request to the studio's API; `undefined` for any other address. */
export function handleStudioRequest(dir: string, req: StudioRequest): StudioResponse | undefined {
  const url = new URL(req.url, 'http://studio.invalid');
  if (url.pathname !== STUDIO_API && !url.pathname.startsWith(`${STUDIO_API}/`)) return undefined;
  const route = `${req.method} ${url.pathname.slice(STUDIO_API.length)}`;
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  const who = whoRefusal(req, write);
  if (who) return who;
  if (write && !/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    return refuse(400, 'bad-request', 'send the request as application/json');
  }
  if ((req.body?.length ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, 'too-large', `a request may carry at most ${MAX_BODY_BYTES} bytes`);
  }
  const body = write ? parseBody(req.body) : undefined;
  if (write && !body) return refuse(400, 'bad-request', 'the request body is not a JSON object');
  switch (route) {
    case 'GET /files':
      return { status: 200, body: { files: listStudioFiles(dir) } };
    case 'GET /file': {
      const place = placeOf(dir, url.searchParams.get('name'), 'read');
      if ('refusal' in place) return place.refusal;
      const file = readStudioFile(place.full, url.searchParams.get('name') ?? '');
      return file ? { status: 200, body: file } : refuse(404, 'not-found', 'no such file');
    }
    case 'PUT /file':
      return save(dir, body ?? {});
    case 'POST /rename':
      return rename(dir, body ?? {});
    case 'POST /delete':
      return remove(dir, body ?? {});
    default:
      return refuse(404, 'not-found', `the studio has no ${route}`);
  }
}

/** The file as it is now, unless it is what the studio opened (`baseHash`). */
function conflictOf(full: string, name: string, baseHash: unknown): StudioResponse | undefined {
  const current = readStudioFile(full, name);
  if ((current?.hash ?? null) === baseHash) return undefined;
  return refuse(
    409,
    'conflict',
    current
      ? `${name} was changed on disk since it was opened`
      : baseHash === null
        ? `${name} is there already`
        : `${name} was removed on disk since it was opened`,
    current,
  );
}

function save(dir: string, body: Record<string, unknown>): StudioResponse {
  const { name, text, baseHash } = body;
  const place = placeOf(dir, name, 'save');
  if ('refusal' in place) return place.refusal;
  if (typeof text !== 'string') return refuse(400, 'bad-request', '"text" must be the file text');
  if (Buffer.byteLength(text) > MAX_FILE_SIZE) {
    return refuse(413, 'too-large', `a screen file may have at most ${MAX_FILE_SIZE} bytes`);
  }
  if (isLink(place.full)) {
    return refuse(
      403,
      'forbidden',
      `${String(name)} is a link: the studio saves only plain files, never through a link; open the file it leads to, or replace the link with that file`,
    );
  }
  const conflict = conflictOf(place.full, String(name), baseHash);
  if (conflict) return conflict;
  writeWhole(place.full, text);
  return { status: 200, body: readStudioFile(place.full, String(name)) };
}

function rename(dir: string, body: Record<string, unknown>): StudioResponse {
  const { from, to, baseHash } = body;
  const source = placeOf(dir, from, 'move');
  if ('refusal' in source) return source.refusal;
  const target = placeOf(dir, to, 'move');
  if ('refusal' in target) return target.refusal;
  const fromSlug = screenSlugOf(String(from));
  const toSlug = screenSlugOf(String(to));
  if (!fromSlug || !toSlug) {
    return refuse(400, 'bad-request', 'rename a screen file to another screen file name');
  }
  const conflict = conflictOf(source.full, String(from), baseHash);
  if (conflict) return conflict;
  const moves = [
    [String(from), String(to)],
    ...siblingsOf(dir, String(from)).map((n) => [n, `${toSlug}${n.slice(fromSlug.length)}`]),
  ];
  const taken = moves.find(([, n]) => existsSync(path.join(dir, n ?? '')));
  if (taken) return refuse(409, 'conflict', `${taken[1]} is there already: choose another name`);
  for (const [a = '', b = ''] of moves) renameSync(path.join(dir, a), path.join(dir, b));
  return { status: 200, body: { moved: moves.map(([a, b]) => ({ from: a, to: b })) } };
}

function remove(dir: string, body: Record<string, unknown>): StudioResponse {
  const { name, baseHash } = body;
  const place = placeOf(dir, name, 'move');
  if ('refusal' in place) return place.refusal;
  const conflict = conflictOf(place.full, String(name), baseHash);
  if (conflict) return conflict;
  const removed = [String(name), ...siblingsOf(dir, String(name))];
  for (const n of removed) unlinkSync(path.join(dir, n));
  return { status: 200, body: { removed } };
}

/** The request's body, refused once it passes `MAX_BODY_BYTES` without reading the rest. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** What the studio's rules read of a Node request (its body aside). */
export function requestOf(req: IncomingMessage): StudioRequest {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
  );
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '',
    headers,
    remoteAddress: req.socket.remoteAddress,
    localPort: req.socket.localPort,
  };
}

/** The API as a Node middleware: answers its own addresses, hands every other one on. */
export function studioMiddleware(dir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith(STUDIO_API)) {
      next();
      return;
    }
    const answer = (response: StudioResponse) => {
      res.statusCode = response.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(response.body));
    };
    const declared = Number(req.headers['content-length'] ?? 0);
    const body =
      declared > MAX_BODY_BYTES ? Promise.resolve(undefined) : readBody(req).catch(() => undefined);
    void body.then((text) => {
      const request: StudioRequest = { ...requestOf(req), body: text };
      const tooLarge = text === undefined && req.method !== 'GET';
      answer(
        (tooLarge
          ? refuse(413, 'too-large', `a request may carry at most ${MAX_BODY_BYTES} bytes`)
          : handleStudioRequest(dir, request)) ?? refuse(404, 'not-found', 'no such address'),
      );
    });
  };
}

/** The API on the dev server only: a production build and `rsbuild preview` never have it. */
export function pluginStudioApi(options: { schemasDir: string }): RsbuildPlugin {
  return {
    name: 'schema-forms:studio-api',
    setup(api) {
      api.onBeforeStartDevServer(({ server }) => {
        server.middlewares.use(studioMiddleware(options.schemasDir));
      });
    },
  };
}

/**
 * PUBLIC_STUDIO=true: the files the studio in the built site starts from, as
 * they are in schemas/ (an author's layout and `$ref`s, which the manifest's
 * checked screens no longer have), with the listing the dev server answers.
 */
export function pluginStudioFiles(options: { schemasDir: string }): RsbuildPlugin {
  return {
    name: 'schema-forms:studio-files',
    setup(api) {
      api.processAssets(
        { stage: 'additional', environments: ['web'] },
        ({ compilation, sources }) => {
          const files = listStudioFiles(options.schemasDir);
          const at = STUDIO_FILES.slice(1);
          const listing: StudioListing = { files };
          compilation.emitAsset(`${at}/index.json`, new sources.RawSource(JSON.stringify(listing)));
          for (const { name } of files) {
            const file = readStudioFile(path.join(options.schemasDir, name), name);
            if (file) compilation.emitAsset(`${at}/${name}`, new sources.RawSource(file.text));
          }
        },
      );
    },
  };
}
