import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app';
import { manifest } from '@generated/screen-manifest';
import { forgetExpiredDrafts } from '../features/drafts';
import { loadScreen } from '../features/screens';
import { embedPath } from '../shared/routes/paths';
import { holdUntilTakenOver, markTakenOver } from '../shared/ui/take-over';

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
const landing = manifest.screens.find(
  (s) =>
    matchPath(s.route, window.location.pathname) ??
    matchPath(embedPath(s.route), window.location.pathname),
);
const loading = landing && loadScreen(landing);

if (loading && root.dataset.prerendered === landing.route) {
  // The build drew this screen into the page (src/tooling/prerender.ts): it can
  // be read and typed into already. The app takes it over once the screen's
  // code is in, keeping what was typed; the screen marks when it has.
  holdUntilTakenOver(root);
  loading.then(
    // As a transition, React takes the page over in slices of a few
    // milliseconds, letting the browser paint and answer keys in between, not
    // in one long task (on a slow phone, half a second). A click or a key on
    // the page meanwhile has React finish the rest first, then handle it.
    () =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
    () => {
      // Offline before the code came: the app draws the page itself and says so.
      root.replaceChildren();
      createRoot(root).render(drawn);
    },
  );
} else {
  loading?.catch(() => undefined);
  createRoot(root).render(drawn);
}
