import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated';
import { signIn, verifiedAccount } from '../fixtures/owner-account';
import { sinkFor } from '../fixtures/sink-client';

// One unbroken word longer than a line (an IBAN, a link, a pasted token, a German compound) in
// every place an author's words or a person's answer show: it breaks inside the form, and the
// page never scrolls sideways, as in Google Forms and Tally. tests/fixtures/schemas/long-words*.json.

const shots = 'tests/output/screenshots';
const ANSWER = `Name${'Antidisestablishmentarianism'.repeat(5)}`;
// The owner of the screen's kept responses (and of no other screen).
const OWNER = 'long.words@example.com';
const OTHER = `Poster${'Floccinaucinihilipilification'.repeat(5)}`;

/**
 * What overflows: the page wider than the window, or any question (or the page's heading,
 * description, step titles, thank-you) whose words run out of its own box, which lies
 * inside the form. Both are empty when every word breaks where it reaches the edge.
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const wide = scrollWidth > window.innerWidth ? [`page ${scrollWidth} px`] : [];
    const main = document.querySelector('main') ?? document.body;
    const form = main.querySelector('form') ?? main;
    const outer = form.getBoundingClientRect();
    const named = (box: Element) =>
      `${box.id || box.className} "${(box.textContent ?? '').slice(0, 30)}"`;
    const parts = [
      ...main.querySelectorAll('h1, h2, .description, .MuiStepper-root, form .rjsf-field'),
    ];
    const out = parts.filter((box) => {
      const own = box.getBoundingClientRect();
      const inside = box.closest('form')
        ? own.left >= outer.left - 1 && own.right <= outer.right + 1
        : true;
      return !inside || box.scrollWidth > box.clientWidth + 1;
    });
    return [...wide, ...out.map(named)];
  });

async function fitsAndShot(page: Page, name: string) {
  // Polled: a label still moving to its place above its box is wider for a moment.
  await expect.poll(() => overflows(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  test(`long words break inside the form at ${width} px: questions, choices, messages, thank-you`, async ({
    page,
    request,
  }) => {
    const sink = sinkFor(request, 'template_long_words');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/long-words');
    await hydrated(page);
    // The author's message for a missing answer, under its question.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Please write it Donau/)).toBeVisible();
    await fitsAndShot(page, `long-words-messages-${width}`);

    await page.getByRole('textbox', { name: /^Name/ }).fill(ANSWER);
    // Answers of their own: the same answers twice are one submission, kept once.
    await page.getByRole('textbox', { name: 'Comment' }).fill(`${OTHER}${width}`);
    await page.getByRole('radio', { name: /^Other Pneumono/ }).check();
    await page.getByRole('textbox', { name: /^Other Pneumono/ }).fill(OTHER);
    await page.getByRole('checkbox', { name: /^Food Donau/ }).check();
    await page.getByRole('radio', { name: /^No Pneumono/ }).check();
    // The drop-down's choices wrap inside the window too.
    await page.getByRole('combobox', { name: /^Country/ }).click();
    const listed = page.getByRole('option', { name: /^Kingdom/ });
    await expect(listed).toBeVisible();
    const box = (await listed.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect.poll(() => overflows(page)).toEqual([]);
    // The list's opening transition run to its end: the picture shows the list, not its fade.
    await page.screenshot({
      path: `${shots}/long-words-drop-down-${width}.png`,
      animations: 'disabled',
    });
    await listed.click();
    await expect(page.getByRole('listbox')).toBeHidden();
    // The choice made reads whole in its box, not cut short with "…".
    const chosen = page.getByRole('combobox', { name: /^Country/ });
    await expect(chosen).toContainText(/^Kingdom Pneumono.*coniosis$/);
    expect(await chosen.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await fitsAndShot(page, `long-words-first-${width}`);

    await page.getByRole('button', { name: 'Next' }).click();
    // The second step's title pipes the long answer in.
    await expect(page.getByText(`Second ${ANSWER}`)).toBeVisible();
    await page.getByLabel(/^CV/).setInputFiles({
      name: `Scan${'Rechtsschutzversicherungsgesellschaften'.repeat(4)}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 long words'),
    });
    await expect(page.getByText(/^ScanRechtsschutz/)).toBeVisible();
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
    await fitsAndShot(page, `long-words-second-${width}`);

    await sink.clear();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Thank you ${ANSWER}` })).toBeVisible();
    await fitsAndShot(page, `long-words-thanks-${width}`);
    await expect.poll(async () => (await sink.received()).length).toBe(1);
  });
}

test('right to left (Arabic) at 390 px, long words break inside the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/ar/long-words');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('كلمات طويلة');
  // The author's message for a missing answer, in Arabic, under its question.
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText(/^اكتبه من فضلك/)).toBeVisible();
  await page.getByRole('textbox', { name: /^الاسم/ }).fill(ANSWER);
  await page.getByRole('radio', { name: /^غير ذلك/ }).check();
  await page.getByRole('textbox', { name: /^غير ذلك/ }).fill(OTHER);
  await fitsAndShot(page, 'long-words-arabic-390');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText(`الثانية ${ANSWER}`)).toBeVisible();
  await fitsAndShot(page, 'long-words-arabic-second-390');
});

for (const width of [390, 1280]) {
  test(`one question at a time at ${width} px, long words break inside the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/long-words-one');
    await hydrated(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(ANSWER);
    await fitsAndShot(page, `long-words-one-${width}`);
    await page.getByRole('button', { name: 'OK' }).click();
    // The next question's title pipes the long answer in.
    await expect(page.getByText(`Topic ${ANSWER}`, { exact: false })).toBeVisible();
    await expect.poll(() => overflows(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: /^Topic/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/long-words-one-choices-${width}.png` });
  });
}

test('the owner reads long answers on the responses page at 390 and 1280 px', async ({
  page,
  request,
  browser,
}) => {
  // This run's own: the emulator keeps the answers of earlier runs (a rerun, --repeat-each).
  const note = `Note${'Hippopotomonstrosesquippedaliophobia'.repeat(5)}${Date.now().toString(36)}`;
  await page.goto('/long-words');
  await hydrated(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill(ANSWER);
  await page.getByRole('textbox', { name: 'Comment' }).fill(note);
  await page.getByRole('radio', { name: /^Choice Donau/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Thank you ${ANSWER}` })).toBeVisible();

  await verifiedAccount(request, OWNER);
  const owner = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await signIn(owner, OWNER, '/responses');
  await expect(owner.getByRole('link', { name: /^Long words Donau/ })).toBeVisible();
  await fitsAndShot(owner, 'long-words-responses-list-390');
  await owner.getByRole('link', { name: /^Long words Donau/ }).click();
  await expect(owner.getByRole('region', { name: /^Topic/ }).getByRole('img')).toBeVisible();
  for (const width of [390, 1280]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.getByRole('tab', { name: 'Summary' }).click();
    await expect(owner.getByText(note, { exact: true })).toBeVisible();
    await fitsAndShot(owner, `long-words-responses-summary-${width}`);
    // The table's cells stay one line each, cut short; the response opened reads whole.
    await owner.getByRole('tab', { name: 'Each response' }).click();
    await owner.getByRole('searchbox', { name: 'Filter the responses' }).fill(note);
    await expect(owner.getByRole('row', { name: /^Open the response of/ })).toHaveCount(1);
    await owner.getByRole('row', { name: /^Open the response of/ }).click();
    await expect(owner.getByRole('dialog').getByText(note, { exact: true })).toBeVisible();
    expect(await overflows(owner)).toEqual([]);
    await owner.screenshot({ path: `${shots}/long-words-responses-one-${width}.png` });
    await owner.keyboard.press('Escape');
    await expect(owner.getByRole('dialog')).toBeHidden();
  }
  await owner.close();
});

test("the site's name as one long word stays in the app bar at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/long-words');
  await hydrated(page);
  const name = page.locator('.brand');
  const sides = async () => {
    const bar = (await page.locator('.toolbar').boundingBox())!;
    const signIn = (await page.getByRole('link', { name: 'Sign in' }).boundingBox())!;
    return { page: await overflows(page), signInInBar: signIn.x + signIn.width <= bar.width };
  };
  // The name comes from schemas/_theme.json, one for the whole build: written here instead.
  await name.locator('span').evaluate((words) => {
    words.textContent = 'Kundenzufriedenheitsumfrageportal';
  });
  await expect.poll(sides).toEqual({ page: [], signInInBar: true });
  await page.screenshot({
    path: `${shots}/long-words-site-name-390.png`,
    clip: { x: 0, y: 0, width: 390, height: 200 },
  });
});
