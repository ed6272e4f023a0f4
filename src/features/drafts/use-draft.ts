import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage, type KeyValueStore } from '../../services/storage';

const DELAY_MS = 300;

export const draftKey = (slug: string) => `schema-forms:draft:${slug}`;

function readDraft(store: KeyValueStore, slug: string): unknown {
  const text = store.read(draftKey(slug));
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
 * One draft per screen is shared by every tab: each tab writes the answers it
 * shows when they change and again when it is left (reload, close, another
 * screen), so the draft is always that of the tab last typed in or left, and
 * a tab never overwrites the answers another tab shows. A tab that only shows
 * a restored draft never writes it back, so a draft sent from another tab
 * stays forgotten.
 */
export function useDraft(
  slug: string,
  enabled: boolean,
  store: KeyValueStore = browserStorage,
): Draft {
  const [initial] = useState(() => (enabled ? readDraft(store, slug) : undefined));
  const [off, setOff] = useState(() => enabled && !canKeep(store));
  // What the person typed in this tab, until it is sent; `undefined`: nothing of this tab's own.
  const typed = useRef<{ text: string }>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keep = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (typed.current && !store.write(draftKey(slug), typed.current.text)) setOff(true);
  }, [slug, store]);

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [enabled, keep]);

  const save = useCallback(
    (data: unknown) => {
      if (!enabled) return;
      const text = JSON.stringify(data ?? null);
      // The form reporting the restored draft back is not the person typing.
      if (!typed.current && initial !== undefined && text === JSON.stringify(initial)) return;
      typed.current = { text };
      clearTimeout(timer.current);
      timer.current = setTimeout(keep, DELAY_MS);
    },
    [enabled, initial, keep],
  );

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    typed.current = undefined;
    store.remove(draftKey(slug));
  }, [slug, store]);

  return { initial, save, forget, off: enabled && off };
}
