import { randomHex } from '../../kernel/random-hex';
import { browserStorage, type KeyValueStore } from '../../services/storage';

// Tells one filling of a screen in this browser from the next, as part of the submission's
// reference: two people giving the same answers (on two devices, or one after the other on
// one) make two responses, while a retry, a reload or a second tab of the same filling make
// one. Kept per screen until a send is confirmed; then the next filling gets a new one.
const keyOf = (slug: string) => `forms:filling:${slug}`;

/** This browser's filling of `slug`, made the first time it is asked for. */
export function currentFilling(slug: string, store: KeyValueStore = browserStorage): string {
  const kept = store.read(keyOf(slug));
  if (kept) return kept;
  const made = randomHex(8);
  store.write(keyOf(slug), made);
  return made;
}

/** A send was confirmed: the next filling of `slug` is another. */
export const fillingSent = (slug: string, store: KeyValueStore = browserStorage) =>
  store.remove(keyOf(slug));
