import { browserStorage, type KeyValueStore } from './storage';

// Drafts as the browser keeps them, apart from the drafts feature's useDraft: every page
// forgets drafts (as the app starts, when a person leaves), only a form keeps one, so home's
// first load carries this module and not the hook.

export const draftKey = (slug: string) => `schema-forms:draft:${slug}`;

/**
 * A draft as stored: the answers and when they stop being restored. A draft
 * stored before drafts expired (the answers alone) is read as it is.
 */
export type StoredDraft = { draft: 1; expiresAt: number; answers: unknown };

export function parseDraft(text: string): StoredDraft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const stored = value as Partial<StoredDraft> | null;
  if (stored?.draft === 1 && typeof stored.expiresAt === 'number') return stored as StoredDraft;
  return { draft: 1, expiresAt: Number.POSITIVE_INFINITY, answers: value };
}

/**
 * Drafts past their time, of every screen: a shared computer must not show
 * the last visitor's answers to the next one. The app calls it as it starts.
 */
export function forgetExpiredDrafts(store: KeyValueStore = browserStorage): void {
  const prefix = draftKey('');
  for (const key of store.keys()) {
    if (!key.startsWith(prefix)) continue;
    const stored = parseDraft(store.read(key) ?? '');
    if (!stored || stored.expiresAt <= Date.now()) store.remove(key);
  }
}

/**
 * Every screen's unsent answers, for when the person who typed them has left
 * this browser: a draft of a signed-in screen holds their email and whatever
 * they wrote, which the next person must not find restored.
 */
export function forgetAllDrafts(store: KeyValueStore = browserStorage): void {
  const prefix = draftKey('');
  for (const key of store.keys()) if (key.startsWith(prefix)) store.remove(key);
}
