import { expect, test, type Page } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// Issue 45, finding 6, in the production build: an answer, here given by a link's prefill, is
// piped into a consent box's title, a Markdown description, help, and the thank-you texts. It
// stays the words it is, whatever it looks like: no link, image or markup of it reaches the
// page, and nothing is fetched from the addresses it names.
const answers = [
  '[Your session expired: sign in again](https://evil.example/login)',
  'https://evil.example/login',
  '<a href="https://evil.example/login">sign in</a>',
  '<img src=https://tracker.example/i.png>',
  '![x](https://tracker.example/pixel.png)',
  '{{agree}}',
];

// A link or image to the answers' hosts (the page's own Sign in link carries the address
// it returns to, the answer in it encoded: that one is the site's).
const HOSTILE = 'a[href*="//evil"], img[src*="//tracker"]';

/** The requests the page made to the answers' hosts. */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/^(evil|tracker)\.example$/.test(new URL(r.url()).hostname)) seen.push(r.url());
  });
  return seen;
}

async function expectWordsOnly(page: Page, answer: string) {
  const consent = page.getByRole('checkbox', { name: /agree to be contacted/ });
  await expect(consent.locator('xpath=ancestor::label')).toContainText(
    `I, ${answer}, agree to be contacted`,
  );
  // The author's Markdown is rendered, the answer inside it is its characters.
  await expect(page.locator('strong', { hasText: answer })).toHaveText(answer);
  await expect(page.getByText(`For ${answer} only`)).toBeVisible();
  // The author's own link stays one; nothing of the answer became a link or an image.
  await expect(page.getByRole('link', { name: 'terms' })).toHaveAttribute(
    'href',
    'https://example.org/terms',
  );
  await expect(page.locator(HOSTILE)).toHaveCount(0);
}

for (const answer of answers) {
  test(`an answer piped into the page is words, never a link or an image: ${answer}`, async ({
    page,
  }) => {
    const requests = outsideRequests(page);
    await page.goto(`/hostile-answers?name=${encodeURIComponent(answer)}`);
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(answer);
    await expectWordsOnly(page, answer);
    expect(requests).toEqual([]);
  });
}

test('the thank-you texts and the email carry the answer as words', async ({ page, request }) => {
  const sink = sinkFor(request, 'template_hostile_answers');
  await sink.clear();
  const answer = answers[0] ?? '';
  const requests = outsideRequests(page);
  await page.goto(`/hostile-answers?name=${encodeURIComponent(answer)}`);
  await hydrated(page);
  await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Thanks, ${answer}` })).toBeVisible();
  await expect(page.getByText(`We have it, ${answer}.`)).toBeVisible();
  await expect(page.locator(HOSTILE)).toHaveCount(0);
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const [email] = await sink.received();
  expect(email?.template_params.subject).toBe(`From ${answer}`);
  expect(requests).toEqual([]);
});

test('one question at a time: the answer piped into the consent is words', async ({ page }) => {
  const answer = answers[0] ?? '';
  const requests = outsideRequests(page);
  // The name the link gave is answered, so the view opens at the consent.
  await page.goto(`/hostile-answers-one?name=${encodeURIComponent(answer)}`);
  await hydrated(page);
  const consent = page.getByRole('checkbox', { name: /agree to be contacted/ });
  await expect(consent.locator('xpath=ancestor::label')).toContainText(
    `I, ${answer}, agree to be contacted`,
  );
  await expect(page.locator(HOSTILE)).toHaveCount(0);
  expect(requests).toEqual([]);
});
