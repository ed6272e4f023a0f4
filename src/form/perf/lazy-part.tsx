import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { preloadable } from '../../kernel/ui/preloadable';
import { carriedCall, carriedPart } from './carried-parts';
import { PARTS, type PartName } from './parts';

/** Leaves a part out when its code cannot be fetched (offline): for parts that are only looks. */
export class LeftOutIfUnloaded extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A component part: it renders the part the screen carried, or else loads it
 * the first time it is rendered. That load is for what no schema foresaw (a
 * form rendered outside a screen, a part asked for by an option picked...):
 * React holds a suspended part back up to 300 ms after its fallback shows.
 */
function lazyComponent<P extends object>(name: PartName): ComponentType<P> {
  const part = PARTS[name];
  const fetched = preloadable(() =>
    part.load().then((module) => module.default as ComponentType<P>),
  );
  function LazyPart(props: P) {
    // Chosen once per mount, as preloadable does: switching on a later render would
    // remount the part and lose what the person typed into it.
    const [Carried] = useState(() => carriedPart(name) as ComponentType<P> | undefined);
    if (Carried) return <Carried {...props} />;
    const loading = (
      <Suspense fallback={null}>
        <fetched.Component {...props} />
      </Suspense>
    );
    return 'decorative' in part ? <LeftOutIfUnloaded>{loading}</LeftOutIfUnloaded> : loading;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return Object.assign(LazyPart, 'statics' in part ? part.statics : {});
}

const made = new Map<PartName, unknown>();

/**
 * What stands where rjsf or MUI imports the part `name` (the bundler swaps
 * it in, see parts.ts) and where the form's own widgets render it: one per
 * part, so every place shares its loading.
 */
export function lazyPart(name: PartName): unknown {
  if (!made.has(name)) made.set(name, makeLazyPart(name));
  return made.get(name);
}

function makeLazyPart(name: PartName): unknown {
  const kind = PARTS[name].kind;
  if (kind === 'component') return lazyComponent(name);
  return carriedCall(name, kind === 'function' ? undefined : kind.methods);
}
