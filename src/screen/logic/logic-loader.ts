import { loadOnce } from '../../kernel/load-once';

/**
 * What answers shaping the form needs beyond the form itself, each in its own
 * chunk so a screen that uses none of it loads none of it: the JSON Logic
 * interpreter (evaluate.ts) and the piping of answers into texts (piping.ts).
 * A screen that uses either (its `needs`, worked out by the checker: screen-needs.ts)
 * waits for it before its first render (preloadFor),
 * the page rendered at build time included, so both are there synchronously.
 */

type Evaluator = typeof import('./evaluate');
type Piping = typeof import('../piping');

let evaluator: Evaluator | undefined;
let piping: Piping | undefined;

export const loadLogic = loadOnce(() =>
  import('./evaluate').then((module) => (evaluator = module)),
);

export const loadPiping = loadOnce(() => import('../piping').then((module) => (piping = module)));

/** The interpreter once loaded. */
export const logicNow = (): Evaluator | undefined => evaluator;

/** The piping once loaded; a screen without `{{field}}` in its texts never loads it. */
export const pipingNow = (): Piping | undefined => piping;
