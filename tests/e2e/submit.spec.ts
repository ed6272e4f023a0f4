import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SINK, sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// Every test here counts the contact screen's sends: one at a time.
test.describe.configure({ mode: 'serial' });

// Other files send the contact screen too, side by side with these: the sink is
// never cleared here, and a test counts only the sends of this file's person
// since it started.
const answers = {
  name: 'Ana Serial',
  email: 'ana@example.com',
  message: 'Hello there, çà et là ✓',
};
const sink = (request: APIRequestContext) => sinkFor(request, 'template_contact');
let startedAt = 0;
const received = async (request: APIRequestContext) =>
  (await sink(request).receivedSince(startedAt)).filter(
    (e) => e.template_params.subject === `New message from ${answers.name}`,
  );

test.beforeEach(async ({ request }) => {
  await sink(request).setMode('ok');
  startedAt = Date.now();
});

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function fillContact(page: Page) {
  await page.goto('/contact');
  await field(page, /Your name/).fill(answers.name);
  await field(page, /Email/).fill(answers.email);
  await field(page, /Message/).fill(answers.message);
}

async function expectAnswersKept(page: Page) {
  await expect(field(page, /Your name/)).toHaveValue(answers.name);
  await expect(field(page, /Email/)).toHaveValue(answers.email);
  await expect(field(page, /Message/)).toHaveValue(answers.message);
}

test('a confirmed send shows the success screen and sends exactly the mapped request', async ({
  page,
  request,
}) => {
  await fillContact(page);
  const before = new Date();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Your message is on its way.')).toBeVisible();

  const sent = await received(request);
  expect(sent).toHaveLength(1);
  const [email] = sent;
  expect(email?.path).toBe('/api/v1.0/email/send');
  expect(email?.lib_version).toBe('4.4.1');
  expect(email?.user_id).toBe('e2e-public-key');
  expect(email?.service_id).toBe('default_service');
  expect(email?.template_id).toBe('template_contact');
  const params = email?.template_params ?? {};
  expect(Object.keys(params).sort()).toEqual(
    [
      'answers',
      'form_id',
      'form_title',
      'language',
      'message',
      'reply_to',
      'subject',
      'submission_id',
      'submitted_at',
    ].sort(),
  );
  expect(params.submission_id).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
  expect(params.subject).toBe(`New message from ${answers.name}`);
  expect(params.reply_to).toBe('ana@example.com');
  expect(params.message).toBe(answers.message);
  expect(params.form_id).toBe('contact');
  expect(params.form_title).toBe('Contact us');
  expect(params.language).toBe('en');
  const at = Date.parse(params.submitted_at ?? '');
  expect(params.submitted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(at).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(params.answers).toBe(
    `Your name: ${answers.name}\nEmail: ana@example.com\nTopic: A question\nMessage: ${answers.message}`,
  );

  // The draft is forgotten once the send is confirmed.
  await page.reload();
  await expect(field(page, /Your name/)).toHaveValue('');
});

test('a double click and Enter twice each send once', async ({ page, request }) => {
  await fillContact(page);
  await page.getByRole('button', { name: 'Send message' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(await received(request)).toHaveLength(1);

  await fillContact(page);
  await field(page, /Your name/).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(await received(request)).toHaveLength(2);
});

test('a draft comes back after leaving the screen and is gone after sending', async ({
  page,
  request,
}) => {
  await fillContact(page);
  // Left at once: typed into the page as the build rendered it, the answers are in the draft
  // by the time the link is followed (hydration-gate.ts holds it until then).
  await page.getByRole('link', { name: 'All forms' }).click();
  await page.getByRole('link', { name: /Contact us/ }).click();
  await expectAnswersKept(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.goto('/contact');
  await expect(field(page, /Message/)).toHaveValue('');
  expect(await received(request)).toHaveLength(1);
});

test("the browser's Back pressed right after typing keeps what was typed", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: /Contact us/ }).click();
  await hydrated(page);
  // Still typing (no pause, no field left) when Back is pressed.
  await field(page, /Your name/).pressSequentially(answers.name);
  await page.goBack();
  await expect(page.getByRole('link', { name: /Contact us/ })).toBeVisible();
  await page.goForward();
  await expect(field(page, /Your name/)).toHaveValue(answers.name);
});

test('the sink page lists what was sent, newest first, as text', async ({ page }) => {
  // Other files and earlier runs send the contact screen too: this send is found by its text.
  const name = `<img src=x onerror="window.__ran=1"> ${Date.now().toString(36)}`;
  await fillContact(page);
  await field(page, /Your name/).fill(name);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.goto(SINK);
  const mine = page.getByRole('article').filter({ hasText: `New message from ${name}` });
  await expect(mine).toHaveCount(1);
  // Headed by its subject, as a mailbox shows it, the template named under it.
  await expect(mine.getByRole('heading', { name: `New message from ${name}` })).toBeVisible();
  await expect(mine.getByText(/^Template template_contact · /)).toBeVisible();
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  await page.screenshot({ path: 'tests/output/sink-page.png', fullPage: true });
});

test('the last keystrokes reach the send when Send is clicked right after typing', async ({
  page,
  request,
}) => {
  await fillContact(page);
  // Typed key by key and sent at once, inside the pause a field waits before telling the form.
  await field(page, /Message/).pressSequentially(' And one more thing.', { delay: 10 });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const [email] = await received(request);
  expect(email?.template_params.message).toBe(`${answers.message} And one more thing.`);
});
