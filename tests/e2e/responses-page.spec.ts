import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_FIRESTORE_PORT } from '../fixtures/firestore-port';
import { hydrated } from '../fixtures/hydrated';
import { PASSWORD, signIn, verifiedAccount } from '../fixtures/owner-account';
import { sinkFor } from '../fixtures/sink-client';

// The owners' responses page, end to end: answers sent through the form into the real
// Firestore emulator, read by the owner signed in on the real Auth emulator, through the rules
// the build generated from tests/fixtures/schemas/kept-owners.json.
const FIRESTORE = `http://127.0.0.1:${E2E_FIRESTORE_PORT}`;
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-forms/databases/(default)/documents`;
const OWNER = 'owner.e2e@example.com';
const SCREEN = 'kept-owners';

// One story of many steps on a loaded machine, each waiting for what a person would see.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  const said = await (await request.get(`${FIRESTORE}/`).catch(() => undefined))?.text();
  test.skip(said?.trim() !== 'Ok', `no Firestore emulator on this machine (${said?.trim()})`);
  // A screen with nothing kept yet, whatever an earlier run against this emulator left.
  const admin = { headers: { Authorization: 'Bearer owner' } };
  const listed = await request.get(`${DOCUMENTS}/screens/${SCREEN}/responses?pageSize=300`, admin);
  const { documents = [] } = (await listed.json()) as { documents?: { name: string }[] };
  for (const d of documents) await request.delete(`${FIRESTORE}/v1/${d.name}`, admin);
  await request.delete(`${DOCUMENTS}/screens/${SCREEN}`, admin);
});

/** One answer sent through the form by pointer, as a person does. */
async function answerByPointer(page: Page, name: string, topic: string, note: string) {
  await page.goto(`/${SCREEN}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  // A click before the app has hydrated the page is kept and replayed: the choice shows as
  // checked once it has, so wait for that rather than for the click's own result.
  const choice = page.getByRole('radio', { name: topic });
  await choice.click();
  await expect(choice).toBeChecked();
  await page.getByRole('textbox', { name: 'A note' }).fill(note);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Answer kept' })).toBeVisible();
}

const counted = (page: Page) => page.getByRole('status').filter({ hasText: /responses?\b/ });
const chartOf = (page: Page, question: string) =>
  page.getByRole('region', { name: question }).getByRole('img');

test('three answers through the form; the owner counts, reads, opens, deletes, follows and exports them', async ({
  page,
  request,
  browser,
}) => {
  const sink = sinkFor(request, 'template_kept_owners');
  await sink.setMode('ok');
  await answerByPointer(page, 'Ana', 'An idea', '@home');
  await answerByPointer(page, 'Bo', 'Praise', '-3 stars');

  // The third by keyboard alone: typed, tabbed, chosen with Space, sent with Enter. Once
  // hydrated: keys pressed while the app hydrates are prerender.spec's story.
  await page.goto(`/${SCREEN}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your name' }).focus();
  await page.keyboard.type('Cy');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'An idea' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('radiogroup', { name: 'Are you a member?' }).getByRole('radio', { name: 'Yes' }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'A note' })).toBeFocused();
  await page.keyboard.type('=1+2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Answer kept' })).toBeVisible();

  // The owner's list with the count, then the screen's summary, each chart also a table.
  await verifiedAccount(request, OWNER);
  const owner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  // Every row the list ever shows, however briefly.
  await owner.addInitScript(() => {
    const listed = new Set<string>();
    Object.assign(window, { listed });
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('ul[aria-label] li')) {
        listed.add(row.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(owner, OWNER, '/responses');
  // Only the forms this owner owns: the others' refusals are neither listed nor an error,
  // not even for a moment while their counts come back.
  await expect(owner.getByRole('list', { name: 'Responses' }).getByRole('link')).toHaveText([
    /read by its owner\s*3 responses/,
  ]);
  await expect(owner.getByRole('alert')).toHaveCount(0);
  const listed = await owner.evaluate(() => [
    ...(window as unknown as { listed: Set<string> }).listed,
  ]);
  expect(listed).toEqual([expect.stringMatching(/read by its owner\s*3 responses/)]);
  await owner.getByRole('link', { name: /read by its owner/ }).click();
  await expect(counted(owner)).toHaveText('3 responses');
  await expect(chartOf(owner, 'Topic')).toHaveAccessibleName(
    'Chart of Topic. An idea: 2 (66.7%); Praise: 1 (33.3%)',
  );
  const member = owner.getByRole('region', { name: 'Are you a member?' });
  await member.getByRole('button', { name: 'Table' }).click();
  await expect(member.getByRole('row')).toHaveText(['AnswerCountShare', 'Yes1100%', 'No00%']);

  // One response opened whole with the keyboard, then deleted by pointer.
  await owner.getByRole('tab', { name: 'Each response' }).click();
  await owner.getByRole('searchbox', { name: 'Filter the responses' }).fill('Bo');
  await expect(owner.getByText('1 of 3 responses')).toBeVisible();
  await owner.getByRole('row', { name: /^Open the response of/ }).focus();
  await owner.keyboard.press('Enter');
  const one = owner.getByRole('dialog');
  await expect(one).toContainText('Your nameBo');
  await expect(one).toContainText('TopicPraise');
  await expect(one).toContainText('A note-3 stars');
  await one.getByRole('button', { name: 'Delete' }).click();
  await owner
    .getByRole('dialog', { name: 'Delete this response?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(owner.getByText('Response deleted.')).toBeVisible();
  await expect(counted(owner).first()).toHaveText('2 responses');

  // A new answer while the owner looks: it comes without a reload.
  await owner.getByRole('searchbox', { name: 'Filter the responses' }).fill('');
  await answerByPointer(page, 'Di', 'Praise', '+44 1234');
  await expect(counted(owner).first()).toHaveText('3 responses');
  await expect(owner.getByRole('row', { name: /^Open the response of/ })).toHaveCount(3);
  await owner.getByRole('tab', { name: 'Summary' }).click();
  await expect(chartOf(owner, 'Topic')).toHaveAccessibleName(
    'Chart of Topic. An idea: 2 (66.7%); Praise: 1 (33.3%)',
  );

  // The CSV read back: its BOM, a column per question, answers in words, formulas inert.
  const [csvFile] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'CSV (Excel, Sheets)' }).click(),
  ]);
  expect(csvFile.suggestedFilename()).toMatch(/^kept-owners-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await csvFile.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [head, ...rows] = csv.slice(1).trimEnd().split('\r\n');
  expect(head).toBe('When,Your name,Topic,Are you a member?,A note');
  // The moment comes first, quoted ("Nov 27, 2026, 6:24 PM"); no answer here holds a comma.
  expect(rows.map((r) => r.replace(/^"[^"]*",/, '').split(','))).toEqual([
    ['Di', 'Praise', '', "'+44 1234"],
    ['Cy', 'An idea', 'Yes', "'=1+2"],
    ['Ana', 'An idea', '', "'@home"],
  ]);

  // The JSON: every response with its answers as kept.
  const [jsonFile] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'JSON' }).click(),
  ]);
  const json = JSON.parse(readFileSync(await jsonFile.path(), 'utf8')) as unknown;
  const names = JSON.stringify(json)
    .match(/"name":"(Ana|Bo|Cy|Di)"/g)
    ?.sort();
  expect(names).toEqual(['"name":"Ana"', '"name":"Cy"', '"name":"Di"']);

  // In Arabic, right to left: the page and its tabs in the owner's language.
  await owner.goto(`/responses/${SCREEN}?lang=ar`);
  await expect(owner.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(owner.getByRole('tab', { name: 'الملخص' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'CSV (Excel، Sheets)' })).toBeEnabled();
  await owner.context().close();
});

test('signed out, the page says it is for owners and comes back after sign-in; a stranger reads nothing', async ({
  page,
  request,
}) => {
  const email = `stranger.${Date.now()}@example.com`;
  await verifiedAccount(request, email);
  await page.goto(`/responses/${SCREEN}`);
  await expect(page.getByText("This page shows a form's responses to its owners")).toBeVisible();
  await expect(page.getByText('This form needs an account')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/responses/${SCREEN}$`));
  await expect(page.getByRole('alert')).toContainText(
    `You are signed in as ${email}, which is not an owner of this form's responses`,
  );
  await expect(page.getByText('Your name')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveCount(0);
  await page.getByRole('link', { name: "All forms' responses" }).click();
  await expect(page.getByRole('alert')).toContainText('which is not an owner of any form here');
  await expect(page.getByRole('list', { name: 'Responses' })).toHaveCount(0);
});

test('drop-off: a visit goes past the first step and is sent; the owner reads the funnel', async ({
  page,
  request,
  browser,
}) => {
  const visits = async () => {
    const listed = await request.get(`${DOCUMENTS}/screens/kept-drop/visits?pageSize=300`, {
      headers: { Authorization: 'Bearer owner' },
    });
    const { documents = [] } = (await listed.json()) as {
      documents?: {
        fields: { reached?: { integerValue?: string }; sent?: { booleanValue?: boolean } };
      }[];
    };
    return {
      second: documents.filter((d) => d.fields.reached?.integerValue === '1').length,
      sent: documents.filter((d) => d.fields.sent?.booleanValue === true).length,
    };
  };
  const before = await visits();
  await page.goto('/kept-drop');
  await page.getByRole('textbox', { name: 'First question' }).fill('not counted');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Second question' }).fill('not counted either');
  await expect.poll(async () => (await visits()).second).toBeGreaterThan(before.second);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Kept', exact: true })).toBeVisible();
  await expect.poll(async () => (await visits()).sent).toBe(before.sent + 1);

  await verifiedAccount(request, 'owner@example.org');
  const owner = await browser.newPage();
  await signIn(owner, 'owner@example.org', '/responses/kept-drop');
  await owner.getByRole('tab', { name: 'Drop-off' }).click();
  const funnel = owner.getByRole('tabpanel').getByRole('img');
  await expect(funnel).toHaveAccessibleName(
    /^Chart of Drop-off\. Step 1: One: \d+ visits? \(100%\); Step 2: Two: \d+ visits? \(.*; Sent: \d+ visits? \(/,
  );
  // Other specs' visits may share the emulator: this one is counted, and no bar is longer
  // than the one before it.
  const [, first, second, sent] = /One: (\d+).*Two: (\d+).*Sent: (\d+)/.exec(
    (await funnel.getAttribute('aria-label')) ?? '',
  ) ?? ['', '0', '0', '0'];
  expect(Number(sent)).toBe(before.sent + 1);
  expect(Number(second)).toBeGreaterThan(before.second);
  expect(Number(first)).toBeGreaterThanOrEqual(Number(second));
  expect(Number(second)).toBeGreaterThanOrEqual(Number(sent));
  await owner.close();
});
