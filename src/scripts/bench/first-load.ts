import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Gzipped bytes of every script the page requests from opening `url` until it
 * shows `readySelector`: what a person's first visit of that route downloads.
 */
export async function firstLoadJsGzip(page: Page, url: string, readySelector: string) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
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
