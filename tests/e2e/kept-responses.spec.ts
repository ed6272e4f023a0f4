import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_FIRESTORE_PORT } from '../fixtures/firestore-port';
import { hydrated } from '../fixtures/hydrated';
import { sinkFor } from '../fixtures/sink-client';

// Screens that keep their responses, end to end: the production build writing to the real
// Firestore emulator that playwright.config.ts starts, with the rules the build generated
// from the test screens (tests/fixtures/schemas/kept-*.json). What was kept is read back as
// an administrator ("owner" is the emulator's admin token), past the rules.
const FIRESTORE = `http://127.0.0.1:${E2E_FIRESTORE_PORT}`;
const AUTH = `http://127.0.0.1:${Number(process.env.E2E_AUTH_PORT ?? 9199)}`;
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-forms/databases/(default)/documents`;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  const said = await (await request.get(`${FIRESTORE}/`)).text();
  test.skip(said.trim() !== 'Ok', `no Firestore emulator on this machine (${said.trim()})`);
});

type Fields = Record<string, Record<string, unknown>>;
type Document = { name: string; fields: Fields };

const OWNER = { headers: { Authorization: 'Bearer owner' } };

/** The documents of a collection as they are in the database, past the rules. */
async function stored(request: APIRequestContext, path: string): Promise<Document[]> {
  const answer = await request.get(`${DOCUMENTS}/${path}?pageSize=300`, OWNER);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { documents?: Document[] }).documents ?? [];
}

const remove = (request: APIRequestContext, d: Document) =>
  request.delete(`${FIRESTORE}/v1/${d.name}`, OWNER);

const answersOf = (d: Document) =>
  (d.fields.answers as { mapValue: { fields: Fields } }).mapValue.fields;

/** The kept responses of kept-mail whose note is `note`. */
const keptNotes = async (request: APIRequestContext, note: string) =>
  (await stored(request, 'screens/kept-mail/responses')).filter(
    (d) => answersOf(d).note?.stringValue === note,
  );

const nameField = (page: Page) => page.getByRole('textbox', { name: /Your name/ });

test('close after two: the second kept though its answer was lost, the third refused in words', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_limit');
  await sink.setMode('ok');
  await sink.clear();
  // No answer taken yet, whatever an earlier run against this emulator left.
  for (const d of await stored(request, 'screens/kept-limit/responses')) await remove(request, d);
  await request.delete(`${DOCUMENTS}/screens/kept-limit`, OWNER);
  await page.goto('/kept-limit');
  await nameField(page).fill('Ana Kept');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Kept and sent' })).toBeVisible();
  // The second and last answer arrives, but its answer is lost on the way back: sent again,
  // it is said kept (not "full"), and its email goes then.
  await page.goto('/kept-limit');
  await nameField(page).fill('Ben Kept');
  const commit = (url: URL) => url.pathname.endsWith('commit');
  await page.route(commit, async (route) => {
    await route.fetch();
    await route.abort('connectionfailed');
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("the form's database could not be reached")).toBeVisible();
  await page.unroute(commit);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Kept and sent' })).toBeVisible();
  await page.goto('/kept-limit');
  await nameField(page).fill('Cleo Late');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This form has taken all the answers it can')).toBeVisible();
  await expect(nameField(page)).toHaveValue('Cleo Late');

  const kept = await stored(request, 'screens/kept-limit/responses');
  const names = kept.map((d) => answersOf(d).name?.stringValue).sort();
  expect(names).toEqual(['Ana Kept', 'Ben Kept']);
  for (const d of kept) {
    expect(d.fields.language?.stringValue).toBe('en');
    expect(d.fields.version?.stringValue).toMatch(/^[0-9a-f]+$/);
    expect(d.fields.submittedAt?.timestampValue).toBeTruthy();
    expect(d.fields.expiresAt?.timestampValue).toBeTruthy();
  }
  // Each kept response carries the submission id of its email as its own id.
  const sent = await sink.received();
  expect(sent.map((e) => e.template_params.submission_id).sort()).toEqual(
    kept.map((d) => d.name.split('/').at(-1)).sort(),
  );
  const [counter] = (await stored(request, 'screens')).filter((d) =>
    d.name.endsWith('/kept-limit'),
  );
  expect(counter?.fields.count?.integerValue).toBe('2');
});

test('offline, then the database out of reach: said in words, nothing emailed, every answer kept; the next press keeps it once', async ({
  page,
  context,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_mail');
  await sink.setMode('ok');
  await sink.clear();
  await page.goto('/kept-mail');
  // Offline before the app has come is another state, with its own words (prerender.spec).
  await hydrated(page);
  // Answers of their own: the same answers are the same response (one id), kept by an earlier run.
  const written = `Out of reach first ${Date.now()}`;
  const note = page.getByRole('textbox', { name: 'Note' });
  await note.fill(written);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByText('You are offline, so nothing was sent')).toBeVisible();
  await context.setOffline(false);
  await page.route(`${FIRESTORE}/**`, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByText("the form's database could not be reached")).toBeVisible();
  await expect(note).toHaveValue(written);
  expect(await sink.received()).toHaveLength(0);
  await page.unroute(`${FIRESTORE}/**`);
  await page.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByRole('heading', { name: 'Note received' })).toBeVisible();
  const kept = await keptNotes(request, written);
  expect(kept).toHaveLength(1);
  expect(await sink.received()).toHaveLength(1);
});

test('the network drops while the form is open: said why, every answer stays; once online one response, one email', async ({
  page,
  context,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_offline');
  await sink.setMode('ok');
  await sink.clear();
  const note = `Written before the network dropped ${Date.now()}`;
  await page.goto('/kept-offline');
  await hydrated(page);
  const name = page.getByRole('textbox', { name: 'Your name' });
  const train = page.getByRole('radio', { name: 'By train' });
  const vegan = page.getByRole('checkbox', { name: 'vegan' });
  const noteBox = page.getByRole('textbox', { name: 'A note' });
  await name.fill('Dana Offline');
  await train.check();
  await vegan.check();
  await noteBox.fill(note);
  await context.setOffline(true);
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.getByText('You are offline, so nothing was sent')).toBeVisible();
  // Pressed again while still offline: said again, and still nothing leaves.
  await send.click();
  await expect(page.getByText('You are offline, so nothing was sent')).toBeVisible();
  await expect(name).toHaveValue('Dana Offline');
  await expect(train).toBeChecked();
  await expect(vegan).toBeChecked();
  await expect(noteBox).toHaveValue(note);
  const keptHere = async () =>
    (await stored(request, 'screens/kept-offline/responses')).filter(
      (d) => answersOf(d).note?.stringValue === note,
    );
  expect(await keptHere()).toHaveLength(0);
  expect(await sink.received()).toHaveLength(0);

  await context.setOffline(false);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Answers kept' })).toBeVisible();
  const kept = await keptHere();
  expect(kept).toHaveLength(1);
  const answers = answersOf(kept[0]!);
  expect(answers.name?.stringValue).toBe('Dana Offline');
  expect(answers.travel?.stringValue).toBe('train');
  expect(JSON.stringify(answers.diet)).toContain('vegan');
  const mailed = await sink.received();
  expect(mailed).toHaveLength(1);
  expect(mailed[0]?.template_params.submission_id).toBe(kept[0]!.name.split('/').at(-1));
});

test('the email failing after the answers were kept: received, said so, never sent twice', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_mail');
  await sink.clear();
  await sink.setMode('500');
  await page.goto('/kept-mail');
  const written = `Kept, not mailed ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Note' }).fill(written);
  await page.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByRole('heading', { name: 'Note received' })).toBeVisible();
  await expect(page.locator('.kept-note')).toContainText(
    'Your answers were received and kept. Only the email about them could not be sent',
  );
  await sink.setMode('ok');
  const kept = await keptNotes(request, written);
  expect(kept).toHaveLength(1);
});

test('two tabs with the same answers: one response kept, one email, both told it arrived', async ({
  page,
  context,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_mail');
  await sink.setMode('ok');
  await sink.clear();
  const written = `Sent from two tabs ${Date.now()}`;
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/kept-mail');
    await hydrated(tab);
    await tab.getByRole('textbox', { name: 'Note' }).fill(written);
  }
  for (const tab of [page, other]) {
    await tab.getByRole('button', { name: 'Send note' }).click();
    await expect(tab.getByRole('heading', { name: 'Note received' })).toBeVisible();
  }
  await other.close();
  const kept = await keptNotes(request, written);
  expect(kept).toHaveLength(1);
  expect(await sink.received()).toHaveLength(1);
});

test('two people with the same answers, on two devices or one after the other on one: each response kept and emailed', async ({
  page,
  browser,
  request,
}) => {
  const sink = sinkFor(request, 'template_kept_mail');
  await sink.setMode('ok');
  await sink.clear();
  const written = `Yes ${Date.now()}`;
  const send = async (tab: Page) => {
    await tab.getByRole('textbox', { name: 'Note' }).fill(written);
    await tab.getByRole('button', { name: 'Send note' }).click();
    await expect(tab.getByRole('heading', { name: 'Note received' })).toBeVisible();
  };
  await page.goto('/kept-mail');
  await send(page);
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto('/kept-mail');
  await send(other);
  await device.close();
  await expect.poll(async () => (await keptNotes(request, written)).length).toBe(2);
  // A kiosk: the next person on the same page, the same answers.
  await page.getByRole('button', { name: /another/i }).click();
  await send(page);
  const kept = await keptNotes(request, written);
  expect(kept).toHaveLength(3);
  const mailed = await sink.received();
  expect(mailed.map((e) => e.template_params.submission_id).sort()).toEqual(
    kept.map((d) => d.name.split('/').at(-1)).sort(),
  );
});

test('drop-off: the page says so, and each visit records the furthest step, never an answer', async ({
  page,
  request,
}) => {
  // Visits of earlier runs stay in the emulator, and other specs open /kept-drop meanwhile
  // (prerender.spec, responses-page.spec): this visit is the one this page writes.
  const written = new Set<string>();
  page.on('request', (r) => {
    const visit = /screens\/kept-drop\/visits\/[\w-]+/.exec(r.postData() ?? '')?.[0];
    if (visit) written.add(visit);
  });
  const thisVisit = async () =>
    (await stored(request, 'screens/kept-drop/visits')).filter((d) =>
      [...written].some((visit) => d.name.endsWith(visit)),
    );
  // As on plain http (a phone trying a dev build on the office network): no crypto.randomUUID.
  await page.addInitScript(() => {
    delete (Crypto.prototype as { randomUUID?: unknown }).randomUUID;
  });
  await page.goto('/kept-drop');
  await expect(
    page.getByText('This form counts how far people get through its pages'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'First question' }).fill('private words');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Second question' })).toBeVisible();
  await expect
    .poll(async () => (await thisVisit()).map((d) => d.fields.reached?.integerValue))
    .toEqual(['1']);
  const visits = await stored(request, 'screens/kept-drop/visits');
  expect(JSON.stringify(visits)).not.toContain('private words');
  const [visit] = await thisVisit();
  expect(Object.keys(visit?.fields ?? {}).sort()).toEqual(['at', 'reached']);
  expect(visit?.name.split('/').at(-1)).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

test('one per person: a signed-in person votes once; the second vote is refused in words', async ({
  page,
  request,
}) => {
  const email = `voter.${Date.now()}@example.com`;
  const signUp = await request.post(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      data: { email, password: 'correct horse 7', returnSecureToken: true },
    },
  );
  expect(signUp.ok()).toBe(true);
  const uid = ((await signUp.json()) as { localId: string }).localId;
  await page.goto('/kept-once');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill('correct horse 7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('radio', { name: 'Tea' }).check();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vote kept' })).toBeVisible();
  await page.getByRole('button', { name: /another/i }).click();
  await page.getByRole('radio', { name: 'Coffee' }).check();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page.getByText('You have already answered this form')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Coffee' })).toBeChecked();
  const votes = (await stored(request, 'screens/kept-once/responses')).filter(
    (d) => d.fields.uid?.stringValue === uid,
  );
  expect(votes.map((d) => answersOf(d).choice?.stringValue)).toEqual(['tea']);
});
