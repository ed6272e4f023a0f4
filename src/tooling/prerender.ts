import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { escapeHtml } from './escape-html';

/** What the app's Node build (src/app/prerender.tsx) offers. */
type PrerenderModule = {
  prerenderPages: () => { route: string; title: string }[];
  prerenderRoute: (route: string) => Promise<string>;
};

/** Where the app's Node build goes: beside the site, never inside what is deployed. */
export const prerenderDistOf = (distRoot: string) => `${distRoot}-prerender`;

/** The file a static host serves for `route`: `/contact` -> `contact.html`. */
export const pageFile = (route: string) => `${route.replace(/^\/+|\/+$/g, '')}.html`;

/**
 * The page of one screen: index.html with the screen drawn in #root, marked
 * with its route so the app takes it over (hydrates) instead of drawing it
 * again, and the screen's title in the tab as the app would set it.
 */
export function pageHtml(indexHtml: string, route: string, title: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return indexHtml
    .replace(
      /<title>([^<]*)<\/title>/,
      (_, site: string) => `<title>${escapeHtml(title)} · ${site}</title>`,
    )
    .replace(root, () => `<div id="root" data-prerendered="${escapeHtml(route)}">${body}</div>`);
}

/**
 * After a production build: every screen anyone may open gets its own page,
 * drawn by the app's own code built for Node, so the form is on the screen
 * and can be typed into as soon as the page arrives; the app takes it over
 * when its code has run. Static hosts serve `contact.html` for `/contact`
 * (Firebase with `cleanUrls`, Netlify, `rsbuild preview`).
 */
export function pluginPrerender(names: { web: string; node: string }): RsbuildPlugin {
  return {
    name: 'forms:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments, isFirstCompile }) => {
        if (!isFirstCompile) return;
        const web = environments[names.web];
        const node = environments[names.node];
        if (!web || !node) throw new Error('prerender: the build has no web or node environment');
        const entry = path.join(node.distPath, 'prerender.js');
        const app = (await import(pathToFileURL(entry).href)) as PrerenderModule;
        const indexHtml = readFileSync(path.join(web.distPath, 'index.html'), 'utf8');
        const start = performance.now();
        let drawn = 0;
        for (const { route, title } of app.prerenderPages()) {
          let body: string;
          try {
            body = await app.prerenderRoute(route);
          } catch (error) {
            // The screen still works: the app draws it in the browser, as before.
            api.logger.warn(
              `prerender: ${route} could not be drawn at build time, so the browser draws it: ${String(error)}`,
            );
            continue;
          }
          const file = path.join(web.distPath, pageFile(route));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(indexHtml, route, title, body));
          drawn++;
        }
        const seconds = ((performance.now() - start) / 1000).toFixed(1);
        api.logger.info(`prerender: ${drawn} screen pages drawn in ${seconds} s`);
      });
    },
  };
}
