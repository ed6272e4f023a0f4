import { studioSite } from '../../../kernel/config/env';
import {
  STUDIO_API,
  STUDIO_FILES,
  type StudioDelete,
  type StudioFile,
  type StudioListing,
  type StudioRefusal,
  type StudioRename,
  type StudioSave,
} from '../../../checker/studio-protocol';
import { valueInText } from '../edits/json-text';

/**
 * Why no studio answer came: the server was stopped or restarting (the connection refused) or
 * did not answer in time (`unreachable`), or something answered that is not the studio's API
 * (`not-studio`: a server fault's page, another server on the port). The page's own words; the
 * dev server never sends them.
 */
export type Unreachable = { error: 'unreachable' | 'not-studio'; message: string };

/** What kept a request from its answer, with the HTTP status it came with (none: no answer). */
export type Refusal = (StudioRefusal | Unreachable) & { status?: number };

/** What the dev server's studio API answered: the file, or its refusal (a conflict carries the file as it is now). */
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * The dev server reads and writes a file on disk at once: a request not answered by then
 * is not coming (a server that took the connection and hangs), and the author gets their page back.
 */
export const READ_WAIT_MS = 20_000;

const unreachable = (where: string): { ok: false; refusal: Unreachable } => ({
  ok: false,
  refusal: { error: 'unreachable', message: `${where} did not answer` },
});

/**
 * `fetch`, or `undefined` when no answer came within READ_WAIT_MS. A write given up may still
 * land: the next save meets it as a conflict with the same text, which counts as saved
 * (use-screen-document.ts).
 */
async function answerOf(url: string, init: RequestInit = {}): Promise<Response | undefined> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), READ_WAIT_MS);
  try {
    return await fetch(url, { ...init, signal: stop.signal });
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

async function ask<T>(path: string, init?: { method: string; body: unknown }): Promise<Answer<T>> {
  const response = await answerOf(`${STUDIO_API}${path}`, {
    method: init?.method ?? 'GET',
    cache: 'no-store',
    ...(init
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }
      : {}),
  });
  if (!response) return unreachable("the studio's server");
  const { status, statusText } = response;
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok && body !== undefined) return { ok: true, value: body as T };
  const refusal: Refusal =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body as StudioRefusal)
      : { error: 'not-studio', message: `${String(status)} ${statusText}`.trim() };
  return { ok: false, refusal: { ...refusal, status } };
}

/**
 * The studio in a built site (PUBLIC_STUDIO=true): no write API, so it reads
 * the build's copy of the files and keeps what it makes in this page; the
 * author downloads the file and uploads it. `undefined` on the dev server.
 */
export const inSite = import.meta.env.DEV ? undefined : studioSite;

/** Screens made in this page (the studio in a built site): name -> text. */
const madeHere = new Map<string, string>();

async function readCopy(name: string): Promise<Answer<StudioFile>> {
  const made = madeHere.get(name);
  if (made !== undefined) return { ok: true, value: { name, text: made, hash: '', mtimeMs: 0 } };
  const response = await answerOf(`${STUDIO_FILES}/${encodeURIComponent(name)}`);
  if (!response) return unreachable('the site');
  return response.ok
    ? { ok: true, value: { name, text: await response.text(), hash: '', mtimeMs: 0 } }
    : { ok: false, refusal: { error: 'not-found', message: `this site has no ${name}` } };
}

async function listCopies(): Promise<Answer<StudioListing>> {
  const response = await answerOf(`${STUDIO_FILES}/index.json`);
  if (!response) return unreachable('the site');
  if (!response.ok) {
    return {
      ok: false,
      refusal: { error: 'not-found', message: 'this site was built without its screen files' },
    };
  }
  const { files } = (await response.json()) as StudioListing;
  const made = [...madeHere].map(([name, text]) => ({
    name,
    hash: '',
    state: {
      kind: 'screen' as const,
      title: titleIn(text) ?? name,
      route: `/${name.replace(/\.json$/, '')}`,
      problems: 0,
      hidden: false,
      closed: false,
    },
  }));
  return { ok: true, value: { files: [...files, ...made] } };
}

/** A screen file's own title, as typed; `undefined` when it has none (yet). */
export function titleIn(text: string): string | undefined {
  const title = valueInText(text, ['title']);
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * Whether the screen's address shows it: in a built site only the screens it was built with,
 * not one made in the page, which goes live once its pull request is merged.
 */
export const isPublished = (name: string) => !inSite || !madeHere.has(name);

export const listFiles = () => (inSite ? listCopies() : ask<StudioListing>('/files'));
export const readFile = (name: string) =>
  inSite ? readCopy(name) : ask<StudioFile>(`/file?name=${encodeURIComponent(name)}`);
export const saveFile = (save: StudioSave): Promise<Answer<StudioFile>> => {
  if (!inSite) return ask<StudioFile>('/file', { method: 'PUT', body: save });
  madeHere.set(save.name, save.text);
  return Promise.resolve({
    ok: true,
    value: { name: save.name, text: save.text, hash: '', mtimeMs: 0 },
  });
};
export const renameFile = (rename: StudioRename) =>
  ask<{ moved: { from: string; to: string }[] }>('/rename', { method: 'POST', body: rename });
export const deleteFile = (remove: StudioDelete) =>
  ask<{ removed: string[] }>('/delete', { method: 'POST', body: remove });
