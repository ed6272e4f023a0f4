import type { KeyValueStore } from '../../src/services/storage';

/** In-memory storage for tests; `full` refuses every write, as a full quota does. */
export function createStorageDouble(options: { full?: boolean } = {}) {
  const entries = new Map<string, string>();
  const store: KeyValueStore = {
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => {
      if (options.full) return false;
      entries.set(key, value);
      return true;
    },
    remove: (key) => void entries.delete(key),
    keys: () => [...entries.keys()],
  };
  return { store, entries };
}
