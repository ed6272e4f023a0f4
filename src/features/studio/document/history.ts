/**
 * One history of undo and redo: the versions before the present (`past`, the
 * newest last) and after it (`future`, the next first). Pure, so the document
 * hook and the property test of the studio's edits go through the same steps.
 */
export type History<V> = { past: readonly V[]; future: readonly V[] };

/**
 * How many steps undo goes back: each keeps the whole text of the file and its
 * translations, so a long session would otherwise hold every version it made.
 * A day's work on a screen is a few hundred steps; the oldest are let go.
 */
export const UNDO_STEPS = 300;

export const emptyHistory = <V>(): History<V> => ({ past: [], future: [] });

/** A new present after `current`: it becomes the newest past, and the future is gone. */
export function stepped<V>(history: History<V>, current: V): History<V> {
  const past = [...history.past, current];
  return { past: past.length > UNDO_STEPS ? past.slice(-UNDO_STEPS) : past, future: [] };
}

/** Back one step from `current`: the version to show, and the history after it. */
export function undone<V>(
  history: History<V>,
  current: V,
): { version: V; history: History<V> } | undefined {
  const version = history.past.at(-1);
  if (version === undefined) return undefined;
  return {
    version,
    history: { past: history.past.slice(0, -1), future: [current, ...history.future] },
  };
}

/** On one step from `current`, after an undo. */
export function redone<V>(
  history: History<V>,
  current: V,
): { version: V; history: History<V> } | undefined {
  const version = history.future[0];
  if (version === undefined) return undefined;
  return {
    version,
    history: { past: [...history.past, current], future: history.future.slice(1) },
  };
}
