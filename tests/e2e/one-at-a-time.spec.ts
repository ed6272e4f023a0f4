import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { ringOverWords } from '../fixtures/focus-ring';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// One question at a time (issue 35): `"layout": "one-at-a-time"`.
// tests/fixtures/schemas/one-at-a-time-drill.json is the drill screen: "The day" is
// skipped unless "attended" is yes, and "What went wrong?" is asked only after "Poor".

const progress = (page: Page) => page.getByRole('progressbar');

/** Words of the drill in each language the tests use. */
const WORDS = {
  en: {
    path: '/one-at-a-time-drill',
    name: 'What is your name?',
    attended: (name: string) => `Did you come to the open day, ${name}?`,
    rating: 'How was it?',
    wrong: 'What went wrong?',
    comments: 'Anything else to tell us?',
    no: 'No',
    yes: 'Yes',
    poor: 'Poor',
    ok: 'OK',
    send: 'Send',
    progress: (n: number, of: number) => `Question ${n} of ${of}`,
  },
  ar: {
    path: '/ar/one-at-a-time-drill',
    name: 'ما اسمك؟',
    attended: (name: string) => `هل حضرت يوم الأبواب المفتوحة يا ${name}؟`,
    rating: 'كيف كان؟',
    wrong: 'ما الذي لم يكن على ما يرام؟',
    comments: 'هل من شيء آخر تخبرنا به؟',
    no: 'لا',
    yes: 'نعم',
    poor: 'ضعيف',
    ok: 'موافق',
    send: 'إرسال',
    progress: (n: number, of: number) => `السؤال ${n} من ${of}`,
  },
} as const;

test('the first question is rendered at build time where the app renders it: no jump when the app hydrates it', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto(WORDS.en.path, { waitUntil: 'domcontentloaded' });
  const name = page.getByRole('textbox', { name: WORDS.en.name });
  await expect(name).toBeAttached();
  await expect(page.getByRole('button', { name: WORDS.en.ok })).toBeAttached();
  await expect(page.getByRole('textbox')).toHaveCount(1);
  const before = await name.boundingBox();
  release();
  await hydrated(page);
  expect(await name.boundingBox()).toEqual(before);
});

for (const [language, width] of [
  ['en', 1280],
  ['en', 390],
  ['ar', 390],
  ['ar', 1280],
] as const) {
  test(`driven by keyboard alone in ${language} at ${width} px: Enter, letters, Shift+Tab back, a logic jump; the sink reads the answers`, async ({
    page,
    request,
  }) => {
    const w = WORDS[language];
    const sink = sinkFor(request, 'template_one_at_a_time_drill');
    await page.setViewportSize({ width, height: width < 500 ? 760 : 800 });
    await page.goto(w.path);
    await hydrated(page);
    await sink.clear();
    await sink.setMode('ok');

    const name = page.getByRole('textbox', { name: w.name });
    await name.focus();
    // Until "attended" is yes, "The day" is off the path: three questions.
    await expect(progress(page)).toHaveAttribute('aria-valuetext', w.progress(1, 3));
    // Enter with no answer: the question stays, and says what is missing.
    await page.keyboard.press('Enter');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Enter');

    // The answer piped into the next question; letters pick, the chosen one is focused.
    const attended = page.getByRole('radiogroup', { name: w.attended('Ada') });
    await expect(attended).toBeVisible();
    await expect(attended.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('KeyB');
    await expect(attended.getByRole('radio', { name: w.no })).toBeChecked();
    await page.keyboard.press('Enter');

    // "No" jumps over "The day" to the last question.
    const comments = page.getByRole('textbox', { name: w.comments });
    await expect(comments).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', w.progress(3, 3));
    await expect(page.getByRole('button', { name: w.send, exact: true })).toBeVisible();

    // Shift+Tab from the question's first box goes back, answer kept.
    await page.keyboard.press('Shift+Tab');
    await expect(attended.getByRole('radio', { name: w.no })).toBeChecked();
    await expect(attended.getByRole('radio', { name: w.no })).toBeFocused();
    await page.keyboard.press('KeyA');
    await expect(attended.getByRole('radio', { name: w.yes })).toBeChecked();
    await page.keyboard.press('Enter');

    // "Yes": the day's questions, and "Poor" brings the question asked on a condition.
    const rating = page.getByRole('radiogroup', { name: w.rating });
    await expect(rating).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', w.progress(3, 4));
    await page.keyboard.press('KeyC');
    await expect(rating.getByRole('radio', { name: w.poor })).toBeChecked();
    // The focus ring around the chosen one leaves its letter badge whole.
    await expect(rating.getByRole('radio', { name: w.poor })).toBeFocused();
    expect(await ringOverWords(rating.getByRole('radio', { name: w.poor }))).toBeLessThanOrEqual(0);
    await page.keyboard.press('Enter');
    const wrong = page.getByRole('textbox', { name: w.wrong });
    await expect(wrong).toBeFocused();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', w.progress(4, 5));
    await page.keyboard.type('The queue');
    await page.keyboard.press('Enter');

    // A long text: Shift+Enter is a new line, Enter goes on (here: sends).
    await expect(comments).toBeFocused();
    await page.keyboard.type('Line one');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Line two');
    await expect(comments).toHaveValue('Line one\nLine two');
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await sink.received()).length).toBe(1);
    const params = (await sink.received())[0]?.template_params;
    expect(params).toMatchObject({
      name: 'Ada',
      // Each answer in the words of the screen's own language, a choice's code beside it.
      attended: 'Yes',
      rating: 'Poor',
      rating_code: 'poor',
      wrong: 'The queue',
      comments: 'Line one\nLine two',
    });
    expect(params?.answers).toContain(`${WORDS.en.wrong} The queue`);
  });
}

test('the letters show on the choices, the OK button stays in view, and axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(WORDS.en.path);
  await hydrated(page);
  await page.getByRole('textbox', { name: WORDS.en.name }).fill('Ada');
  await page.getByRole('button', { name: WORDS.en.ok }).click();
  const attended = page.getByRole('radiogroup', { name: WORDS.en.attended('Ada') });
  await expect(attended).toBeVisible();
  const letter = await attended
    .locator('label span')
    .first()
    .evaluate((span) => getComputedStyle(span, '::before').content);
  expect(letter).toContain('counter(choice, upper-alpha)');
  await expect(page.getByRole('button', { name: WORDS.en.ok })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  // Back by its button.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: WORDS.en.name })).toHaveValue('Ada');
});

/** The animation the question reached by Enter comes in with. */
async function animationAfterMove(page: Page) {
  await page.goto(WORDS.en.path);
  await hydrated(page);
  await page.getByRole('textbox', { name: WORDS.en.name }).fill('Ada');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radiogroup', { name: WORDS.en.attended('Ada') })).toBeVisible();
  return page.locator('[data-question]').evaluate((box) => getComputedStyle(box).animationName);
}

test('the next question slides in', async ({ page }) => {
  expect(await animationAfterMove(page)).toBe('question-in');
});

test('under reduced motion the next question comes with no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationAfterMove(page)).toBe('none');
  // Nor does the progress bar glide.
  const bar = page.getByRole('progressbar').locator('.MuiLinearProgress-bar').first();
  expect(await bar.evaluate((b) => getComputedStyle(b).transitionDuration)).toBe('0s');
});

test('a draft comes back at the first question left unanswered, every answer kept', async ({
  page,
}) => {
  await page.goto(WORDS.en.path);
  await hydrated(page);
  await page.getByRole('textbox', { name: WORDS.en.name }).fill('Ada');
  await page.keyboard.press('Enter');
  await page.keyboard.press('KeyA');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radiogroup', { name: WORDS.en.rating })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schema-forms:draft:one-at-a-time-drill')))
    .toContain('"attended":true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('radiogroup', { name: WORDS.en.rating })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(
    page.getByRole('radiogroup', { name: WORDS.en.attended('Ada') }).getByRole('radio', {
      name: WORDS.en.yes,
    }),
  ).toBeChecked();
});

// Pictures for people to look at (tests/output/ is git-ignored), each state asserted first.
for (const width of [390, 1280]) {
  test(`pictures at ${width} px: a text question, lettered choices, in Arabic`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const shots = 'tests/output/screenshots';
    const size = { width, height: width < 500 ? 760 : 800 };
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(WORDS.en.path);
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: WORDS.en.name })).toBeVisible();
    await page.screenshot({ path: `${shots}/one-at-a-time-text-${width}.png` });
    await page.getByRole('textbox', { name: WORDS.en.name }).fill('Ada');
    await page.keyboard.press('Enter');
    await page.keyboard.press('KeyA');
    await page.keyboard.press('Enter');
    await page.keyboard.press('KeyB');
    await expect(page.getByRole('radio', { name: 'Fine' })).toBeChecked();
    await page.screenshot({ path: `${shots}/one-at-a-time-choices-${width}.png` });

    // Another visitor: the English answers are this one's draft.
    const other = await browser.newContext({ baseURL, viewport: size, reducedMotion: 'reduce' });
    const arabic = await other.newPage();
    await arabic.goto(WORDS.ar.path);
    await hydrated(arabic);
    await arabic.getByRole('textbox', { name: WORDS.ar.name }).fill('Ada');
    await arabic.keyboard.press('Enter');
    await arabic.keyboard.press('KeyA');
    await expect(arabic.getByRole('radio', { name: WORDS.ar.yes })).toBeChecked();
    await arabic.screenshot({ path: `${shots}/one-at-a-time-ar-${width}.png` });
    await other.close();
  });
}
