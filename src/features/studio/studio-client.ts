import {
  STUDIO_API,
  type StudioDelete,
  type StudioFile,
  type StudioListing,
  type StudioRefusal,
  type StudioRename,
  type StudioSave,
} from '../../checker/studio-protocol';

/** What the dev server's studio API answered: the file, or its refusal (a conflict carries the file as it is now). */
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: StudioRefusal };

async function ask<T>(path: string, init?: { method: string; body: unknown }): Promise<Answer<T>> {
  const response = await fetch(`${STUDIO_API}${path}`, {
    method: init?.method ?? 'GET',
    cache: 'no-store',
    ...(init
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }
      : {}),
  });
  const body = (await response.json().catch(() => ({
    error: 'bad-request',
    message: `the dev server answered ${response.status} without a studio answer: is it npm start?`,
  }))) as unknown;
  return response.ok
    ? { ok: true, value: body as T }
    : { ok: false, refusal: body as StudioRefusal };
}

export const listFiles = () => ask<StudioListing>('/files');
export const readFile = (name: string) => ask<StudioFile>(`/file?name=${encodeURIComponent(name)}`);
export const saveFile = (save: StudioSave) =>
  ask<StudioFile>('/file', { method: 'PUT', body: save });
export const renameFile = (rename: StudioRename) =>
  ask<{ moved: { from: string; to: string }[] }>('/rename', { method: 'POST', body: rename });
export const deleteFile = (remove: StudioDelete) =>
  ask<{ removed: string[] }>('/delete', { method: 'POST', body: remove });
