import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { LINK_WAIT_MS } from '../../src/kernel/ui/hydration-gate';
import { TYPING_PAUSE_MS } from '../../src/kernel/ui/typing-pause';
import { screenFiles } from '../fixtures/screen-files';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// The production build renders every public screen into its own page
// (src/build/prerender.ts); the app hydrates it once its code has run.
const screens = [...screenFiles('schemas'), ...screenFiles('tests/fixtures/schemas')];

/** What the page reports going wrong: React reports a page it could not hydrate as rendered. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The captcha drill's script host is out of reach here: that is not the page's doing.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      problems.push(m.text());
    }
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/**
 * The early typing drill as the build rendered it, its code held back until
 * `release()` (a slow connection), and its name box.
 */
async function openRendered(page: Page) {
  const release = await holdScreenCode(page);
  await page.goto('/early-typing', { waitUntil: 'domcontentloaded' });
  return { release, name: page.getByRole('textbox', { name: /Your name/ }) };
}

/** The early typing drill's sends, cleared and answered "OK". */
async function emptySink(request: APIRequestContext) {
  const sink = sinkFor(request, 'template_early_typing');
  await sink.clear();
  await sink.setMode('ok');
  return sink;
}

/**
 * Records on the page's clock when each key comes, how many of the form's rendered elements
 * React has made its own by then (it marks each as it goes), and when the page becomes the app's.
 */
async function recordTyping(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      claimedNow: () => number;
      keysAt: number[];
      claimed: number[];
      readyAt?: number;
    };
    w.claimedNow = () =>
      [...document.querySelectorAll('form *')].filter((e) =>
        Object.keys(e).some((k) => k.startsWith('__reactFiber$')),
      ).length;
    w.keysAt = [];
    w.claimed = [];
    addEventListener(
      'keydown',
      () => {
        w.keysAt.push(performance.now());
        w.claimed.push(w.claimedNow());
      },
      true,
    );
    new MutationObserver(() => {
      if (document.documentElement.dataset.ready) w.readyAt ??= performance.now();
    }).observe(document.documentElement, { attributes: true });
  });
  return {
    claimedNow: () =>
      page.evaluate(() => (window as unknown as { claimedNow: () => number }).claimedNow()),
    recorded: () =>
      page.evaluate(() => {
        const w = window as unknown as { keysAt: number[]; claimed: number[]; readyAt: number };
        return { keysAt: w.keysAt, claimed: w.claimed, readyAt: w.readyAt };
      }),
  };
}

/** The key after which typing first paused (`TYPING_PAUSE_MS`); the last one if it never did. */
const pauseIn = (keysAt: number[]) =>
  keysAt.findIndex((at, i) => (keysAt[i + 1] ?? Infinity) - at >= TYPING_PAUSE_MS);

for (const screen of screens) {
  const renderedByApp = screen.access === 'signed-in' || screen.opening !== undefined;
  test(`${screen.route} arrives rendered${renderedByApp ? ' only by the app' : ', and the app hydrates it as it is'}`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(screen.route)).text();
    if (renderedByApp) {
      // Rendered for nobody (or for the moment of the build), it would be wrong for
      // everybody (or later): the app renders it.
      expect(html).toContain('<div id="root"></div>');
      return;
    }
    expect(html).toContain(`data-prerendered="${screen.route}"`);
    expect(html).toContain('<form');
    // Its stylesheet is in it: the first frame waits for no request more.
    expect(html).not.toContain('rel="stylesheet"');
    const problems = problemsOf(page);
    await page.goto(screen.route);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    // The app's own render after hydration (this visit's answers, who is signed in) is done too:
    // React renders it in slices, a task each, and the browser runs an idle callback only once
    // no task is left.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(problems).toEqual([]);
  });
}

test('what is typed, chosen and sent before the app has taken the page over is kept and sent', async ({
  page,
  request,
}) => {
  const sink = await emptySink(request);
  const release = await holdScreenCode(page);
  const problems = problemsOf(page);
  await page.goto('/early-typing', { waitUntil: 'domcontentloaded' });

  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Early');
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await page.getByRole('checkbox', { name: 'Send me updates' }).click();
  await page.getByRole('textbox', { name: /Note/ }).fill('Typed before the app ran');
  // A field typed in has its title above it, not over the text, as the app renders it.
  const label = await page.locator('label[for="root_name"]').boundingBox();
  const input = await page.locator('#root_name').boundingBox();
  if (!label || !input) throw new Error('the name field is not on the page');
  expect(label.y + label.height).toBeLessThanOrEqual(input.y);
  // The title of the box typed in (Note, focused) keeps the text's colour, as the app keeps it.
  const colour = (id: string) =>
    page.locator(`label[for="${id}"]`).evaluate((l) => getComputedStyle(l).color);
  await expect(page.getByRole('textbox', { name: /Note/ })).toBeFocused();
  expect(await colour('root_note')).toBe(await colour('root_name'));
  // The page is never loaded again: the send waits for the app.
  const reloads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) reloads.push(r.url());
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Early');
  expect(await sink.received()).toEqual([]);

  release();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const sent = await sink.received();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.template_params).toMatchObject({
    subject: 'Early: Ana Early',
    plan: 'Yearly',
    updates: 'Yes',
    note: 'Typed before the app ran',
  });
  expect(reloads).toEqual([]);
  expect(problems).toEqual([]);
});

test('keys typed as the app comes in all arrive, and it hydrates the page once typing pauses', async ({
  page,
  request,
}) => {
  const sink = await emptySink(request);
  const { release, name } = await openRendered(page);
  await name.focus();
  const { recorded } = await recordTyping(page);
  release();
  // Typed on while the code comes in and runs (which took over at once before).
  const text = 'Ana typed on and on while the app came in, every key of it';
  for (const key of text) await page.keyboard.press(key === ' ' ? 'Space' : key);
  await hydrated(page);
  await expect(name).toHaveValue(text);
  // Not before the keys paused (src/kernel/ui/typing-pause.ts), however slowly they came.
  const { keysAt, readyAt } = await recorded();
  expect(readyAt).toBeGreaterThan((keysAt[pauseIn(keysAt)] ?? NaN) + TYPING_PAUSE_MS);

  await page.getByRole('radio', { name: 'Lifetime' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await sink.received())[0]?.template_params).toMatchObject({
    subject: `Early: ${text}`,
    plan: 'Lifetime',
  });
});

test("keys typed once React is taking the form over: the rest of React's work waits for the pause", async ({
  browser,
}, testInfo) => {
  const text = 'Ana typed while the app was taking the form over';
  // The first key has to land after React began the form and before it finished: a load
  // where it did not is tried again, in a new browser (no draft of the last one).
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    // A slow phone: React takes the form over in slices for long enough to type among them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const { release, name } = await openRendered(page);
    await name.focus();
    const { claimedNow, recorded } = await recordTyping(page);
    release();
    await expect.poll(claimedNow, { intervals: [10] }).toBeGreaterThan(0);
    for (const key of text) await page.keyboard.press(key === ' ' ? 'Space' : key);
    await hydrated(page);
    await expect(name).toHaveValue(text);
    const all = await claimedNow();
    const { keysAt, claimed, readyAt } = await recorded();
    await context.close();
    const first = claimed[0] ?? NaN;
    if (!(first < all && readyAt > (keysAt[0] ?? NaN))) {
      expect(attempt, 'no first key landed while React was taking the form over').toBeLessThan(6);
      continue;
    }
    // From the second key (the first may land in a slice already running) to the pause,
    // React made nothing more of the form its own (typing-aware-scheduler.ts); after, all.
    const pause = pauseIn(keysAt);
    const whileTyping = claimed.slice(1, pause + 1);
    expect(whileTyping).toEqual(whileTyping.map(() => claimed[1]));
    expect(readyAt).toBeGreaterThan((keysAt[pause] ?? NaN) + TYPING_PAUSE_MS);
    break;
  }
});

test('typed before the app has taken the page over, on top of the draft it restores', async ({
  page,
  request,
}) => {
  const sink = await emptySink(request);
  // A first visit leaves a note unsent: the draft.
  await page.goto('/early-typing');
  await hydrated(page);
  await page.getByRole('textbox', { name: /Note/ }).fill('Kept from last time');
  await page.getByRole('textbox', { name: /Note/ }).blur();
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.values(localStorage))))
    .toContain('Kept from last time');

  // Back on a slow connection: the page rendered for nobody, typed into at once.
  const release = await holdScreenCode(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Early');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /Note/ })).toHaveValue('Kept from last time');
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Early');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await sink.received())[0]?.template_params).toMatchObject({
    subject: 'Early: Ana Early',
    plan: 'Monthly',
    note: 'Kept from last time',
  });
});

test('a link followed before the app has taken the page over leaves once the draft holds what was typed', async ({
  page,
}) => {
  const { release, name } = await openRendered(page);
  await name.fill('Ana Early');
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await page.getByRole('link', { name: 'All forms' }).click();

  release();
  // The person leaves as the app hydrates the page, as asked, and finds it all on coming back.
  await expect(page.getByRole('link', { name: /Contact us/ })).toBeVisible();
  await page.goto('/early-typing');
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Early');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
});

test('a link followed from a typed-in page whose app never comes still leaves', async ({
  page,
}) => {
  // The screen's code held up for good (a stalled connection): the link goes after its wait.
  const { name } = await openRendered(page);
  await name.fill('Ana Early');
  await page.getByRole('link', { name: 'All forms' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: LINK_WAIT_MS + 10_000 });
});

test('offline before the app has come: the rendered page stays, says why, keeps what was typed, and is the form once back online', async ({
  page,
  context,
  request,
}) => {
  const sink = await emptySink(request);
  const { release, name } = await openRendered(page);
  await name.fill('Ana Offline');
  // The connection goes before the screen's code has come.
  await context.setOffline(true);
  release();
  const notice = page.getByRole('status').filter({ hasText: 'No connection' });
  await expect(notice).toHaveText(
    'No connection: this form finishes loading once you are back online. What you type stays on this page; what you choose shows then.',
  );
  // A choice is made once the form has come (hydration-gate.ts), as the line says.
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await expect(name).toHaveValue('Ana Offline');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `tests/output/screenshots/offline-rendered-${width}.png` });
  }

  await context.setOffline(false);
  await hydrated(page);
  await expect(notice).toHaveCount(0);
  await expect(name).toHaveValue('Ana Offline');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await sink.received())[0]?.template_params).toMatchObject({
    subject: 'Early: Ana Offline',
    plan: 'Yearly',
  });
});

test('a choice made by keyboard before the app has taken the page over shows, Tab leaves its group, and it is sent', async ({
  page,
  request,
}) => {
  const sink = await emptySink(request);
  const { release, name } = await openRendered(page);
  await name.fill('Cy Keys');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeFocused();
  // Arrow keys choose as in any radio group, and the choice shows at once.
  await page.keyboard.press('ArrowDown');
  const yearly = page.getByRole('radio', { name: 'Yearly' });
  await expect(yearly).toBeChecked();
  await expect(page.locator('.MuiRadio-root:has(> input[value="1"]) svg + svg')).toHaveCSS(
    'transform',
    'matrix(1, 0, 0, 1, 0, 0)',
  );
  await expect(page.locator('.MuiRadio-root:has(> input[value="0"]) svg + svg')).toHaveCSS(
    'transform',
    'matrix(0, 0, 0, 0, 0, 0)',
  );
  // Tab goes on to the next question, not to the group's next radio.
  await page.keyboard.press('Tab');
  const updates = page.getByRole('checkbox', { name: 'Send me updates' });
  await expect(updates).toBeFocused();

  release();
  await hydrated(page);
  await expect(yearly).toBeChecked();
  await expect(updates).toBeFocused();
  await page.keyboard.press('Space');
  await expect(updates).toBeChecked();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const sent = await sink.received();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.template_params).toMatchObject({ plan: 'Yearly', updates: 'Yes' });
});

test("a step's Next pressed before the app has taken the page over goes on with the answer", async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/sign-up', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Early');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /Your name/ })).toBeVisible();

  release();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /Email again/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Early');
});

test('a key pressed on a drop-down before the app has taken the page over opens it after', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/booking', { waitUntil: 'domcontentloaded' });
  // A drop-down is the app's code: on the page as rendered it is a box that takes the focus.
  const room = page.getByRole('combobox', { name: /Room/ });
  await room.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  release();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(room).toHaveText('Double room');
});

test('a drop-down clicked before the app has taken the page over opens after', async ({ page }) => {
  const release = await holdScreenCode(page);
  await page.goto('/booking', { waitUntil: 'domcontentloaded' });
  const room = page.getByRole('combobox', { name: /Room/ });
  await room.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  release();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('option', { name: 'Double room' }).click();
  await expect(room).toHaveText('Double room');
});

test('a button pressed before the app has taken the page over is pressed again after', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/order', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.rjsf-array-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add item' }).click();

  release();
  await hydrated(page);
  await expect(page.locator('.rjsf-array-item')).toHaveCount(2);
});

test('a language chosen before the app has taken the page over is shown once it has', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Early');
  // The switcher is a plain select: on the page as rendered it shows the choice at once.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');

  release();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('textbox', { name: french.fields.name.title })).toHaveValue(
    'Ana Early',
  );
});

test('Send and Enter pressed before any script has run leave the answers on the page and out of the address', async ({
  page,
  request,
}) => {
  const sink = await emptySink(request);
  const release = await holdScreenCode(page, '**/static/js/**');
  await page.goto('/early-typing', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: /Your name/ });
  await name.fill('Ana Private');
  await name.press('Enter');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // A native submit would have gone to /early-typing?root_name=Ana+Private, reloaded empty.
  await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Private');
  expect(new URL(page.url()).search).toBe('');

  release();
  await hydrated(page);
  expect(new URL(page.url()).search).toBe('');
  await expect(name).toHaveValue('Ana Private');
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await sink.received()).map((e) => e.template_params.subject)).toEqual([
    'Early: Ana Private',
  ]);
});

test("the page is rendered for nobody; this visit's person and link come in as the app hydrates it", async ({
  page,
}) => {
  const problems = problemsOf(page);
  // Someone signed in here before (the session hint the app bar reads).
  await page.addInitScript(() =>
    localStorage.setItem(
      'forms.signed-in-user',
      JSON.stringify({ uid: 'u1', email: 'ana@example.com', name: 'Ana Lima' }),
    ),
  );
  const html = await (await page.request.get('/booking?room=suite')).text();
  expect(html).not.toContain('ana@example.com');
  await page.goto('/booking?room=suite&city=Lyon');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Account: Ana Lima' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
  await expect(page.getByRole('combobox', { name: /Room/ })).toContainText('Suite');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
  expect(problems).toEqual([]);
});

// The example screen's translations and the app's French words, as the build has them.
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
type Translation = {
  title: string;
  description: string;
  submitLabel: string;
  fields: { name: { title: string } };
};
const french = readJson<Translation>('schemas/contact.fr.json');
const arabic = readJson<Translation>('schemas/contact.ar.json');
const frenchWords = readJson<Record<string, string>>('src/kernel/i18n/catalogues/fr.json');

test.describe("a language's own address, before any of the app's code has run", () => {
  test.use({ javaScriptEnabled: false });

  test('is rendered in that language, right to left in Arabic, and names its other languages', async ({
    page,
  }) => {
    await page.goto('/fr/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(new RegExp(`^${french.title} · `));
    await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
    await expect(page.getByText(french.description)).toBeVisible();
    await expect(page.getByRole('textbox', { name: french.fields.name.title })).toBeVisible();
    await expect(page.getByRole('button', { name: french.submitLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: frenchWords['shell.allForms'] })).toHaveAttribute(
      'href',
      '/fr/',
    );
    const versions = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      );
    expect(versions).toEqual(
      expect.arrayContaining([
        'en /contact',
        'fr /fr/contact',
        'ar /ar/contact',
        'x-default /contact',
      ]),
    );

    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: arabic.title })).toBeVisible();
    // Mirrored as rendered: the first field's label sits at the field's right-hand end.
    const label = await page.locator('label[for="root_name"]').boundingBox();
    const input = await page.getByRole('textbox', { name: arabic.fields.name.title }).boundingBox();
    if (!label || !input) throw new Error('the name field is not on the page');
    expect(label.x).toBeGreaterThan(input.x + input.width / 2);
  });
});

test('the French page is hydrated as rendered, keeping what was typed; the switcher goes to the Arabic page', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  const problems = problemsOf(page);
  await page.goto('/fr/contact', { waitUntil: 'domcontentloaded' });
  const name = page.getByRole('textbox', { name: french.fields.name.title });
  await name.fill('Ana Early');

  release();
  await hydrated(page);
  await expect(name).toHaveValue('Ana Early');
  await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('combobox', { name: frenchWords['shell.language'] }).selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: arabic.fields.name.title })).toHaveValue(
    'Ana Early',
  );
  expect(problems).toEqual([]);
});
