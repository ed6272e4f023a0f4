/**
 * Props alike by value, functions by identity: the studio reads a question's
 * settings afresh from the text at every key, so a part given the same
 * settings as before need not be rendered again.
 */
export function sameByValue<P extends object>(before: P, after: P): boolean {
  const keys = Object.keys(after) as (keyof P)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every(
      (key) =>
        before[key] === after[key] ||
        (typeof after[key] !== 'function' &&
          JSON.stringify(before[key]) === JSON.stringify(after[key])),
    )
  );
}
