import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

/** A script's size as it travels: gzipped, at the level hosts use for static files. */
const gzippedSize = (response: Response) =>
  response.body().then((body) => gzipSync(body, { level: 9 }).length);

/**
 * Gzipped bytes of every script the page requests from opening `url` until it
 * shows `readySelector`: what a person's first visit of that route downloads.
 */
export async function firstLoadJsGzip(page: Page, url: string, readySelector: string) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzippedSize(response));
  });
  await page.goto(url);
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  const files = [...scripts.keys()];
  const sizes = await Promise.all(scripts.values());
  return {
    bytes: sizes.reduce((a, b) => a + b, 0),
    files,
    perFile: files.map((file, i) => ({ file, bytes: sizes[i] ?? 0 })),
  };
}

/**
 * Gzipped bytes of every script the page requests once `act` has run, until the one named like
 * `until` and every script requested beside it have come (one import's chunks come together).
 */
export async function scriptsLoadedBy(page: Page, act: () => Promise<unknown>, until: RegExp) {
  const sizes = new Map<string, Promise<number>>();
  let inFlight = 0;
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  let reached = false;
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') inFlight += 1;
  };
  const onDone = async (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    if (response) sizes.set(request.url(), gzippedSize(response));
    if (until.test(new URL(request.url()).pathname)) reached = true;
    inFlight -= 1;
    if (reached && inFlight === 0) settle();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  await act();
  await settled;
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  const files = [...sizes.keys()];
  const bytes = await Promise.all(sizes.values());
  return files.map((file, i) => ({ file, bytes: bytes[i] ?? 0 }));
}
