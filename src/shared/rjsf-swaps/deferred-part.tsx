import { Suspense, useState, type ComponentType } from 'react';
import { preloadable } from '../ui/preloadable';
import type { PartName } from './parts';

const provided = new Map<PartName, unknown>();

/**
 * Hands over a part a screen needs at once: the screen's own chunk imports it
 * (the screens plugin writes that import when the screen's schema needs it,
 * see parts.ts), so a component part is drawn in the first frame with no
 * suspense, and a function part is there when rjsf calls it.
 */
export function providePart(name: PartName, part: unknown): void {
  provided.set(name, part);
}

/**
 * A part rjsf calls synchronously (a function or a module of them), for the
 * stand-in of a function part: it cannot load on first use, so partsFor errs
 * widely on the side of providing it, and a screen without it fails loudly.
 */
export function providedPart<T>(name: PartName): T {
  if (!provided.has(name)) {
    throw new Error(`${name} is not loaded with this screen: see src/shared/rjsf-swaps/parts.ts`);
  }
  return provided.get(name) as T;
}

/**
 * A stand-in for a module of rjsf or MUI that few screens draw
 * (rsbuild.config.ts swaps it in, see parts.ts): it draws the part a screen
 * provided, or else loads it the first time it is drawn. A screen whose schema
 * needs a part provides it, so loading here is for what no schema foresaw (a
 * form drawn outside a screen, a part asked for by an option picked...):
 * React holds a suspended part back up to 300 ms after its fallback shows.
 */
export function deferredPart<P extends object>(
  name: PartName,
  load: () => Promise<{ default: ComponentType<P> }>,
  statics: Record<string, unknown> = {},
): ComponentType<P> {
  const fetched = preloadable(() => load().then((module) => module.default));
  function Deferred(props: P) {
    // Chosen once per mount, as preloadable does: switching on a later draw would
    // remount the part and lose what the person typed into it.
    const [Provided] = useState(() => provided.get(name) as ComponentType<P> | undefined);
    if (Provided) return <Provided {...props} />;
    return (
      <Suspense fallback={null}>
        <fetched.Component {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, statics);
}
