import type { PartName } from './parts';

// Its own module, importing nothing: every screen's chunk imports it, and
// rjsf calls the function parts through it (swapped-call.ts), so anything
// more here (the parts table, the lazy parts, React) would be
// copied into each screen's chunk.
const carried = new Map<PartName, unknown>();

/**
 * A screen's chunk hands over a part it carries (the screens plugin writes
 * this call when the screen's schema needs the part, see parts.ts): a
 * component part then renders in the first frame with no suspense, and a
 * function part is there when rjsf calls it.
 */
export function carryPart(name: PartName, part: unknown): void {
  carried.set(name, part);
}

/** The part a screen carried, if one did. */
export function carriedPart(name: PartName): unknown {
  return carried.get(name);
}

/** A part rjsf calls synchronously: it must have been carried, or the screen fails loudly. */
function requiredPart<T>(name: PartName): T {
  if (!carried.has(name)) {
    throw new Error(`${name} is not loaded with this screen: see src/form/perf/parts.ts`);
  }
  return carried.get(name) as T;
}

type Call = (...args: unknown[]) => unknown;

/**
 * What stands for a function part (`methods` absent) or an object of
 * functions: each call goes to the part the screen carried.
 */
export function carriedCall(name: PartName, methods?: readonly string[]): unknown {
  if (!methods) return (...args: unknown[]) => requiredPart<Call>(name)(...args);
  return Object.fromEntries(
    methods.map((method) => [
      method,
      (...args: unknown[]) => requiredPart<Record<string, Call>>(name)[method]?.(...args),
    ]),
  );
}
