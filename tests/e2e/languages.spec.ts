import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// The contact screen speaks English (its own), French and Arabic
// (schemas/contact.fr.json, contact.ar.json). Other files send it too: each
// test reads only the send of its own person.

// Each test loads several pages and sends: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

// When the running test started: the sink keeps the sends of earlier runs (a rerun).
let startedAt = 0;
test.beforeEach(() => {
  startedAt = Date.now();
});

async function sentBy(request: APIRequestContext, name: string) {
  const sink = sinkFor(request, 'template_contact');
  const mine = async () =>
    (await sink.receivedSince(startedAt)).filter(
      (e) => e.template_params.subject === `New message from ${name}`,
    );
  await expect.poll(async () => (await mine()).length).toBe(1);
  const [email] = await mine();
  return email?.template_params ?? {};
}

/** Fills and sends the contact screen in whatever language it shows, by its fields' order. */
async function sendContact(page: Page, name: string, labels: { send: string; idea: string }) {
  const boxes = page.locator('form').getByRole('textbox');
  await boxes.nth(0).fill(name);
  await boxes.nth(1).fill('ana@example.com');
  // A click before hydration is held and done again after it: check() reads the state at once.
  await hydrated(page);
  await page.getByRole('radio', { name: labels.idea }).check();
  await boxes.nth(2).fill('Un message assez long ✓');
  await page.getByRole('button', { name: labels.send }).click();
}

test('by link, in Arabic: the whole page mirrored, the screen in Arabic, the email in the screen’s own words with language ar', async ({
  page,
  request,
}) => {
  const html = page.locator('html');
  await page.goto('/contact?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/اتصل بنا/);
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText('كل النماذج');
  // The first field's label starts at the right, where Arabic reads from.
  const field = page.getByRole('textbox', { name: /اسمك/ });
  const label = page.locator('label', { hasText: 'اسمك' });
  await expect(label).toHaveCSS('transform-origin', /^\S+px 0px$/);
  const [fieldBox, labelBox] = [await field.boundingBox(), await label.boundingBox()];
  if (!fieldBox || !labelBox) throw new Error('the field or its label is not rendered');
  expect(fieldBox.x + fieldBox.width - (labelBox.x + labelBox.width)).toBeLessThan(40);
  expect(labelBox.x - fieldBox.x).toBeGreaterThan(fieldBox.width / 2);
  // Mirrored, nothing hangs off the left edge: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // An empty send: the app's own message in Arabic, under the Arabic label.
  await page.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(field).toHaveAccessibleDescription(/يرجى ملء هذا الحقل/);

  await sendContact(page, 'Ana Arabic', { send: 'أرسل الرسالة', idea: 'فكرة' });
  await expect(page.getByRole('heading', { name: 'شكرًا لك!' })).toBeVisible();
  const params = await sentBy(request, 'Ana Arabic');
  expect(params.language).toBe('ar');
  // Whoever reads the emails reads the screen's own words.
  expect(params.form_title).toBe('Contact us');
  expect(params.answers).toContain('Your name: Ana Arabic');
  expect(params.answers).toContain('Topic: An idea');
});

test.describe('by the browser’s language', () => {
  test.use({ locale: 'fr-FR' });

  test('French: home and the contact screen in French and sent with language fr; a screen written only in English is all English', async ({
    page,
    request,
  }) => {
    const html = page.locator('html');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Formulaires' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'fr');
    await page.getByRole('link', { name: /Contactez-nous/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    // Moving from home, the form's code loads now: on a loaded machine that takes a while.
    await expect(page.getByRole('textbox', { name: /Votre nom/ })).toBeVisible({
      timeout: 30_000,
    });
    await sendContact(page, 'Ana Français', { send: 'Envoyer le message', idea: 'Une idée' });
    await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
    const params = await sentBy(request, 'Ana Français');
    expect(params.language).toBe('fr');
    expect(params.answers).toContain('Topic: An idea');

    // The order screen has no French: its page is English, app words included, with no choice.
    await page.goto('/order');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText('All forms');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  });
});

test('by the switcher: the screen’s languages only, shown at once, sent in English, remembered for the next visit', async ({
  page,
  request,
}) => {
  const html = page.locator('html');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Language' });
  await expect(switcher.getByRole('option')).toHaveText(['English', 'Français', 'العربية']);
  await sendContact(page, 'Ana English', { send: 'Send message', idea: 'An idea' });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await sentBy(request, 'Ana English')).language).toBe('en');

  await page.goto('/contact');
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Kept');
  await switcher.selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'fr');
  // A change of language keeps what was typed.
  await expect(page.getByRole('textbox', { name: /Votre nom/ })).toHaveValue('Ana Kept');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaires' })).toBeVisible();
  // The home page offers every language of the product.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulare' })).toBeVisible();
});
