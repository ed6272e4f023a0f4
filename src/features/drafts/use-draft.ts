import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage, type KeyValueStore } from '../../services/storage';
import { draftKey, parseDraft, type StoredDraft } from '../../services/draft-storage';

const DELAY_MS = 300;

/** How long unsent answers are kept when the screen file does not say (`draft.keepForDays`). */
export const DRAFT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function readDraft(store: KeyValueStore, slug: string): unknown {
  const text = store.read(draftKey(slug));
  if (text === null) return undefined;
  const stored = parseDraft(text);
  if (stored && stored.expiresAt > Date.now()) return stored.answers;
  store.remove(draftKey(slug));
  return undefined;
}

/** Whether the browser keeps anything at all, tried once so the notice shows before typing. */
function canKeep(store: KeyValueStore): boolean {
  const key = 'schema-forms:probe';
  const ok = store.write(key, '1');
  store.remove(key);
  return ok;
}

export type Draft = {
  /** The answers kept from last time, read once when the form opens. */
  initial: unknown;
  /** Keeps the answers, a moment after the last keystroke. */
  save(data: unknown): void;
  /** After a confirmed send: nothing of it is kept. */
  forget(): void;
  /** The browser refuses to keep anything (storage full or disabled). */
  off: boolean;
};

/**
 * Unsent answers of one screen, kept in the browser while they are typed.
 * One draft per screen is shared by every tab: it holds the answers of the
 * tab last typed in. A confirmed send forgets the draft only while it holds
 * this tab's answers, so a send in one tab never drops what another tab's
 * person typed since.
 */
export function useDraft(
  slug: string,
  enabled: boolean,
  store: KeyValueStore = browserStorage,
  keepForDays: number = DRAFT_DAYS,
): Draft {
  const [initial] = useState(() => (enabled ? readDraft(store, slug) : undefined));
  const [off, setOff] = useState(() => enabled && !canKeep(store));
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; data: unknown }>(undefined);
  const [restored] = useState(() => (enabled ? store.read(draftKey(slug)) : null));
  // The draft as this tab last wrote or read it: what it may forget.
  const own = useRef(restored);

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = undefined;
    const stored: StoredDraft = {
      draft: 1,
      expiresAt: Date.now() + keepForDays * DAY_MS,
      answers: p.data ?? null,
    };
    const text = JSON.stringify(stored);
    if (store.write(draftKey(slug), text)) own.current = text;
    else setOff(true);
  }, [slug, store, keepForDays]);

  // A reload or a closed tab right after typing still keeps the last keystrokes.
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [enabled, flush]);

  const save = useCallback(
    (data: unknown) => {
      if (!enabled) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { data, timer: setTimeout(flush, DELAY_MS) };
    },
    [enabled, flush],
  );

  const forget = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    const stored = store.read(draftKey(slug));
    if (stored !== null && stored === own.current) store.remove(draftKey(slug));
    own.current = null;
  }, [slug, store]);

  return { initial, save, forget, off: enabled && off };
}
