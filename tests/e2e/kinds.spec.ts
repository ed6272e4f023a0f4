import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { dateBox, expectShown, typeInto } from '../fixtures/date-box';
import { ringOverWords } from '../fixtures/focus-ring';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// Each test sends the same screen and reads its one send.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/Paris', locale: 'en-GB' });

const number = (page: Page) => page.getByRole('textbox', { name: /Phone/ });
const country = (page: Page) => page.getByRole('combobox', { name: 'Country' });
const consent = (page: Page) =>
  page.getByRole('checkbox', { name: /I agree to the privacy policy/ });
/** Presses Tab until `target` has the focus (a few times at most). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 4 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
const otherBox = (page: Page, nth: number) =>
  page.getByRole('textbox', { name: 'Other: Please specify' }).nth(nth);
async function expectReadableAnswers(
  page: Page,
  phone: string,
  choices: { heard: string; likes: string },
) {
  const sink = sinkFor(page.request, 'template_kinds');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const params = (await sink.received())[0]?.template_params ?? {};
  expect(params).toMatchObject({
    phone,
    arrival: '14:30',
    meeting: '2026-12-01 09:15 (Europe/Paris)',
    agree: 'Yes',
    ...choices,
  });
  expect(params.answers).toContain(`How did you hear of us? ${choices.heard}`);
  expect(params.answers).toContain(`What do you like? ${choices.likes}`);
  expect(params.answers).toContain(`Phone: ${phone}`);
  expect(params.answers).toContain('Arrival time: 14:30');
  expect(params.answers).toContain('Meeting: 2026-12-01 09:15 (Europe/Paris)');
  expect(params.answers).toContain('I agree to the privacy policy: Yes');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ request }) => {
      const sink = sinkFor(request, 'template_kinds');
      await sink.clear();
      await sink.setMode('ok');
    });

    test('filled by the keyboard alone: a phone, a time, a date and time, a consent', async ({
      page,
    }) => {
      await page.goto('/kinds');
      await hydrated(page);
      await country(page).focus();
      await expect(country(page)).toHaveValue('GB');
      await page.keyboard.press('Tab');
      await expect(number(page)).toBeFocused();
      await page.keyboard.type('07911123456');
      await expect(number(page)).toHaveValue('07911 123456');
      await page.keyboard.press('Tab');
      // The time and date boxes, typed part by part in the page's English as this
      // British browser writes it: day/month/year, a 24-hour clock.
      await page.keyboard.type('1430');
      await expectShown(dateBox(page, 'Arrival time'), '14:30');
      await page.keyboard.press('Tab');
      // Four digits make the year: typing runs on into the hours.
      await page.keyboard.type('011220260915');
      await expectShown(dateBox(page, 'Meeting'), '01/12/2026 09:15');
      await expect(page.getByText(/Central European Standard Time/)).toBeVisible();
      // A choice with Other: the arrow keys choose, the box for the answer takes the focus.
      await tabTo(page, page.getByRole('radio', { name: 'A friend' }));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
      await expect(otherBox(page, 0)).toBeFocused();
      await page.keyboard.type('A poster');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(otherBox(page, 1)).toBeFocused();
      await page.keyboard.type('Jazz nights');
      await page.keyboard.press('Tab');
      await expect(consent(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(consent(page)).toBeChecked();
      // The ring shows where the keyboard is, and leaves the label's first letter whole.
      expect(await ringOverWords(consent(page))).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      // The consent's link comes next, then the send button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'privacy policy' })).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
      await page.keyboard.press('Enter');
      await expectReadableAnswers(page, '+447911123456', {
        heard: 'Other: A poster',
        likes: 'Food, Other: Jazz nights',
      });
    });

    test('filled by pointer: another country, a number checked for it, a consent', async ({
      page,
    }) => {
      await page.goto('/kinds');
      await hydrated(page);
      await country(page).selectOption('FR');
      await number(page).click();
      await page.keyboard.type('07911123456');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(
        page.getByText('Enter a full phone number for the chosen country'),
      ).toBeVisible();
      await expect(page.getByText('Please tick this box to go on')).toBeVisible();
      if (width === 390) {
        await page.screenshot({ path: 'tests/output/kinds/kinds-390-errors.png', fullPage: true });
      }
      expect(await axeViolations(page)).toEqual([]);
      await number(page).fill('');
      await number(page).pressSequentially('0612345678');
      await expect(number(page)).toHaveValue('06 12 34 56 78');
      await typeInto(dateBox(page, 'Arrival time'), '1430');
      await typeInto(dateBox(page, 'Meeting'), '011220260915');
      // The date in words comes under its box once the form has the answer, moving what is below.
      await expect(page.getByText(/Central European Standard Time/)).toBeVisible();
      await page.getByRole('radio', { name: 'A search' }).click();
      await expect(page.getByRole('radio', { name: 'A search' })).toBeChecked();
      await page.getByRole('checkbox', { name: 'Other' }).click();
      await expect(otherBox(page, 0)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Music' }).click();
      await otherBox(page, 0).fill('Film');
      await consent(page).click();
      if (width === 390) {
        await page.screenshot({ path: 'tests/output/kinds/kinds-390.png', fullPage: true });
      }
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expectReadableAnswers(page, '+33612345678', {
        heard: 'A search',
        likes: 'Music, Other: Film',
      });
    });
  });
}

test('the page rendered at build time does not move when the app hydrates it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const release = await holdScreenCode(page);
  await page.goto('/kinds', { waitUntil: 'domcontentloaded' });
  const places = () =>
    Promise.all(
      ['#root_phone', '#root_phone__country', '#root_arrival', '#root_meeting', '#root_agree'].map(
        async (id) => (await page.locator(id).boundingBox())?.y,
      ),
    );
  const rendered = await places();
  expect(rendered.every((y) => y !== undefined)).toBe(true);
  await expect(country(page)).toHaveValue('GB');
  release();
  await hydrated(page);
  expect(await places()).toEqual(rendered);
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    'https://example.org/privacy',
  );
});

test('in Arabic: "Other" in the translation\'s words, the calling code reads +31, the country box named for its question', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_kinds');
  await sink.clear();
  await sink.setMode('ok');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/ar/kinds');
  await hydrated(page);
  const countryBox = page.getByRole('combobox', { name: 'الهاتف: البلد', exact: true });
  await countryBox.selectOption('NL');
  // "+31" kept left to right inside the Arabic name, so it never reads "31+".
  expect(await countryBox.locator('option:checked').textContent()).toBe('هولندا (\u2066+31\u2069)');
  await page.getByRole('textbox', { name: /الهاتف/ }).fill('0612345678');
  // The time box keeps Arabic's 12-hour clock, whatever the browser's: its parts named in Arabic.
  const arrival = dateBox(page, 'وقت الوصول');
  await expect(arrival.getByRole('spinbutton')).toHaveCount(3);
  await expect(arrival.getByRole('spinbutton').last()).toHaveAccessibleName('ص/م');
  await typeInto(arrival, '0230م');
  await expectShown(arrival, '02:30 م');
  await page.getByRole('radio', { name: 'غير ذلك' }).click();
  await page.getByRole('textbox', { name: 'غير ذلك: يرجى التحديد' }).first().fill('ملصق');
  await page.getByRole('checkbox', { name: 'الموسيقى' }).click();
  await page.getByRole('checkbox', { name: /أوافق على/ }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'tests/output/kinds/kinds-ar-390.png', fullPage: true });
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  // The email keeps the screen's own words: "Other" as the file writes it.
  const params = (await sink.received())[0]?.template_params ?? {};
  expect(params).toMatchObject({
    phone: '+31612345678',
    arrival: '14:30',
    heard: 'Other: ملصق',
    likes: 'Music',
  });
});
