/**
 * Browser storage that never throws: storage can be disabled (privacy modes,
 * blocked cookies: even reading `localStorage` throws) or full (quota). Every
 * call reports failure instead, so a form keeps working without it.
 */
export type KeyValueStore = {
  read(key: string): string | null;
  /** `false` when the value could not be kept. */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  /** Every key kept now (none when storage is disabled). */
  keys(): string[];
};

export function createStorage(backend: () => Storage | null | undefined): KeyValueStore {
  return {
    read(key) {
      try {
        return backend()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        const store = backend();
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(key);
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
    keys() {
      try {
        const store = backend();
        return store ? Object.keys(store) : [];
      } catch {
        return [];
      }
    },
  };
}

export const browserStorage: KeyValueStore = createStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
