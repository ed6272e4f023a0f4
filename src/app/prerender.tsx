import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { loadScreen } from '../features/screens';
import { AppRoutes } from './router';

// The app built for Node, which the production build runs to draw each public
// screen into its own page (src/tooling/prerender.ts). The browser takes the
// page over with the same tree: see main.tsx.

/**
 * The screens anyone may open at any time: a signed-in screen depends on who
 * opens it, and one with `opening` on when (the build cannot know whether the
 * form or its message is due).
 */
export function prerenderPages(): { route: string; title: string }[] {
  return manifest.screens
    .filter((s) => s.access === 'public' && s.problemCount === 0 && !s.opening)
    .map(({ route, title }) => ({ route, title }));
}

/** The markup of #root for `route`, the screen loaded first so its form is drawn. */
export async function prerenderRoute(route: string): Promise<string> {
  const summary = manifest.screens.find((s) => s.route === route);
  if (summary) await loadScreen(summary);
  const page = (
    <StrictMode>
      <StaticRouter location={route}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // The first pass waits for what the page loads as it draws (Markdown, a rare
  // widget); the second draws it all at once, as plain markup: a page that
  // still waited would need React's inline scripts, which the policy forbids.
  const problems: unknown[] = [];
  const onError = (error: unknown) => void problems.push(error);
  const { prelude } = await prerenderToNodeStream(page, { onError });
  for await (const _ of prelude);
  const html = renderToString(page);
  const [problem] = problems;
  if (problem) throw problem instanceof Error ? problem : new Error(String(problem));
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error('part of it was still loading');
  return html;
}
