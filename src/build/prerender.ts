import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { directionOf } from '../kernel/i18n/languages';
import {
  OFFLINE_WORDS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  type RenderedPage,
  type PrerenderModule,
  type PrerenderPage,
} from '../kernel/prerender-contract';
import { escapeHtml } from './escape-html';

/**
 * The app's empty page, for every address without a page of its own (sign-in,
 * a signed-in screen, a link to no screen): hosts rewrite those to it. Home is
 * index.html, rendered like every other page.
 */
export const SHELL_PAGE = 'app.html';

/** Where the app's Node build goes: beside the site, never inside what is deployed. */
export const prerenderDistOf = (distRoot: string) => `${distRoot}-prerender`;

/**
 * The file a static host serves for `route`: `/contact` -> `contact.html`, a
 * language's home `/fr/` -> `fr/index.html` (Firebase, Netlify and `rsbuild
 * preview` serve a folder's index.html for its address with the slash).
 */
export const pageFile = (route: string) =>
  route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;

/** What the page of one route says beside the rendered markup. */
export type PageHead = PrerenderPage & Pick<RenderedPage, 'title' | 'noScript' | 'offline'>;

/**
 * The page of one route: index.html with the route rendered in #root, marked with
 * it so the app hydrates it instead of rendering it again; the
 * page's language and direction on <html> (a screen reader's voice, the
 * mirrored layout before any script), its title in the tab as the app would
 * set it, links to its versions in the other languages for search engines,
 * and its <noscript> line in its language: the page can be read and filled in
 * without JavaScript, not sent. #root also holds the line the app shows while
 * its code cannot come (offline), in the page's language (main.tsx).
 */
export function pageHtml(indexHtml: string, head: PageHead, body: string): string {
  const { markup, styles } = emotionStylesOf(body);
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const noScript = /<noscript>[^<]*<\/noscript>/;
  if (!noScript.test(indexHtml)) throw new Error('index.html has no <noscript> line');
  const dir = directionOf(head.language);
  const alternates = head.versions
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    )
    .join('');
  return indexHtml
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${escapeHtml(head.language)}"${dir === 'rtl' ? ' dir="rtl"' : ''}>`,
    )
    .replace(/<title>([^<]*)<\/title>/, (_, site: string) =>
      head.title ? `<title>${escapeHtml(head.title)} · ${site}</title>` : `<title>${site}</title>`,
    )
    .replace('</head>', () => `${alternates}${styles}</head>`)
    .replace(noScript, () => `<noscript>${escapeHtml(head.noScript)}</noscript>`)
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(head.route)}" ${OFFLINE_WORDS_ATTRIBUTE}="${escapeHtml(head.offline)}">${markup}</div>`,
    );
}

/**
 * Emotion renders the styles of each MUI control as a <style> element next to
 * it: 32 in the form of /contact. The browser parsed each as a style sheet of
 * its own and restyled the page for it, and the app's first run (emotion's
 * cache, before React hydrates the page) moved every one into the head,
 * restyling it again. Here they go into the head at build time, one element
 * per cache (`css`, right to left `muirtl`) in the order rendered, marked as
 * moved already (`data-s`): emotion reads what it holds from `data-emotion` as
 * from each. A page-wide style (`<key>-global`) stays: emotion looks for it by
 * its own name. What it saves is small: 32 style sheets parsed → 1 and no
 * moves at start on /contact; traced at 4x, 7 interleaved loads each, the
 * page's style, layout and blocking time did not differ beyond the noise.
 */
export function emotionStylesOf(body: string): { markup: string; styles: string } {
  const caches = new Map<string, { names: string[]; rules: string[] }>();
  const markup = body.replace(
    /<style data-emotion="([a-z][a-z-]*) ([^"]+)">([\s\S]*?)<\/style>/g,
    (style, key: string, names: string, rules: string) => {
      if (key.endsWith('-global')) return style;
      const cache = caches.get(key) ?? { names: [], rules: [] };
      caches.set(key, cache);
      cache.names.push(names);
      cache.rules.push(rules);
      return '';
    },
  );
  const styles = [...caches]
    .map(
      ([key, { names, rules }]) =>
        `<style data-emotion="${key} ${names.join(' ')}" data-s="">${rules.join('')}</style>`,
    )
    .join('');
  return { markup, styles };
}

/**
 * The page with each of the site's own stylesheets written into it instead of
 * linked: a linked stylesheet blocks the first frame until a request more has
 * come back, the slowest step between the page arriving and its first field on
 * the screen (the bench's "usable"; docs/decisions/measured-figures.md). The policy allows inline styles already
 * (emotion writes its own). `read` gives a built file's text by its address,
 * undefined for none. A stylesheet that names files by relative address
 * (`url(fonts/x.woff)`, relative to the stylesheet, not to the page) or that
 * would end the <style> element early stays linked.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined) {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    const href = /\bhref="(\/[^/"][^"]*)"/.exec(link)?.[1];
    const css = href === undefined ? undefined : read(href);
    if (css === undefined || /<\/style/i.test(css) || /url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css)) {
      return link;
    }
    return `<style>${css}</style>`;
  });
}

/**
 * After a production build: every screen anyone may open gets its own page,
 * rendered by the app's own code built for Node, so the form is on the screen
 * and can be typed into as soon as the page arrives; the app hydrates it
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
        writeFileSync(path.join(web.distPath, SHELL_PAGE), indexHtml);
        // The empty page keeps its link: it is cached for every address without a page of its own.
        const pageTemplate = inlineStylesheets(indexHtml, (href) => {
          const file = path.join(web.distPath, href);
          return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
        });
        const start = performance.now();
        let rendered = 0;
        for (const page of app.prerenderPages()) {
          const { route } = page;
          let renderedPage: RenderedPage;
          try {
            renderedPage = await app.prerenderRoute(route, page.language);
          } catch (error) {
            // The screen still works: the app renders it in the browser, as before.
            api.logger.warn(
              `prerender: ${route} could not be rendered at build time, so the browser renders it: ${String(error)}`,
            );
            continue;
          }
          const file = path.join(web.distPath, pageFile(route));
          mkdirSync(path.dirname(file), { recursive: true });
          const { body, ...words } = renderedPage;
          writeFileSync(file, pageHtml(pageTemplate, { ...page, ...words }, body));
          rendered++;
        }
        const seconds = ((performance.now() - start) / 1000).toFixed(1);
        api.logger.info(`prerender: ${rendered} pages rendered in ${seconds} s`);
      });
    },
  };
}
