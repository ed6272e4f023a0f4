/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` in parsed JSON (keys of objects, indexes of lists), or `undefined`. */
export function valueAt(node: unknown, path: readonly (string | number)[]): unknown {
  let current = node;
  for (const part of path) {
    current = isObject(current) || Array.isArray(current) ? (current as never)[part] : undefined;
  }
  return current;
}
