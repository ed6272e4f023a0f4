import { loadOnce } from '../load-once';
import type { ScreenFile } from '../screen-files/types';

type Evaluator = typeof import('./evaluate');

let loaded: Evaluator | undefined;

/** Loads the interpreter (its own chunk); the screen waits for it before its first draw. */
export const loadLogic = loadOnce(() =>
  import('./evaluate').then((module) => {
    loaded = module;
    return module;
  }),
);

/** Whether a screen says anything with expressions, so it needs the interpreter. */
export function usesLogic(
  screen: Pick<ScreenFile, 'calculated' | 'points' | 'steps' | 'success'>,
): boolean {
  return (
    screen.calculated !== undefined ||
    screen.points !== undefined ||
    (screen.steps ?? []).some((step) => step.when !== undefined) ||
    screen.success?.results !== undefined
  );
}

/** The interpreter once loaded: a screen that uses logic has it before it draws (see preloadFor). */
export const logicNow = (): Evaluator | undefined => loaded;
