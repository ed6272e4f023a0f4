import { Suspense, useState, type ComponentType } from 'react';
import { preloadable } from '../../kernel/ui/preloadable';
import { callStandIn, carriedPart } from './carried-parts';
import { PARTS, type PartName } from './parts';

/**
 * A component part: it draws the part the screen carried, or else loads it
 * the first time it is drawn. That load is for what no schema foresaw (a
 * form drawn outside a screen, a part asked for by an option picked...):
 * React holds a suspended part back up to 300 ms after its fallback shows.
 */
function componentStandIn<P extends object>(name: PartName): ComponentType<P> {
  const part = PARTS[name];
  const fetched = preloadable(() =>
    part.load().then((module) => module.default as ComponentType<P>),
  );
  preloads.set(name, fetched.preload);
  function StandIn(props: P) {
    // Chosen once per mount, as preloadable does: switching on a later draw would
    // remount the part and lose what the person typed into it.
    const [Carried] = useState(() => carriedPart(name) as ComponentType<P> | undefined);
    if (Carried) return <Carried {...props} />;
    return (
      <Suspense fallback={null}>
        <fetched.Component {...props} />
      </Suspense>
    );
  }
  StandIn.displayName = `StandIn(${name})`;
  return Object.assign(StandIn, 'statics' in part ? part.statics : {});
}

const made = new Map<PartName, unknown>();
const preloads = new Map<PartName, () => Promise<unknown>>();

/** Fetches a component part ahead of its first draw, where a person's next step will draw it. */
export function preloadPart(name: PartName): void {
  standIn(name);
  void preloads
    .get(name)?.()
    .catch(() => undefined);
}

/**
 * What stands where rjsf or MUI imports the part `name` (the bundler swaps
 * it in, see parts.ts) and where the form's own widgets draw it: one per
 * part, so every place shares its loading.
 */
export function standIn(name: PartName): unknown {
  if (!made.has(name)) made.set(name, makeStandIn(name));
  return made.get(name);
}

function makeStandIn(name: PartName): unknown {
  const kind = PARTS[name].standIn;
  if (kind === 'component') return componentStandIn(name);
  return callStandIn(name, kind === 'function' ? undefined : kind.methods);
}
