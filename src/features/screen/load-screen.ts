import { loadOnce } from '../../kernel/load-once';
import { oneTaskEach } from '../../kernel/next-task';
import type { ScreenSummary } from '../../screen/manifest';
import { preloadable } from '../../kernel/ui/preloadable';
import { loadTranslations } from '../../screen/translations-loader';

// The form (rjsf, MUI inputs, ajv) is its own chunk: the home page never loads it.
const loadFormModule = loadOnce(() => import('./form-code').then((m) => m.loadFormCode()));
export const screenForm = preloadable(() => loadFormModule().then((m) => m.ScreenForm));

export type LoadedScreen = Awaited<ReturnType<ScreenSummary['load']>>;

const loaders = new Map<ScreenSummary, () => Promise<LoadedScreen>>();
// Screens whose code is in: rendered at once, with nothing in between (a page
// rendered at build time is hydrated only once its screen is in, see src/app/main.tsx).
const loadedScreens = new Map<ScreenSummary, LoadedScreen>();

/**
 * Fetches a screen's own chunk and the form's code side by side; the form is
 * rendered once both are there, so nothing suspends on the way. The app calls it
 * as it starts for the screen a person lands on, before its first render, and
 * the build's prerender before rendering a screen's page. Offline, the next
 * visit tries again.
 */
export function loadScreen(summary: ScreenSummary): Promise<LoadedScreen> {
  let load = loaders.get(summary);
  if (!load) {
    load = loadOnce(async () => {
      const [{ entry, descriptionHtml, validator, carryParts = [] }, formModule] =
        await Promise.all([summary.load(), loadFormModule(), screenForm.preload()]);
      // The parts of rjsf and MUI this screen renders run after the form's own code, a task each.
      await oneTaskEach(carryParts);
      if (entry.screen) await formModule.preloadFor(entry.screen, entry.needs);
      const loaded = { entry, descriptionHtml, validator };
      loadedScreens.set(summary, loaded);
      return loaded;
    });
    loaders.set(summary, load);
  }
  return load();
}

/** The screen's code, when it is in already. */
export function loadedScreen(summary: ScreenSummary): LoadedScreen | undefined {
  return loadedScreens.get(summary);
}

const translationLoaders = new Map<string, () => Promise<void>>();

/**
 * The screen's code and its texts in `language` (a chunk of their own), which
 * join the entry's `translations`; nothing more for its own language or one
 * it has no texts in. Rendered once both are in, so the page never shows its own
 * words first and then the person's.
 */
export async function loadScreenIn(
  summary: ScreenSummary,
  language: string,
): Promise<LoadedScreen> {
  const loadText = summary.loadTranslation?.[language];
  if (!loadText) return loadScreen(summary);
  const key = `${summary.slug}.${language}`;
  let load = translationLoaders.get(key);
  if (!load) {
    load = loadOnce(async () => {
      const [{ entry }, { translation }] = await Promise.all([
        loadScreen(summary),
        loadText(),
        loadTranslations(),
      ]);
      entry.translations = { ...entry.translations, [language]: translation };
    });
    translationLoaders.set(key, load);
  }
  await load();
  return loadScreen(summary);
}
