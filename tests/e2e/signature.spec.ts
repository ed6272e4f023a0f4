import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, showInColourScheme } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// A signature (issue 35): `"ui:widget": "signature"` on a `format: data-url` field, drawn
// with the mouse or typed by keyboard, sent as a PNG attachment.
// tests/fixtures/schemas/signature-drill.json.

const SHOTS = 'tests/output/screenshots';
const PNG_HEAD = '89504e470d0a1a0a';
// PUBLIC_EMAILJS_ATTACHMENT_MAX_BYTES of the test build (its default).
const ATTACHMENT_LIMIT = 51_200;

const pad = (page: Page) => page.locator('.signature-pad canvas');
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
/** `answers` as written: a multipart request carries its line breaks as CRLF. */
const answersOf = (params: Record<string, string> | undefined) =>
  params?.answers?.replace(/\r\n/g, '\n');

/** The drill at `width` px in `path`'s language, hydrated, its sink emptied: the sink it sends to. */
async function openDrill(
  page: Page,
  request: APIRequestContext,
  width = 390,
  path = '/signature-drill',
) {
  const sink = sinkFor(request, 'template_signature_drill');
  await sink.clear();
  await sink.setMode('ok');
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await hydrated(page);
  return sink;
}

/** A stroke like a hand's: down, a few moves, up, across the pad from `from` (0..1 of its width). */
async function drawStroke(page: Page, from = 0.15, to = 0.85) {
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = (t: number) => box.y + box.height * (0.55 + 0.2 * Math.sin(t * Math.PI * 3));
  await page.mouse.move(box.x + box.width * from, y(0));
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) {
    const t = i / 16;
    await page.mouse.move(box.x + box.width * (from + (to - from) * t), y(t));
  }
  await page.mouse.up();
}

test('rendered at build time where the app renders it, touch-action none before and after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScreenCode(page);
  await page.goto('/signature-drill', { waitUntil: 'domcontentloaded' });
  await expect(pad(page)).toBeVisible();
  const before = await pad(page).boundingBox();
  await expect(pad(page)).toHaveCSS('touch-action', 'none');
  release();
  await hydrated(page);
  expect(await pad(page).boundingBox()).toEqual(before);
  await expect(pad(page)).toHaveCSS('touch-action', 'none');
  // Sized for the phone, with a backing store at the device's pixels (crisp on high-DPI).
  expect(before?.width).toBeLessThanOrEqual(390 - 24);
  expect(before?.width).toBeGreaterThanOrEqual(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/signature-empty-390.png` });
  // Paper in dark mode too, so what is sent is what was seen; the rest follows the theme.
  await showInColourScheme(page, 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/signature-empty-dark-390.png` });
});

test('a finger stroke draws and never scrolls the page', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 500 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/signature-drill');
  await hydrated(page);
  await pad(page).scrollIntoViewIfNeeded();
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('no signature pad');
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  // Upwards across the pad, as a finger that would otherwise scroll the page down.
  const cdp = await context.newCDPSession(page);
  const at = (t: number) => [
    { x: box.x + box.width * (0.2 + 0.6 * t), y: box.y + box.height * (0.8 - 0.6 * t) },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / 12) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(pad(page)).toHaveAccessibleName('Signature pad, signed');
  expect(await scrolled()).toBe(before);
  await context.close();
});

test('is crisp on a high-DPI screen: the backing store has the device pixels', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  await page.goto('/signature-drill');
  await hydrated(page);
  const sizes = await pad(page).evaluate((canvas: HTMLCanvasElement) => ({
    backing: canvas.width,
    shown: canvas.getBoundingClientRect().width,
  }));
  expect(sizes.backing).toBe(Math.round(sizes.shown * 3));
  await context.close();
});

for (const width of [390, 1280]) {
  test(`at ${width} px: drawn with the mouse, cleared, drawn again and sent as a PNG`, async ({
    page,
    request,
  }) => {
    const sink = await openDrill(page, request, width);
    const signature = page.getByRole('group', { name: 'Signature' });
    await expect(pad(page)).toHaveAccessibleName(/Signature pad, empty/);
    await page.getByLabel('Tenant').fill('Ana Lopez');

    await drawStroke(page);
    await expect(pad(page)).toHaveAccessibleName('Signature pad, signed');
    await expect(signature.getByText('Sign here')).toBeHidden();
    await signature.getByRole('button', { name: 'Clear' }).click();
    await expect(pad(page)).toHaveAccessibleName(/Signature pad, empty/);
    await expect(signature.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await expect(signature.getByRole('button', { name: 'Type your name instead' })).toBeFocused();
    // Nothing drawn: the pad's pixels are all paper again.
    expect(
      await pad(page).evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        const data = ctx?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        return Array.prototype.every.call(data, (v: number) => v === 255);
      }),
    ).toBe(true);

    await drawStroke(page, 0.1, 0.6);
    await drawStroke(page, 0.5, 0.9);
    await expect(pad(page)).toHaveAccessibleName('Signature pad, signed');
    expect(await axeViolations(page)).toEqual([]);
    if (width === 390) await page.screenshot({ path: `${SHOTS}/signature-drawn-390.png` });

    await send(page).click();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    const [sent] = await sink.received();
    expect(sent?.path).toBe('/api/v1.0/email/send-form');
    expect(sent?.attachments).toHaveLength(1);
    const file = sent?.attachments[0];
    expect(file).toMatchObject({
      field: 'agreement',
      name: 'signature.png',
      type: 'image/png',
      head: PNG_HEAD,
    });
    expect(file?.size).toBeGreaterThan(500);
    expect(file?.size).toBeLessThanOrEqual(ATTACHMENT_LIMIT);
    expect(answersOf(sent?.template_params)).toBe(
      'Tenant: Ana Lopez\nSignature: drawn (attached as signature.png)',
    );
    expect(sent?.template_params.agreement).toBeUndefined();
  });
}

test('required says so, and the keyboard signs by typing the name', async ({ page, request }) => {
  const sink = await openDrill(page, request);
  const signature = page.getByRole('group', { name: 'Signature' });
  await expect(signature.getByText('*')).toBeVisible();

  // Keyboard alone from the tenant's box: Tab, Enter, type, Tab, Tab, Enter.
  await page.getByLabel('Tenant').focus();
  // Clear is off while nothing is drawn, so the next stop is the typed way.
  await expect(signature.getByRole('button', { name: 'Clear' })).toBeDisabled();
  await page.keyboard.press('Tab');
  const typeInstead = signature.getByRole('button', { name: 'Type your name instead' });
  await expect(typeInstead).toBeFocused();
  await page.keyboard.press('Enter');
  const name = signature.getByRole('textbox', { name: 'Your full name' });
  await expect(name).toBeFocused();
  await expect(pad(page)).toHaveCSS('touch-action', 'auto');
  // Sent empty: the message says what to do, and the focus goes to the box.
  await page.keyboard.press('Tab');
  await expect(signature.getByRole('button', { name: 'Draw instead' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(send(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please sign, or type your name')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/signature-required-390.png` });

  await page.keyboard.type('Ana Lopez');
  await expect(page.getByText('Please sign, or type your name')).toBeHidden();
  await expect(pad(page)).toHaveAccessibleName('Your typed name, as it will be sent');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/signature-typed-390.png` });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(send(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const [sent] = await sink.received();
  expect(answersOf(sent?.template_params)).toBe('Signature: typed, Ana Lopez');
  expect(sent?.attachments[0]).toMatchObject({
    field: 'agreement',
    name: 'signature.png',
    type: 'image/png',
    head: PNG_HEAD,
  });
});

test('a draw-mode required signature sends the focus to the typed way', async ({ page }) => {
  await page.goto('/signature-drill');
  await hydrated(page);
  await send(page).click();
  const typeInstead = page.getByRole('button', { name: 'Type your name instead' });
  await expect(typeInstead).toBeFocused();
  await expect(typeInstead).toHaveAccessibleDescription(/Please sign, or type your name/);
  await expect(page.locator('.signature-pad')).toHaveCSS('border-color', 'rgb(211, 47, 47)');
});

test('in Arabic: the words, the pad and the typed name from the right', async ({
  page,
  request,
}) => {
  const sink = await openDrill(page, request, 390, '/ar/signature-drill');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const signature = page.getByRole('group', { name: 'التوقيع' });
  await expect(signature.getByText('وقّع هنا')).toBeVisible();
  // The row runs from the right: Clear at the start (right), the switch at the end (left).
  const clear = await signature.getByRole('button', { name: 'مسح' }).boundingBox();
  const typeInstead = signature.getByRole('button', { name: 'اكتب اسمك بدلًا من ذلك' });
  expect(clear?.x).toBeGreaterThan((await typeInstead.boundingBox())?.x ?? Infinity);
  await drawStroke(page);
  await expect(pad(page)).toHaveAccessibleName('لوحة التوقيع، موقّعة');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/signature-arabic-drawn-390.png` });

  await typeInstead.click();
  await signature.getByRole('textbox', { name: 'اسمك الكامل' }).fill('آنا لوبيز');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/signature-arabic-typed-390.png` });
  await page.locator('button[type="submit"]').click();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const [sent] = await sink.received();
  expect(answersOf(sent?.template_params)).toBe('Signature: typed, آنا لوبيز');
  expect(sent?.attachments[0]?.head).toBe(PNG_HEAD);
});
