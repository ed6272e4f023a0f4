import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { themeFile } from '@generated/theme-file';
import { loadPageCode } from './page-code';
import { summaryIn } from '../screen/manifest';
import { i18n, showLanguage } from '../kernel/i18n/i18n';
import '../kernel/i18n/page-words';
import {
  languageVersions,
  pathInLanguage,
  prefixedLanguages,
  splitLanguagePath,
} from '../kernel/i18n/language-paths';
import { screenLanguages, type Language, type LanguageSettings } from '../kernel/i18n/languages';
import { paths } from '../kernel/routes/paths';
import { prepareDirection } from '../kernel/ui/mui-root';
import type { RenderedPage, PrerenderPage } from '../kernel/prerender-contract';
import { AppRoutes } from './router';

// The app built for Node, which the production build runs to render each public
// screen into its own page (src/build/prerender.ts). The browser takes the
// page over with the same tree: see main.tsx.

/**
 * The screens anyone may open at any time (a signed-in screen depends on who
 * opens it, and one with `opening` on when: the build cannot know whether the
 * form or its message is due), and home, in every offered language (every
 * address without a page of its own gets the empty app.html).
 */
export function prerenderPages(): PrerenderPage[] {
  const settings = themeFile.languages;
  const screens = manifest.screens
    .filter((s) => s.access === 'public' && s.problemCount === 0 && !s.opening)
    .map((s) => ({ path: s.route, languages: screenLanguages(settings, s.languages) }));
  const home: { path: string; languages: LanguageSettings } = {
    path: paths.home,
    languages: settings,
  };
  // A screen is rendered in the languages it has texts in: nobody gets a page half in one, half in another.
  const pages = (language: Language, shown: (typeof home)[]) =>
    shown
      .filter(({ languages }) => languages.offered.includes(language))
      .map(({ path, languages }) => ({
        route: pathInLanguage(path, language, settings),
        language,
        versions: languageVersions(path, languages),
      }));
  return [
    ...pages(settings.default, [home, ...screens]),
    ...prefixedLanguages(settings).flatMap((language) => pages(language, [home, ...screens])),
  ];
}

/**
 * The markup of #root for `route` in `language`, the page's title (a
 * screen's, translated where its author did; none for home) and its line for
 * a browser without JavaScript, in that language. The screen is
 * loaded first so its form is rendered, and the language's words (and mirrored
 * styles) before the render, as the browser does before hydrating the page.
 */
export async function prerenderRoute(route: string, language: Language): Promise<RenderedPage> {
  const { path } = splitLanguagePath(route, themeFile.languages);
  const summary = manifest.screens.find((s) => s.route === path);
  await loadPageCode(path, summary, language);
  await showLanguage(language);
  await prepareDirection(language);
  const page = (
    <StrictMode>
      <StaticRouter location={route}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // The first pass waits for what the page loads as it renders (Markdown, a rare
  // widget); the second renders it all at once, as plain markup: a page that
  // still waited would need React's inline scripts, which the policy forbids.
  const problems: unknown[] = [];
  const onError = (error: unknown) => void problems.push(error);
  const { prelude } = await prerenderToNodeStream(page, { onError });
  for await (const _ of prelude);
  const body = renderToString(page);
  const [problem] = problems;
  if (problem) throw problem instanceof Error ? problem : new Error(String(problem));
  if (/<!--\$[?!]-->|<script/.test(body)) throw new Error('part of it was still loading');
  return {
    body,
    title: summary && summaryIn(summary, language).title,
    noScript: i18n._('page.noScript'),
    offline: i18n._('page.offline'),
  };
}
