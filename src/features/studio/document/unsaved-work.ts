import { createStorage } from '../../../services/storage';

/** A file's text typed here and not saved, with the hash of the file it was typed over. */
export type UnsavedWork = { baseHash: string | null; text: string };

// The tab's own storage: a reload (the author's, the dev server's, a crash) brings back what
// was typed, and the tab's life bounds it; another tab has its own.
const tabStorage = createStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
const keyOf = (name: string) => `studio-unsaved:${name}`;

/** Keeps file `name`'s unsaved text, or forgets it (`undefined`: nothing unsaved). */
export function keepUnsaved(name: string, work: UnsavedWork | undefined): void {
  if (work) tabStorage.write(keyOf(name), JSON.stringify(work));
  else tabStorage.remove(keyOf(name));
}

/** File `name`'s text kept unsaved in this tab, if any. */
export function unsavedWork(name: string): UnsavedWork | undefined {
  const kept = tabStorage.read(keyOf(name));
  if (kept === null) return undefined;
  try {
    const work = JSON.parse(kept) as Partial<UnsavedWork>;
    return typeof work.text === 'string' &&
      (typeof work.baseHash === 'string' || work.baseHash === null)
      ? { baseHash: work.baseHash, text: work.text }
      : undefined;
  } catch {
    return undefined;
  }
}
