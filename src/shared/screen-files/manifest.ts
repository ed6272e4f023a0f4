import type { ValidatorType } from '@rjsf/utils';
import type { Problem, ScreenEntry } from './types';

/** A screen as the home page and the router know it: enough to list and route, nothing heavy. */
export type ScreenSummary = Omit<ScreenEntry, 'screen' | 'problems' | 'translations'> & {
  /** `description` as HTML made safe at build time (see markdown.ts). */
  descriptionHtml?: string;
  problemCount: number;
  /** Loads the screen's own chunk: the checked file, its problems and its precompiled validator. */
  load: () => Promise<{ entry: ScreenEntry; validator?: ValidatorType }>;
};

export type ScreenManifest = {
  screens: ScreenSummary[];
  /** Problems of files that are no screen at all (a bad file name, a broken `_*.json`). */
  problems: Problem[];
};
