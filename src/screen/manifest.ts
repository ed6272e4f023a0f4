import type { ValidatorType } from '@rjsf/utils';
import type { Problem, ScreenEntry, ScreenTranslation } from './types';

/**
 * A screen as the router, the page's title and home's list know it. It is in every first
 * load, so it holds only what is needed before the screen's chunk is in: the description
 * and the checked file come with that chunk (home's list has its own descriptions).
 */
export type ScreenSummary = Pick<
  ScreenEntry,
  'slug' | 'route' | 'title' | 'hidden' | 'access' | 'opening' | 'responses' | 'languages'
> & {
  problemCount: number;
  /**
   * What the home page and the page around the form show before the screen's
   * chunk is in, in each language the screen has a translation for.
   */
  texts?: Record<string, SummaryTexts>;
  /**
   * Loads the screen's own chunk: the checked file, its problems, its description,
   * its precompiled validator, and the parts of rjsf and MUI it renders, each run
   * when called (see load-screen.ts).
   */
  load: () => Promise<{
    entry: ScreenEntry;
    /** The description as safe HTML, by language (see descriptionIn). */
    descriptionHtml?: Record<string, string>;
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

/** A screen's title and closed message in one more language. */
export type SummaryTexts = {
  title?: string;
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
    opening: opening && { ...opening, message: texts.openingMessage ?? opening.message },
  };
}

/**
 * A screen's description (`byLanguage`: by language, the site's default one included) as
 * shown in `language`: its translation's where it has one, else its own.
 */
export function descriptionIn(
  byLanguage: Record<string, string> | undefined,
  language: string,
  ownLanguage: string,
): string | undefined {
  return byLanguage?.[language] ?? byLanguage?.[ownLanguage];
}
