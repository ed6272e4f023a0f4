import { expect, test, type Page } from '@playwright/test';

// Pictures of the main states, for people to look at (npm run screenshots; tests/output/ is
// git-ignored): tests/output/screenshots/<state>-<width>-<mode>.png. Each state is also
// asserted, so a picture of a broken page fails the run instead of being saved.

const DIR = 'tests/output/screenshots';
const WIDTHS = [390, 1280];

/** The send answered by EmailJS: "OK", or a server error, without the shared sink. */
async function answerSends(page: Page, status: 200 | 500) {
  await page.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({
      status,
      contentType: 'text/plain',
      body: status === 200 ? 'OK' : 'Server error',
    }),
  );
}

async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
}

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
  await page.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await page
    .getByRole('textbox', { name: /Message/ })
    .fill('Hello, could you tell me more about the autumn meetup?');
}

const states: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Forms' })).toBeVisible();
  },
  'not-found': async (page) => {
    await page.goto('/no-such-form');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
  'sign-in': async (page) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
  },
  form: async (page) => {
    await page.goto('/registration');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  },
  'form-errors': async (page) => {
    await openContact(page);
    await page.getByRole('textbox', { name: /Email/ }).fill('ana@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  },
  'send-failed': async (page) => {
    await answerSends(page, 500);
    await openContact(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  },
  'contact-arabic': async (page) => {
    await page.goto('/contact?lang=ar');
    await expect(page.getByRole('button', { name: 'أرسل الرسالة' })).toBeVisible();
  },
  'contact-french-errors': async (page) => {
    await page.goto('/contact?lang=fr');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('textbox', { name: /Votre nom/ })).toBeFocused();
  },
  success: async (page) => {
    await answerSends(page, 200);
    await openContact(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  },
};

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const [state, reach] of Object.entries(states)) {
      test(`${state} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await reach(page);
          await page.screenshot({
            path: `${DIR}/${state}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      });
    }
  });
}
