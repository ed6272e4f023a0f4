import type { JSONPath } from 'jsonc-parser';

/**
 * Where an entry was in a list or an object before an edit took it out to be
 * put back by its reverse (Required off then on, a condition added then
 * "Always"): its neighbours then. Put back while those neighbours are still
 * side by side, it goes between them, so the edit and its reverse give back
 * the very same file. The file itself cannot say where an entry it no longer
 * holds was: this is the studio's memory of it, for as long as the page is
 * open.
 */
type Place = { after: string | undefined; before: string | undefined };

const places = new Map<string, Place>();
const KEPT_PLACES = 200;

const keyOf = (container: JSONPath, name: string) => JSON.stringify([container, name]);

/** Remembers where `name` is among `names`, the entries of `container`, before it is taken out. */
export function rememberPlace(container: JSONPath, name: string, names: readonly string[]): void {
  const at = names.indexOf(name);
  if (at < 0) return;
  const key = keyOf(container, name);
  places.delete(key);
  places.set(key, { after: names[at - 1], before: names[at + 1] });
  for (const old of places.keys()) if (places.size > KEPT_PLACES) places.delete(old);
}

/** Where `name` goes back among `names`: between its old neighbours, if they are still so. */
export function rememberedIndex(
  container: JSONPath,
  name: string,
  names: readonly string[],
): number | undefined {
  const place = places.get(keyOf(container, name));
  if (!place) return undefined;
  const { after, before } = place;
  if (after === undefined) return names[0] === before ? 0 : undefined;
  const at = names.indexOf(after);
  if (at < 0) return undefined;
  return names[at + 1] === before ? at + 1 : undefined;
}
