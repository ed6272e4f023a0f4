import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, showInColourScheme } from '../fixtures/axe';
import { sinkFor } from '../fixtures/sink-client';

// Sign-in against the real Firebase Auth emulator that playwright.config.ts
// starts; the production build is connected to it and uses the default
// `demo-forms` project (src/kernel/config/env.ts, src/scripts/auth-emulator.ts).
const AUTH = `http://127.0.0.1:${Number(process.env.E2E_AUTH_PORT ?? 9199)}`;
const PROJECT = 'demo-forms';
const SCREEN = '/member-survey?ref=abc';
const PASSWORD = 'correct horse 7';

// The emulator's accounts are shared with other spec files running beside
// these (a11y signs in too), so nothing here clears them all: every test makes
// accounts of its own, and deletes only its own.
//
// Each test is a story of many steps against the real emulator, each step
// waiting for what a person would see. On a loaded 2-core machine (load 9-11)
// every step takes 3-5 times as long, and the longest stories went past
// Playwright's default 30 s with the page already in the expected state: their
// limit is three times that, as Playwright's test.slow() would make it.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// Unique per test, so the sink's list (shared with other spec files) is read by it alone.
const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.com`;

/** Deletes one account on the server, as an administrator would ("owner" is the emulator's admin token). */
async function deleteAccount(request: APIRequestContext, localId: string) {
  const response = await request.post(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:delete`,
    { headers: { Authorization: 'Bearer owner' }, data: { localId } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

async function createAccount(request: APIRequestContext, email: string, displayName: string) {
  const response = await request.post(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    { data: { email, password: PASSWORD, displayName, returnSecureToken: true } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: false }).first();
const survey = (page: Page) => page.getByRole('heading', { name: 'Member survey', level: 1 });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account/ });

async function signIn(page: Page, email: string, password = PASSWORD) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Lands on sign-in, coming back to the screen, and the form is never shown on the way. */
async function expectClosed(page: Page) {
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fmember-survey/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(survey(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
}

test('signed out: the home page marks the signed-in screen with a lock and opening it asks to sign in', async ({
  page,
}) => {
  await page.goto('/');
  const entry = page.getByRole('listitem').filter({ hasText: 'Member survey' });
  await expect(entry.getByRole('img', { name: 'Sign-in required' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Contact' }).getByRole('img', {
      name: 'Sign-in required',
    }),
  ).toHaveCount(0);

  // Sent to sign in at once: nothing of the screen (its file, the form's code) is fetched for it.
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(SCREEN);
  await expectClosed(page);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(SCREEN)}`);
  await expect(emailField(page)).toBeVisible();
  expect(fetched.filter((path) => path.includes('screen-'))).toEqual([]);
  // Firebase comes once the page is there, for the sign-in itself.
  await expect.poll(() => fetched.some((path) => path.includes('/firebase.'))).toBe(true);
});

test('wrong password and unknown email say so in plain words and keep the email; a new account can be made', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ana');
  await createAccount(request, email, 'Ana Lima');
  await page.goto(SCREEN);

  await signIn(page, email, 'not the password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/password is not right|do not match an account/);
  await expect(emailField(page)).toHaveValue(email);
  await page.screenshot({ path: 'tests/output/auth-wrong-password.png', fullPage: true });

  const stranger = uniqueEmail('nobody');
  await emailField(page).fill(stranger);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toHaveText(/no account with that email|do not match an account/);
  await expect(emailField(page)).toHaveValue(stranger);

  // The sign-in service out of reach.
  await page.route(`${AUTH}/identitytoolkit.googleapis.com/**`, (route) => route.abort());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toHaveText(/could not reach the sign-in service/);
  await expect(emailField(page)).toHaveValue(stranger);
  await page.unrouteAll();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(SCREEN);
  await expect(survey(page)).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName(`Account: ${stranger}`);
});

test('sign-in comes back to the screen with its query, prefilled, sends who is signed in, and survives a reload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ben');
  const uid = await createAccount(request, email, 'Ben Okafor');

  await page.goto(SCREEN);
  await expectClosed(page);
  await signIn(page, email);
  await expect(page).toHaveURL(SCREEN);
  await expect(survey(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(email);

  // A scale from 1 to 5 is a row of buttons (issue 16, item 8), no longer a number box.
  await page
    .getByRole('radiogroup', { name: /How was this year/ })
    .getByRole('radio', { name: '4', exact: true })
    .click();
  await page.getByRole('button', { name: 'Send answers' }).click();
  const surveySends = sinkFor(request, 'template_member_survey');
  const mine = async () =>
    (await surveySends.received()).filter((e) => e.template_params.user_email === email);
  await expect.poll(async () => (await mine()).length).toBe(1);
  const [sent] = await mine();
  expect(sent?.template_id).toBe('template_member_survey');
  expect(sent?.template_params).toMatchObject({
    signed_in_uid: uid,
    user_email: email,
    user_name: 'Ben Okafor',
    rating: '4',
    subject: `Member survey from ${email}`,
  });

  await page.reload();
  await expect(page).toHaveURL(SCREEN);
  await expect(survey(page)).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName('Account: Ben Okafor');
});

// One story apart from the one above: each is a test of its own, so neither
// carries the other's steps within its time limit on a loaded machine.
test("a signed-in screen with a file sends the account as signed_in_uid and EmailJS's own user_id once", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cleo');
  const uid = await createAccount(request, email, 'Cleo Park');
  const sink = sinkFor(request, 'template_signed_in_file');

  await page.goto('/signed-in-file');
  await signIn(page, email);
  await expect(page).toHaveURL('/signed-in-file');
  await page.getByRole('textbox', { name: 'Note' }).fill('My file');
  await page.getByLabel('Attachment').setInputFiles({
    name: 'plan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('a plan\n'),
  });
  await page.getByRole('button', { name: 'Send file' }).click();
  await expect(page.getByRole('heading', { name: 'File sent' })).toBeVisible();

  const mine = async () =>
    (await sink.received()).filter((e) => e.template_params.user_email === email);
  await expect.poll(async () => (await mine()).length).toBe(1);
  const [sent] = await mine();
  // Multipart (send-form): every name once, so EmailJS cannot take the wrong one.
  expect(sent?.path).toBe('/api/v1.0/email/send-form');
  expect(sent?.repeated).toEqual([]);
  expect(sent?.user_id).toBe('e2e-public-key');
  expect(sent?.template_params.signed_in_uid).toBe(uid);
  expect(sent?.template_params).not.toHaveProperty('user_id');
  expect(sent?.attachments.map((a) => a.name)).toEqual(['plan.txt']);
  await deleteAccount(request, uid);
});

test('sign-out closes the screen again, by link and by the back button, and the next person finds nothing of the last one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ben');
  await createAccount(request, email, 'Ben Okafor');
  await page.goto(SCREEN);
  await signIn(page, email);
  await expect(survey(page)).toBeVisible();

  // Answers typed but not sent are kept as a draft, for this person only.
  await page.getByRole('textbox', { name: 'Anything else?' }).fill('A note only Ben should see');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schema-forms:draft:member-survey')))
    .toContain('A note only Ben should see');

  // Leave by a link, so the screen is one step back in the history.
  await page.getByRole('link', { name: 'All forms' }).click();
  await expect(page).toHaveURL('/');
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(`Signed in as ${email}`);
  await page.screenshot({ path: 'tests/output/auth-account-menu.png' });
  expect(await axeViolations(page, '#account-menu')).toEqual([]);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);

  await page.goBack();
  await expectClosed(page);
  await page.goto(SCREEN);
  await expectClosed(page);

  // The next person on this browser sees their own email and nothing Ben typed.
  const next = uniqueEmail('cleo');
  await createAccount(request, next, 'Cleo Park');
  await signIn(page, next);
  await expect(survey(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(next);
  await expect(page.getByRole('textbox', { name: 'Anything else?' })).toHaveValue('');
});

test('a crafted next (dot segments, backslashes) lands on the home page, never another site or the crash screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('eve');
  await createAccount(request, email, 'Eve Adams');
  const home = async () => {
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: /Member survey/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
  };
  const crafted = [
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
  ];
  // Signing in from the first link, then signed in, the sign-in page sends the
  // person on at once: each link, and its reload.
  for (const [i, next] of crafted.entries()) {
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    if (i === 0) await signIn(page, email);
    await home();
    await page.reload();
    await home();
  }
});

test('keyboard only: sign in with visible focus; a revoked session or cleared browser storage closes the screen again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('chen');
  const uid = await createAccount(request, email, 'Chen Wu');
  await page.goto(SCREEN);
  await expect(emailField(page)).toBeVisible();

  // Tab from the top of the page until the email field has the focus.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.getAttribute('type')) === 'email') break;
    // Every stop on the way shows where the focus is: the browser's outline, or MUI's focus ring.
    const shown = await focused.evaluate(
      (el) =>
        el.matches(':focus-visible') &&
        (getComputedStyle(el).outlineStyle !== 'none' || el.classList.contains('Mui-focusVisible')),
    );
    expect(shown, await focused.evaluate((el) => el.outerHTML.slice(0, 120))).toBe(true);
  }
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page).locator('xpath=..')).toHaveClass(/Mui-focused/);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(SCREEN);
  await expect(survey(page)).toBeVisible();

  // The account is deleted on the server: the saved session no longer opens the screen.
  await deleteAccount(request, uid);
  await page.goto(SCREEN);
  await expectClosed(page);

  // Signed in again, then the browser's saved session is wiped.
  await createAccount(request, email, 'Chen Wu');
  await signIn(page, email);
  await expect(survey(page)).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deletion = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve();
      }),
  );
  await page.goto(SCREEN);
  await expectClosed(page);
});

// Firebase's popup sign-in talks to the emulator's helper iframe through
// Google's gapi loader (https://apis.google.com/js/api.js), which both the app
// and the emulator's own iframe page load from the internet. This machine
// cannot reach it, so Playwright serves this fake of the one part used,
// `gapi.iframes`: a parent page opening an iframe and the two sending each
// other named messages with replies. Everything else is real: the emulator's
// provider page and iframe, the Firebase SDK and the app under its CSP.
const GAPI_STAND_IN = `(() => {
  const FILTER = 'cross-origin';
  const channel = (peer) => {
    const handlers = {}, waiting = {}, replies = {};
    let seq = 0;
    const answer = (m) =>
      peer().postMessage({ standIn: 'reply', id: m.id, result: [handlers[m.type](m.data)] }, '*');
    addEventListener('message', (e) => {
      const m = e.data;
      if (!m || !m.standIn || e.source !== peer()) return;
      if (m.standIn === 'send') {
        if (handlers[m.type]) answer(m);
        else (waiting[m.type] ??= []).push(m);
      } else if (replies[m.id]) {
        replies[m.id](m.result);
        delete replies[m.id];
      }
    });
    return {
      register(type, handler) {
        handlers[type] = handler;
        (waiting[type] ?? []).splice(0).forEach(answer);
      },
      send(type, data, callback) {
        const id = String(++seq);
        replies[id] = callback ?? (() => {});
        peer().postMessage({ standIn: 'send', id, type, data }, '*');
      },
    };
  };
  let parent;
  const context = {
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      }
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const iframe = channel(() => frame.contentWindow);
      iframe.restyle = async () => {};
      iframe.ping = (callback) => loaded.then(callback);
      frame.src = options.url;
      (options.where ?? document.body).appendChild(frame);
      return Promise.resolve(onOpen(iframe));
    },
    getParentIframe: () => (parent ??= channel(() => window.parent)),
  };
  window.gapi = {
    load: (name, { callback }) => setTimeout(callback),
    iframes: { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  (onload ? window[onload] : window.gapi_onload)?.();
})();`;

test("Google sign-in through the emulator's own provider page, under the strict CSP", async ({
  page,
}) => {
  const context = page.context();
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  // The provider page's styles and icons come from CDNs this machine cannot reach either.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({ body: '' }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });

  await page.goto(SCREEN);
  await expectClosed(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);
  await popup.getByText('Add new account').click();
  const email = uniqueEmail('dana');
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Dana Scully');
  // Firebase closes the window once it has the result, possibly before the click returns: the
  // click then ends in "Target page closed", which is the success it waits for.
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name: /Sign in with Google\.com/ })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;

  await expect(page).toHaveURL(SCREEN);
  await expect(survey(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(email);
  await expect(accountButton(page)).toHaveAccessibleName('Account: Dana Scully');
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});

test('the sign-in page with an alert has no accessibility violations, light and dark', async ({
  page,
}) => {
  await page.goto(SCREEN);
  await signIn(page, uniqueEmail('nobody'));
  await expect(page.getByRole('alert')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInColourScheme(page, colorScheme);
    await page.screenshot({ path: `tests/output/auth-sign-in-${colorScheme}.png` });
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
});
