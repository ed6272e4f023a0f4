import type { ValidatorType } from '@rjsf/utils';
import type { Problem, ScreenEntry, ScreenTranslation } from './types';

/** A screen as the home page and the router know it: enough to list and route, nothing heavy. */
export type ScreenSummary = Omit<ScreenEntry, 'screen' | 'problems' | 'translations'> & {
  /** `description` as HTML made safe at build time (see markdown.ts). */
  descriptionHtml?: string;
  problemCount: number;
  /**
   * What the home page and the page around the form show before the screen's
   * chunk is in, in each language the screen has a translation for.
   */
  texts?: Record<string, SummaryTexts>;
  /**
   * Loads the screen's own chunk: the checked file, its problems, its
   * precompiled validator, and the parts of rjsf and MUI it draws, each run
   * when called (see load-screen.ts).
   */
  load: () => Promise<{
    entry: ScreenEntry;
    validator?: ValidatorType;
    carryParts?: (() => Promise<void>)[];
  }>;
  /** Loads the screen's texts in one more language (its own chunk), by language. */
  loadTranslation?: Record<string, () => Promise<{ translation: ScreenTranslation }>>;
};

export type ScreenManifest = {
  screens: ScreenSummary[];
  /** Problems of files that are no screen at all (a bad file name, a broken `_*.json`). */
  problems: Problem[];
};

/** A screen's title, description and closed message in one more language. */
export type SummaryTexts = {
  title?: string;
  description?: string;
  descriptionHtml?: string;
  openingMessage?: string;
};

/** The summary as shown in `language`: its translation's words where it has them. */
export function summaryIn(summary: ScreenSummary, language: string): ScreenSummary {
  const texts = summary.texts?.[language];
  if (!texts) return summary;
  const { opening } = summary;
  return {
    ...summary,
    title: texts.title ?? summary.title,
    description: texts.description ?? summary.description,
    descriptionHtml: texts.descriptionHtml ?? summary.descriptionHtml,
    opening: opening && { ...opening, message: texts.openingMessage ?? opening.message },
  };
}
