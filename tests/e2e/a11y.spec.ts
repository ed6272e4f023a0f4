import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PAGES = ['/', '/contact', '/registration', '/order', '/support-request', '/no-such-page'];

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading the form')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await settled(page, path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target} ${n.failureSummary ?? ''}`).join(' | ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test('at 360 px wide no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of PAGES) {
    await settled(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
