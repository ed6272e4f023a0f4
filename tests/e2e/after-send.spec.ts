import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EMBED_HOST_PORT, serveHostPage } from '../fixtures/embed-host';
import { fakeRecaptcha } from '../fixtures/recaptcha';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

const OWNER = 'template_after_send';
const COPY = 'template_after_send_copy';

async function fillAndSend(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: /Your name/ }).fill(name);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('checkbox', { name: /I am not a robot/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
}

/** The copy goes only once the person passes its own captcha on the success page. */
async function askForCopy(page: Page, address: string) {
  await expect(
    page.getByText(
      `To get an email at ${address} confirming that your answers arrived, tick the box below.`,
    ),
  ).toBeVisible();
  // Ticked, the copy goes at once and the box with it: a click, not a check that reads it back.
  await page.getByRole('checkbox', { name: /I am not a robot/ }).click();
}

test('the copy to the person: only after the owner email, with a captcha of its own, once per submission, and its failure told apart', async ({
  page,
  context,
  request,
}) => {
  // Seven sends from two tabs, each waiting for the sink's answer: 15 to 20 of its 30 s at load
  // 20 to 36, so three times the time, as for any long story of real sends.
  test.slow();
  await fakeRecaptcha(page);
  // A second tab of the same filling, open before the first sends.
  const second = await context.newPage();
  await fakeRecaptcha(second);
  await second.goto('/after-send-copy');
  await hydrated(second);
  const owner = sinkFor(request, OWNER);
  const copy = sinkFor(request, COPY);
  await owner.clear();
  await copy.clear();
  await copy.setMode('ok');
  const confirmed = async (sink: typeof owner) =>
    (await sink.received()).filter((e) => e.answeredWith === 'ok');

  // The owner's email fails: the person is told to send again, and no copy goes out.
  await owner.setMode('500');
  await page.goto('/after-send-copy');
  await fillAndSend(page, 'Ana Lima', 'ana@example.com');
  await expect(page.getByRole('alert')).toContainText('having trouble (error 500)');
  expect(await owner.received()).toHaveLength(1);
  expect(await copy.received()).toEqual([]);

  // The retry is confirmed: one owner email and one copy, to the typed address, same reference.
  await owner.setMode('ok');
  await page.getByRole('checkbox', { name: /I am not a robot/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
  expect(await copy.received()).toEqual([]);
  await askForCopy(page, 'ana@example.com');
  await expect(
    page.getByText('An email confirming that your answers arrived was sent to ana@example.com.'),
  ).toBeVisible();
  const [sent] = await confirmed(owner);
  const copies = await copy.received();
  expect(copies).toHaveLength(1);
  // The address and nothing else a sender could choose: the template is the owner's fixed text.
  const { 'g-recaptcha-response': _token, ...carried } = copies[0]?.template_params ?? {};
  expect(carried).toEqual({ to_email: 'ana@example.com' });
  expect(sent?.template_params.submission_id).toBeTruthy();
  // Its own token, not the one the owner's email used up.
  expect(copies[0]?.['g-recaptcha-response']).toBe('fake-token-3');
  expect(sent?.['g-recaptcha-response']).toBe('fake-token-2');

  // The same answers sent again from the second tab: the owner gets them with the same
  // reference (EmailJS cannot refuse them), the person no second copy of that submission.
  await fillAndSend(second, 'Ana Lima', 'ana@example.com');
  await expect(second.getByRole('heading', { name: 'Received' })).toBeVisible();
  await expect.poll(async () => (await confirmed(owner)).length).toBe(2);
  expect(new Set((await confirmed(owner)).map((e) => e.template_params.submission_id)).size).toBe(
    1,
  );
  await expect(second.getByText(/To get an email at/)).toHaveCount(0);
  expect(await copy.received()).toHaveLength(1);
  await second.close();

  // The copy fails: the answers arrived, only the copy did not; nothing more goes to the owner.
  await copy.setMode('500');
  await page.getByRole('button', { name: 'Send another response' }).click();
  await fillAndSend(page, 'Bo Chen', 'bo@example.com');
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
  await askForCopy(page, 'bo@example.com');
  await expect(
    page.getByText(
      'Your answers arrived. Only the confirmation to bo@example.com could not be sent: the email service is having trouble. There is no need to send your answers again.',
    ),
  ).toBeVisible();
  expect(await confirmed(owner)).toHaveLength(3);
  expect((await copy.received()).map((e) => e.answeredWith)).toEqual(['ok', '500']);
  await copy.setMode('ok');

  // An address the link carries gets no copy, even typed in by hand: a link could name anyone.
  await page.goto('/after-send-copy?ref=eve%40example.com');
  await fillAndSend(page, 'Eve Ng', 'eve@example.com');
  await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
  await expect(
    page.getByText(
      'No confirmation was sent: a confirmation never goes to an address that came with the link.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/To get an email at/)).toHaveCount(0);
  expect(await confirmed(owner)).toHaveLength(4);
  expect(await copy.received()).toHaveLength(2);
});

test('opening hours: a closed screen shows its message, one that opens later opens on time and keeps its draft when it closes', async ({
  page,
}) => {
  await page.goto('/after-send-closed');
  await expect(page.getByRole('status')).toHaveText(
    'Registration is full: thank you for your interest.',
  );
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveCount(0);

  // A minute before 09:00 in Berlin (08:00 UTC in winter), then the clock runs on.
  await page.clock.install({ time: new Date('2030-01-01T07:59:00Z') });
  await page.goto('/after-send-later');
  await expect(page.getByRole('status')).toHaveText(
    'This form opens on Tuesday 1 January 2030 at 09:00 (Europe/Berlin time).',
  );
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveCount(0);
  await page.clock.fastForward('01:01');
  const name = page.getByRole('textbox', { name: /Your name/ });
  await name.fill('Ana Lima');
  const draft = () =>
    page.evaluate(() => localStorage.getItem('schema-forms:draft:after-send-later'));
  await expect.poll(draft).toContain('Ana Lima');

  await page.clock.fastForward('30:00');
  await expect(page.getByRole('status')).toHaveText(
    'This form closed on Tuesday 1 January 2030 at 09:30 (Europe/Berlin time).',
  );
  await expect(name).toHaveCount(0);
  expect(await draft()).toContain('Ana Lima');
});

/** The guide's host snippet, pointed at this app and the embedded test screen. */
function hostPage(appOrigin: string): string {
  const guide = readFileSync(
    path.resolve(import.meta.dirname, '../../docs/guide/settings.md'),
    'utf8',
  );
  const snippet = /```html\n([\s\S]*?schema-forms:height[\s\S]*?)```/.exec(guide)?.[1] ?? '';
  expect(snippet).toContain('<iframe');
  return `<!doctype html><title>Another site</title><h1>Another site</h1>${snippet
    .replaceAll('https://forms.example.org', appOrigin)
    .replace('/embed/contact', '/embed/after-send-embed')}`;
}

test("embedding: the guide's snippet shows a screen alone in a listed site's frame, sized to it; an unlisted site is refused", async ({
  page,
  request,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const sink = sinkFor(request, 'template_after_send_embed');
  await sink.clear();
  const listed = await serveHostPage(hostPage(appOrigin), EMBED_HOST_PORT);
  const unlisted = await serveHostPage(hostPage(appOrigin), 0);
  try {
    await page.goto(`${listed.origin}/`);
    const frame = page.frameLocator('iframe');
    const iframe = page.locator('iframe');
    await expect(frame.getByRole('heading', { name: 'After the send: embedded' })).toBeVisible();
    // The screen alone: no app bar, no footer.
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'All forms' })).toHaveCount(0);
    // The snippet sized the frame to the screen (it starts at 600 px).
    const contentHeight = () =>
      frame.locator('.embedded').evaluate((e) => Math.ceil(e.getBoundingClientRect().height));
    const frameHeight = () => iframe.evaluate((e) => e.getBoundingClientRect().height);
    await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
    expect(await frameHeight()).not.toBe(600);

    // An error message makes it taller, and the frame follows; the thank-you shows in the frame.
    const before = await frameHeight();
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByText('Please fill this in')).toBeVisible();
    await expect.poll(frameHeight).toBeGreaterThan(before);
    await frame.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByRole('heading', { name: 'Thanks from the frame' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'See all forms' })).toHaveCount(0);
    await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
    expect(await sink.received()).toHaveLength(1);

    // Another loopback origin, not listed: the app's answer names only the listed site in
    // frame-ancestors, and the browser puts its error page in the frame instead.
    const answer = page.waitForResponse((r) => r.url().startsWith(`${appOrigin}/embed/`));
    await page.goto(`${unlisted.origin}/`);
    const policy = (await answer).headers()['content-security-policy'] ?? '';
    expect(policy.split('; ')).toContain(`frame-ancestors ${listed.origin}`);
    const child = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
    await expect(frame.getByRole('heading', { name: 'After the send: embedded' })).toHaveCount(0);
  } finally {
    listed.server.close();
    unlisted.server.close();
  }
});

// Issue 45, finding 7: `/embed/<anything>` rendered the full not-found page with the app bar, and
// its Sign in link moved the frame to the sign-in page without a new page load, so the listed
// site showed the password form. Now: a bare not-found, links out open a tab of their own, and
// no page outside /embed/ renders in a frame.
test('a framed embed page: bare not-found, links out in a new tab, no sign-in in the frame', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const host = await serveHostPage(
    `<!doctype html><title>Another site</title><iframe src="${appOrigin}/embed/no-such-form" style="width:100%;height:600px"></iframe>`,
    EMBED_HOST_PORT,
  );
  try {
    await page.goto(`${host.origin}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await hydrated(frame);
    // Its one link out opens the list in a tab of its own; the frame stays where it is.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      frame.getByRole('link', { name: 'See all forms' }).click(),
    ]);
    await expect(tab).toHaveURL(`${appOrigin}/`);
    await tab.close();
    await expect(frame.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // Moved to the sign-in page by the app's own router, the frame offers it in its own tab.
    const inFrame = page.frames().find((f) => f !== page.mainFrame());
    await inFrame?.evaluate(() => {
      history.pushState(null, '', '/sign-in');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      frame.getByRole('heading', { name: 'This page opens in its own tab' }),
    ).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(frame.getByLabel('Password')).toHaveCount(0);
    await expect(frame.getByRole('banner')).toHaveCount(0);
  } finally {
    host.server.close();
  }
});

// Issue 45, finding 7, re-checked: a screen's `success.redirect` moved the frame itself after
// 4 s, to a page of this site that refuses frames (an error page in the listed site) or to a
// page of another site passing for this one. In a frame the thank-you stays; Continue opens
// the page in a tab of its own.
test('a framed screen that redirects after sending keeps its thank-you; Continue opens a tab', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  await page.clock.install();
  const host = await serveHostPage(hostPage(appOrigin), EMBED_HOST_PORT);
  try {
    await page.goto(`${host.origin}/`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByRole('heading', { name: 'Thanks from the frame' })).toBeVisible();
    await page.clock.fastForward('00:10');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      frame.getByRole('link', { name: 'Continue' }).click(),
    ]);
    await expect(tab).toHaveURL(`${appOrigin}/after-send-copy`);
    await tab.close();
    await expect(frame.getByRole('heading', { name: 'Thanks from the frame' })).toBeVisible();
    expect(
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    ).toBe(`${appOrigin}/embed/after-send-embed`);
  } finally {
    host.server.close();
  }
});

// Issue 45, finding 7, its headers: the listed site may frame /embed/ pages alone. Framed
// directly, the sign-in page and a screen's own page (its Send button under a decoy) get the
// browser's refusal, as on Firebase; the preview once sent every page the embed pages' policy.
test('the listed site framing a page outside /embed/ gets the refusal, never the page', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  for (const pathname of ['/sign-in', '/after-send-copy']) {
    const host = await serveHostPage(
      `<!doctype html><title>Another site</title><iframe src="${appOrigin}${pathname}" style="width:100%;height:600px"></iframe>`,
      EMBED_HOST_PORT,
    );
    try {
      const answer = page.waitForResponse((r) => r.url() === `${appOrigin}${pathname}`);
      await page.goto(`${host.origin}/`);
      const headers = (await answer).headers();
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']?.split('; ')).toContain("frame-ancestors 'none'");
      const child = () => page.frames().find((f) => f !== page.mainFrame());
      await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('button', { name: 'Send' })).toHaveCount(0);
      await expect(frame.getByLabel('Password')).toHaveCount(0);
    } finally {
      host.server.close();
    }
  }
});
