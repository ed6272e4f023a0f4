/**
 * What the app's Node build (src/app/prerender-entry.tsx) offers the build step that writes
 * each page (src/build/prerender.ts), and how a rendered page is marked for the browser to
 * hydrate (src/app/main.tsx): one contract, typed once.
 */

/** A page the build renders: its address, its language and its versions in every offered language. */
export type PrerenderPage = {
  route: string;
  language: string;
  versions: { hreflang: string; href: string }[];
};

/**
 * One route rendered: the markup of #root, the screen's title, the line shown
 * without JavaScript, and the line shown while the app cannot come (offline).
 */
export type RenderedPage = { body: string; title?: string; noScript: string; offline: string };

/** The module as the build step imports it (the entry declares `language` as one it offers). */
export type PrerenderModule = {
  prerenderPages: () => PrerenderPage[];
  prerenderRoute: (route: string, language: string) => Promise<RenderedPage>;
};

/** The attribute on #root that holds the route a page was rendered for (`root.dataset.prerendered`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The attribute on #root that holds the page's line for when its app cannot load (offline). */
export const OFFLINE_WORDS_ATTRIBUTE = 'data-offline';
