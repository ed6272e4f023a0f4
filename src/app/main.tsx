import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { forgetExpiredDrafts } from '../features/drafts';
import { loadScreen } from '../features/screens';
import { holdUntilTakenOver, markTakenOver } from '../shared/ui/take-over';
import { showLanguage } from '../shared/i18n/i18n';
import { pageLanguage, screenAt } from './language';
import { themeFile } from '@generated/theme-file';

// Unsent answers past their time go before anything is drawn (a shared computer).
forgetExpiredDrafts();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function Drawn() {
  useEffect(markTakenOver, []);
  return <App />;
}

// The app drawing the page itself marks it taken over at once; a page drawn at
// build time is marked by its screen (see ScreenPage).
const drawn = (
  <StrictMode>
    <Drawn />
  </StrictMode>
);

// The screen a person lands on starts loading with the app, not after the app's first draw.
const landing = screenAt(window.location.pathname);
const loading = landing && loadScreen(landing);

const language = pageLanguage(window.location);
// Words in the default language came with the app; another language's come first.
const wordsReady = showLanguage(language);

// Pages drawn at build time are in the default language: in another, the app draws the page itself.
if (
  loading &&
  root.dataset.prerendered === landing.route &&
  language === themeFile.languages.default
) {
  // The build drew this screen into the page (src/tooling/prerender.ts): it can
  // be read and typed into already. The app takes it over once the screen's
  // code is in, keeping what was typed; the screen marks when it has.
  holdUntilTakenOver(root);
  loading.then(
    () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    () => {
      // Offline before the code came: the app draws the page itself and says so.
      root.replaceChildren();
      createRoot(root).render(drawn);
    },
  );
} else {
  loading?.catch(() => undefined);
  // Words that cannot load (offline) leave the default language's, which came with the app.
  void wordsReady
    .catch(() => undefined)
    .then(() => {
      if (root.dataset.prerendered) root.replaceChildren();
      createRoot(root).render(drawn);
    });
}
