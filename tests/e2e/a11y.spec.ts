import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { hydrated } from '../fixtures/hydrated';
import { screenFiles } from '../fixtures/screen-files';

// Every example screen of schemas/, so a new one is checked without touching this file.
const screens = screenFiles('schemas').map(({ route, access }) => ({
  route,
  signedIn: access === 'signed-in',
}));

const PAGES = [
  { route: '/', signedIn: false },
  ...screens,
  { route: '/no-such-page', signedIn: false },
];

/**
 * The page as the app leaves it: a page the build rendered has its heading and no loading
 * line from the start, and React changes it while it hydrates, under axe's feet.
 */
async function settled(page: Page, route: string) {
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[/-]/g, '\\$&')}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading the form')).toHaveCount(0);
  await hydrated(page);
}

/** A signed-in screen sends a signed-out person to sign in: make an account on the emulator. */
async function signUp(page: Page) {
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`a11y-${Date.now()}-${Math.random()}@example.com`);
  await page.getByLabel('Password').fill('a11y password 123');
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// Dark mode changes colours only: it is checked on the pages that show every
// kind of element (the shell and home, a form of many kinds of fields, a
// page not found, a form's errors and success), light mode on every page.
const DARK_ROUTES = new Set(['/', '/registration', '/no-such-page']);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    const pages = colorScheme === 'light' ? PAGES : PAGES.filter((p) => DARK_ROUTES.has(p.route));
    for (const { route, signedIn } of pages) {
      test(`${route} has no accessibility violations`, async ({ page }) => {
        await page.goto(route);
        if (signedIn) await signUp(page);
        await settled(page, route);
        await expectNoViolations(page);
      });
    }

    test('a form showing its errors, then its success screen, has no violations', async ({
      page,
    }) => {
      // Two pages checked by axe and a send between: room for a loaded machine.
      test.setTimeout(60_000);
      await page.route('**/api/v1.0/email/send', (r) => r.fulfill({ status: 200, body: 'OK' }));
      await page.goto('/contact');
      await settled(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('textbox', { name: /Your name/ })).toBeFocused();
      await expectNoViolations(page);
      await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
      await page.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
      await page.getByRole('textbox', { name: /Message/ }).fill('Hello there, all good.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test('in French and in Arabic (right to left) home and a form, with its errors shown, have no violations', async ({
  page,
}) => {
  // Four pages, each checked by axe: room for a loaded machine.
  test.setTimeout(90_000);
  for (const language of ['fr', 'ar']) {
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The language's words come after its `lang`: the page is read once rendered in them.
    await settled(page, '/');
    await expectNoViolations(page);
    await page.goto(`/contact?lang=${language}`);
    await settled(page, '/contact');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('form input').first()).toBeFocused();
    await expectNoViolations(page);
  }
});

test('at 360 px wide no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { route } of PAGES.filter((p) => !p.signedIn)) {
    await page.goto(route);
    await settled(page, route);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${route} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
