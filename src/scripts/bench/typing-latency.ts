import type { Browser } from '@playwright/test';
import type { Shape } from './generated-schemas';
import { percentile } from './percentile';

const KEYS = 30;
const WARM_UP_KEYS = 3;
const KEY_INTERVAL_MS = 100;
// Typed the moment the first field is there, every 30 ms (issue 33's measure).
const FIRST_KEYS = 20;
const FIRST_KEY_INTERVAL_MS = 30;

/** Milliseconds from keydown to the frame after it, for every key since the last call. */
const takeLatencies = () => (window as unknown as { latencies: number[] }).latencies.splice(0);

/**
 * Usable: from navigation until the form's first field is there and a frame
 * has passed (ours: in the page as the build rendered it); then a few keys typed
 * into that field at once show whether it really is (and usable after first
 * paint: from the browser's first paint to then). Hydrated: until the app
 * has made the page its own (validation and sending work); stock has nothing
 * before its code has rendered the form, so that is when it is usable. Complete:
 * until the last field is there. Then keydown to the frame after it, for every
 * key typed into a field in the middle of the complete form.
 */
export async function typingLatency(
  browser: Browser,
  url: string,
  { first, middle, last }: Pick<Shape, 'first' | 'middle' | 'last'>,
) {
  const page = await browser.newPage();
  await page.addInitScript(
    (ids) => {
      const w = window as unknown as {
        latencies: number[];
        shown: Record<string, number>;
        hydrated: number;
      };
      w.latencies = [];
      addEventListener(
        'keydown',
        (e) => {
          const t = e.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.latencies.push(performance.now() - t)));
        },
        true,
      );
      // When a field is first on the page, to the frame: Playwright's own waiting
      // checks less and less often (up to every 500 ms), which would add its delay.
      // (No named functions in here: tsx would wrap them in a helper the page lacks.)
      w.shown = {};
      new MutationObserver(() => {
        for (const id of ids) {
          if (!(id in w.shown) && document.getElementById(id)) {
            w.shown[id] = NaN;
            requestAnimationFrame(() => setTimeout(() => (w.shown[id] = performance.now())));
          }
        }
      }).observe(document, { childList: true, subtree: true });
      w.hydrated = NaN;
      // (The page has no <html> element yet: the mark is looked for on the whole document.)
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.ready) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.hydrated = performance.now())));
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    },
    [first, last],
  );
  // An evaluated promise, not waitForFunction, which the app's CSP (no eval) would block.
  const shownAt = (id: string) =>
    page.evaluate(
      (i) =>
        new Promise<number>((resolve) => {
          const { shown } = window as unknown as { shown: Record<string, number> };
          const poll = setInterval(() => {
            if (shown[i]) {
              clearInterval(poll);
              resolve(shown[i]);
            }
          }, 5);
        }),
      id,
    );
  await page.goto(url, { waitUntil: 'commit' });
  const usableMs = await shownAt(first);
  await page.focus(`#${first}`);
  for (let i = 0; i < FIRST_KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + i));
    await page.waitForTimeout(FIRST_KEY_INTERVAL_MS);
  }
  // Read after the keys, which it would hold back: the browser reports a paint
  // once the frame is on the screen, on a busy machine after the field is found.
  const firstPaintMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName('first-paint')[0];
          if (paint) {
            observer.disconnect();
            resolve(paint.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  const completeMs = await shownAt(last);
  const hydratedMs = await page.evaluate(
    () => (window as unknown as { hydrated: number }).hydrated,
  );
  await page.waitForTimeout(100);
  const firstKeys = await page.evaluate(takeLatencies);
  await page.click(`#${middle}`);
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.waitForTimeout(500);
  const all = await page.evaluate(takeLatencies);
  await page.close();
  const latencies = all.slice(WARM_UP_KEYS);
  return {
    usableMs,
    // Stock has no mark: its form is its code's from the start.
    hydratedMs: Number.isNaN(hydratedMs) ? usableMs : hydratedMs,
    completeMs,
    // The first field is rendered with the page's first paint at the earliest.
    usableAfterPaintMs: Math.max(0, usableMs - firstPaintMs),
    firstKeysP50: percentile(firstKeys, 50),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
  };
}

export type Latency = Awaited<ReturnType<typeof typingLatency>>;
