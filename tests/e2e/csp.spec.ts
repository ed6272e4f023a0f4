import { expect, test } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated';
import { screenFiles } from '../fixtures/screen-files';

// Every example screen of schemas/, under the production build's own
// Content-Security-Policy (served as a header by `rsbuild preview` and as a
// <meta> tag in the page): it renders, validates, and nothing is blocked.
const screens = screenFiles('schemas');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test('the server sends the strict policy, without unsafe-eval', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
});

for (const screen of screens) {
  test(`${screen.route} renders and validates under the policy`, async ({ page }) => {
    await page.goto(screen.route);
    if (screen.access === 'signed-in') {
      // Signed out, the screen sends the person to sign in: that page too runs under the policy.
      await expect(page).toHaveURL(/\/sign-in\?next=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
      return;
    }
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    // The page the build rendered shows before any script has run: the app's code runs too.
    await hydrated(page);
    if (screen.submit !== 'none') {
      await page.locator('form button[type="submit"]').first().click();
      await expect(page.locator('.Mui-error').first()).toBeVisible();
    }
    expect(await violations(page)).toEqual([]);
  });
}
