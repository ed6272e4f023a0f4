import { loadOnce } from '../../kernel/load-once';
import type { ScreenFile } from '../types';

/**
 * What answers shaping the form needs beyond the form itself, each in its own
 * chunk so a screen that uses none of it loads none of it: the JSON Logic
 * interpreter (evaluate.ts) and the piping of answers into texts (piping.ts).
 * A screen that uses either waits for it before its first draw (preloadFor),
 * the page drawn at build time included, so both are there synchronously.
 */

type Evaluator = typeof import('./evaluate');
type Piping = typeof import('../piping');

let evaluator: Evaluator | undefined;
let piping: Piping | undefined;

export const loadLogic = loadOnce(() =>
  import('./evaluate').then((module) => (evaluator = module)),
);

export const loadPiping = loadOnce(() => import('../piping').then((module) => (piping = module)));

type Screen = Pick<
  ScreenFile,
  'calculated' | 'points' | 'steps' | 'success' | 'schema' | 'uiSchema'
>;

/** Whether a screen says anything with expressions, so it needs the interpreter. */
export function usesLogic(screen: Screen): boolean {
  return (
    screen.calculated !== undefined ||
    screen.points !== undefined ||
    (screen.steps ?? []).some((step) => step.when !== undefined) ||
    screen.success?.results !== undefined
  );
}

/** Whether a screen names answers (`{{field}}`) in the texts the form shows. */
export function usesPiping(screen: Screen): boolean {
  const texts = [screen.schema, screen.uiSchema, screen.steps, screen.success];
  return JSON.stringify(texts).includes('{{');
}

/** The interpreter once loaded. */
export const logicNow = (): Evaluator | undefined => evaluator;

/** The piping once loaded; a screen without `{{field}}` in its texts never loads it. */
export const pipingNow = (): Piping | undefined => piping;
