import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { preloadSignedInLanding } from '../features/auth';
import { forgetExpiredDrafts } from '../services/draft-storage';
import { isResponsesPath, preloadResponsesPage } from '../features/responses';
import { loadPageCode } from './page-code';
import { paths } from '../kernel/routes/paths';
import { holdUntilHydrated, markHydrated, startHydrating } from '../kernel/ui/hydration-gate';
import { showLanguage } from '../kernel/i18n/i18n';
import { pathInLanguage } from '../kernel/i18n/language-paths';
import { directionOf, type Language } from '../kernel/i18n/languages';
import { nextTask } from '../kernel/next-task';
import { typingPaused, watchTyping } from '../kernel/ui/typing-pause';
import { watchHistoryMoves } from '../kernel/ui/history-moves';
import { backOnline } from '../kernel/ui/back-online';
import { OFFLINE_WORDS_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../kernel/prerender-contract';
import { App } from './app';
import { pageAt, pageLanguage } from './language';
import { themeFile } from '@generated/theme-file';

watchTyping();
watchHistoryMoves();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function Rendered({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}

/**
 * React DOM, run in a task of its own after the one that runs the app's script
 * as the page arrives (it comes in the app's files: nothing more to fetch);
 * in that one task, it made it a fifth of a second longer on a slow phone.
 */
async function appCode() {
  // Unsent answers past their time go before anything is rendered (a shared computer).
  forgetExpiredDrafts();
  await nextTask();
  const reactDom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // StrictMode everywhere but the studio, which sets it on its own parts and leaves its
  // form out of it (studio-page.tsx says why).
  const checked = (app: ReactNode) =>
    path === paths.studio ? app : <StrictMode>{app}</StrictMode>;
  return {
    ...reactDom,
    app: checked(<App />),
    // The app rendering the page itself marks it hydrated at once; a page rendered at
    // build time is marked by its screen (see ScreenPage).
    rendered: checked(
      <Rendered>
        <App />
      </Rendered>,
    ),
  };
}

const { prefix, path, screen: landing } = pageAt(window.location.pathname);
const language = pageLanguage(window.location);
// The screen a person lands on starts loading with the app, not after the app's first render:
// in the task right after this file's own, which asking for its files (four or five
// of them) would lengthen by a fifth on a slow phone. A signed-in screen's code waits for
// nobody who is sent to sign in first: the sign-in page's code comes instead.
const pageCode = () => loadPageCode(path, landing, language);
const loading = nextTask().then(() =>
  landing?.access === 'signed-in'
    ? preloadSignedInLanding(pageCode)
    : isResponsesPath(path)
      ? preloadSignedInLanding(() => preloadResponsesPage(path))
      : pageCode(),
);

// Words in the default language came with the app; another language's come first, and
// for a screen in a right-to-left one, its mirrored styles (home has no MUI to mirror).
const pageWords = () => Promise.all([showLanguage(language), landing && mirrorFor(language)]);
const wordsReady = pageWords();

// The build rendered this page (src/build/prerender.ts) in the language of its address:
// shown in another (a remembered choice on an unprefixed page), the app renders it itself.
const renderedFor = root.getAttribute(PRERENDERED_ATTRIBUTE);
const renderedHere =
  renderedFor ===
    pathInLanguage(landing?.route ?? paths.home, prefix ?? language, themeFile.languages) &&
  language === (prefix ?? themeFile.languages.default);

const code = appCode();

if (renderedHere) {
  // It can be read and typed into already. The app hydrates it once the
  // screen's code and the page's words are in, keeping what was typed; a screen
  // marks when it has, home at once.
  holdUntilHydrated(root);
  void code.then(({ hydrateRoot, app, rendered }) =>
    pageCodeIn(root, Promise.all([loading, wordsReady]))
      .then(typingPaused)
      // As a transition, React hydrates the page in slices of a few
      // milliseconds, letting the browser paint and answer keys in between, not
      // in one long task (on a slow phone, half a second). A click meanwhile
      // has React finish the rest first, then handle it; typing stays the
      // page's (hydration-gate.ts). It starts once someone typing pauses.
      .then(() => {
        startHydrating();
        startTransition(() => {
          hydrateRoot(root, landing ? app : rendered);
        });
      }),
  );
} else {
  loading.catch(() => undefined);
  // Words that cannot load (offline) leave the default language's, which came with the app.
  void Promise.all([code, wordsReady.catch(() => undefined)]).then(([{ createRoot, rendered }]) => {
    if (renderedFor) root.replaceChildren();
    createRoot(root).render(rendered);
  });
}

/**
 * The rendered page's code and words, tried again while they cannot come
 * (offline): the page stays as rendered meanwhile, what is typed stays in it, and
 * a line under it says why it waits (in the page's language, written by the
 * build). Back online, or every few seconds for a browser that thinks it is,
 * the app tries again.
 */
async function pageCodeIn(renderedRoot: HTMLElement, first: Promise<unknown>): Promise<void> {
  let notice: HTMLElement | undefined;
  let ready = first;
  for (;;) {
    try {
      await ready;
      notice?.remove();
      return;
    } catch {
      notice ??= offlineNotice(renderedRoot);
      await backOnline();
      ready = Promise.all([pageCode(), pageWords()]);
    }
  }
}

function offlineNotice(renderedRoot: HTMLElement): HTMLElement {
  const notice = document.createElement('p');
  notice.className = 'offline-notice';
  notice.setAttribute('role', 'status');
  renderedRoot.after(notice);
  // Written once the region is in the page, so a screen reader announces it.
  requestAnimationFrame(() => {
    notice.textContent = renderedRoot.getAttribute(OFFLINE_WORDS_ATTRIBUTE);
  });
  return notice;
}

/** The mirrored look comes before a right-to-left page is rendered or hydrated (mui-root.tsx). */
async function mirrorFor(shown: Language): Promise<void> {
  if (directionOf(shown) !== 'rtl') return;
  const { prepareDirection } = await import('../kernel/ui/mui-root');
  await prepareDirection(shown);
}
