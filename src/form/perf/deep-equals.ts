type Seen = WeakMap<object, object>;
type Entries = [unknown, unknown?][];

const { toString, propertyIsEnumerable } = Object.prototype;

/**
 * rjsf's deepEquals in a fifth of the bytes: rjsf builds it from fast-equals
 * (2.6 KB gzipped in every form's first load) with any two functions equal and
 * circular references followed. This answers as that one does for everything a
 * form compares: JSON, objects of a class (its own keys, as fast-equals does),
 * arrays, dates, patterns, maps, sets and React elements (their owner left out).
 * Any other object (a typed array, a URL, an Error) is equal only to itself,
 * where fast-equals may compare its contents: rjsf then redraws, never misses a
 * change. src/build/form-perf-swaps.ts (SPEED_SWAPS) puts this in place of rjsf's own.
 */
// A default export: it stands in for rjsf's module, which has one.
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new WeakMap());
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a !== 'object') return Object.is(a, b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  if (x.constructor !== y.constructor) return false;
  // A pair met again inside itself is equal if it pairs the same two objects (fast-equals' rule).
  const wasX = seen.get(x);
  const wasY = seen.get(y);
  if (wasX && wasY) return wasX === y && wasY === x;
  seen.set(x, y).set(y, x);
  const same = equalObjects(x, y, seen);
  seen.delete(x);
  seen.delete(y);
  return same;
}

function equalObjects(x: Record<string, unknown>, y: Record<string, unknown>, seen: Seen) {
  const made = x.constructor;
  if (made === Object || made == null) return equalKeys(x, y, seen);
  if (Array.isArray(x)) return equalItems(x, y as unknown as unknown[], seen);
  switch (toString.call(x)) {
    case '[object Date]':
      return Object.is((x as unknown as Date).getTime(), (y as unknown as Date).getTime());
    case '[object RegExp]':
      return x.source === y.source && x.flags === y.flags;
    case '[object Map]':
      return equalEntries([...(x as unknown as Entries)], [...(y as unknown as Entries)], seen);
    case '[object Set]':
      return equalEntries(values(x), values(y), seen);
    case '[object Arguments]':
      return equalKeys(x, y, seen);
    case '[object Object]':
      // A thenable of a class is a promise: equal only to itself.
      return typeof x.then !== 'function' && typeof y.then !== 'function' && equalKeys(x, y, seen);
    default:
      return false;
  }
}

function equalItems(x: unknown[], y: unknown[], seen: Seen) {
  let i = x.length;
  if (y.length !== i) return false;
  while (i--) if (!equal(x[i], y[i], seen)) return false;
  return true;
}

/** Own enumerable keys alike; a React element's owner (React's, Preact's) is not its value. */
function equalKeys(x: Record<string, unknown>, y: Record<string, unknown>, seen: Seen) {
  const keys = Object.keys(x);
  let i = keys.length;
  if (Object.keys(y).length !== i) return false;
  const element = Boolean(x.$$typeof || y.$$typeof);
  while (i--) {
    const key = keys[i] as string;
    if (element && (key === '_owner' || key === '__o' || key === '__v')) continue;
    if (!propertyIsEnumerable.call(y, key) || !equal(x[key], y[key], seen)) return false;
  }
  return true;
}

const values = (set: object): Entries => [...(set as Set<unknown>)].map((value) => [value]);

/** A map's entries (a set's values) each matched by one of the other's not matched yet. */
function equalEntries(entries: Entries, others: Entries, seen: Seen) {
  if (others.length !== entries.length) return false;
  const taken: boolean[] = [];
  return entries.every(([key, value]) => {
    const at = others.findIndex(
      ([k, v], i) => !taken[i] && equal(key, k, seen) && equal(value, v, seen),
    );
    return at >= 0 && (taken[at] = true);
  });
}
