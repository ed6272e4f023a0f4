import type { ScreenSummary } from '../../screen/manifest';

/** Whether a screen keeps its responses (its file's `responses`), so the page lists it. */
export const keepsResponses = (s: ScreenSummary): boolean => s.responses !== undefined;

/** Whether a screen records how far each visit got (`responses.dropOff`). */
export const recordsDropOff = (s: ScreenSummary): boolean => s.responses?.dropOff === true;
