import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';
import { runCheck } from '../fixtures/check-cli';
import { hydrated } from '../fixtures/hydrated';

// How a form reads and answers (issue 16): yes/no questions, the questions
// their answers reveal, choices, scales. tests/fixtures/schemas/face-yes-no.json
// is the drill screen; the rest are the example screens of schemas/.

async function open(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
}

/** The drill screen's sends, cleared and answered "OK". */
async function drillSends(request: APIRequestContext) {
  const sink = sinkFor(request, 'template_face_yes_no');
  await sink.clear();
  await sink.setMode('ok');
  return sink;
}

/** Where `locator` is on the page, from the top: for "rendered right after". */
async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on the page`);
  return box.y;
}

test.describe('a yes/no question', () => {
  test("is Yes and No buttons, neither chosen, in the author's words when given", async ({
    page,
  }) => {
    await open(page, '/support-request');
    const callMe = page.getByRole('radiogroup', { name: 'Call me back instead of emailing' });
    await expect(callMe.getByRole('radio', { name: 'Yes', exact: true })).not.toBeChecked();
    await expect(callMe.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();

    await open(page, '/face-yes-no');
    const member = page.getByRole('radiogroup', { name: 'Are you a member?' });
    await expect(member.getByRole('radio', { name: 'Yes, I am' })).not.toBeChecked();
    await expect(member.getByRole('radio', { name: 'Not yet' })).not.toBeChecked();
    // Asked for as radio buttons by the author: unanswered too, where rjsf chose "No".
    const callBack = page.getByRole('radiogroup', { name: 'Shall we call you back?' });
    await expect(callBack.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();
  });

  test('required and unanswered, says so; clicked "No" is an answer, and sent', async ({
    page,
    request,
  }) => {
    const sink = await drillSends(request);
    await open(page, '/face-yes-no');
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const member = page.getByRole('radiogroup', { name: 'Are you a member?' });
    await expect(page.getByText('Please answer Yes or No')).toHaveCount(2);
    await expect(member).toHaveAttribute('aria-invalid', 'true');
    expect(await sink.received()).toEqual([]);

    await member.getByRole('radio', { name: 'Not yet' }).click();
    const callBack = page.getByRole('radiogroup', { name: 'Shall we call you back?' });
    await callBack.getByRole('radio', { name: 'No', exact: true }).click();
    await expect(page.getByText('Please answer Yes or No')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    expect((await sink.received())[0]?.template_params).toMatchObject({
      subject: 'Yes/no: Ana Lima',
      member: 'No',
      call_back: 'No',
    });
  });
});

test.describe('a shown message follows the current answer', () => {
  test('after a failed submit, choosing "Yes" on a conditional yes/no leaves it unmarked and asks for what it reveals', async ({
    page,
  }) => {
    await open(page, '/face-yes-no');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please fill this in').first()).toBeVisible();
    const callBack = page.getByRole('radiogroup', { name: 'Shall we call you back?' });
    await callBack.getByRole('radio', { name: 'Yes', exact: true }).click();
    await expect(callBack.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Choose the expected answer')).toHaveCount(0);
    await expect(page.getByText('Choose one of the options')).toHaveCount(0);
    await expect(callBack.getByRole('radio', { name: 'Yes', exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await callBack.getByRole('radio', { name: 'No', exact: true }).click();
    await expect(phone).toBeHidden();
    await expect(page.getByText('Choose the expected answer')).toHaveCount(0);
  });

  test('a field left with a message is checked again as it changes, before any submit', async ({
    page,
  }) => {
    await open(page, '/face-yes-no');
    const name = page.getByRole('textbox', { name: /Your name/ });
    await name.fill('A');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Use at least 2 characters')).toBeVisible();
    await name.click();
    await page.keyboard.type('na');
    // Still in the field: the fixed answer clears its message without leaving it.
    await expect(page.getByText('Use at least 2 characters')).toHaveCount(0);
    await expect(name).toBeFocused();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('a question a condition shows', () => {
  test('is rendered right after the question that decides it, in the page rendered at build time', async ({
    request,
  }) => {
    // "How did you hear of us?" shows while "Are you a member?" is not answered Yes (if/else).
    const html = await (await request.get('/face-yes-no')).text();
    const at = (id: string) => html.indexOf(`id="${id}"`);
    expect(at('root_member')).toBeGreaterThan(0);
    expect(at('root_referral')).toBeGreaterThan(at('root_member'));
    expect(at('root_referral')).toBeLessThan(at('root_callBack'));
    expect(at('root_callBack')).toBeLessThan(at('root_comments'));
  });

  test('and in the browser, as answers reveal it', async ({ page }) => {
    await open(page, '/face-yes-no');
    const member = page.getByRole('radiogroup', { name: 'Are you a member?' });
    const callBack = page.getByRole('radiogroup', { name: 'Shall we call you back?' });
    const comments = page.getByRole('textbox', { name: 'Anything else?' });
    await member.getByRole('radio', { name: 'Yes, I am' }).click();
    const memberNumber = page.getByRole('textbox', { name: /Member number/ });
    await expect(memberNumber).toBeVisible();
    expect(await top(memberNumber)).toBeGreaterThan(await top(member));
    expect(await top(memberNumber)).toBeLessThan(await top(callBack));

    await callBack.getByRole('radio', { name: 'Yes', exact: true }).click();
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    await expect(phone).toBeVisible();
    expect(await top(phone)).toBeGreaterThan(await top(callBack));
    expect(await top(phone)).toBeLessThan(await top(comments));

    // An example screen: the steps to reproduce come under "What is it about?".
    await open(page, '/support-request');
    await page.getByRole('radio', { name: /does not work|^bug$/ }).click();
    const steps = page.getByRole('textbox', { name: /Steps to reproduce/ });
    await expect(steps).toBeVisible();
    const callMe = page.getByRole('radiogroup', { name: 'Call me back instead of emailing' });
    expect(await top(steps)).toBeLessThan(await top(callMe));
  });
});

test.describe('choices', () => {
  test('the example screens show words, and the email summary reads the words chosen', async ({
    page,
    request,
  }) => {
    await open(page, '/support-request');
    const kind = page.getByRole('radiogroup', { name: 'What is it about?' });
    await expect(kind.getByRole('radio', { name: 'Something does not work' })).toBeVisible();
    await expect(kind.getByRole('radio', { name: 'bug', exact: true })).toHaveCount(0);
    await open(page, '/registration');
    await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'vegan', exact: true })).toHaveCount(0);

    // Other files and earlier runs send the contact screen too: only this send is read.
    const sink = sinkFor(request, 'template_contact');
    const since = Date.now();
    const mine = async () =>
      (await sink.receivedSince(since)).filter((e) =>
        e.template_params.subject?.includes('Ana Titles'),
      );
    await sink.setMode('ok');
    await open(page, '/contact');
    const topic = page.getByRole('radiogroup', { name: 'Topic' });
    for (const words of ['A question', 'An idea', 'Praise', 'Something else']) {
      await expect(topic.getByRole('radio', { name: words, exact: true })).toBeVisible();
    }
    await expect(topic.getByRole('radio', { name: 'A question' })).toBeChecked();
    await topic.getByRole('radio', { name: 'An idea' }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Titles');
    await page.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /Message/ }).fill('Titles for choices, please.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(async () => (await mine()).length).toBe(1);
    expect((await mine())[0]?.template_params.answers).toContain('Topic: An idea');
  });

  test('npm run check warns, without failing, of choices that are lowercase codes with no words', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'face-choices-'));
    const screen = {
      title: 'Lunch',
      schema: {
        type: 'object',
        properties: { diet: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten-free'] } },
      },
      email: { template: 'template_lunch' },
    };
    writeFileSync(path.join(dir, 'lunch.json'), JSON.stringify(screen, null, 2));
    const check = runCheck(dir);
    rmSync(dir, { recursive: true, force: true });
    expect(check.status).toBe(0);
    const warning = check.stderr.split('\n').find((l) => l.startsWith(`${dir}/lunch.json:8:9 `));
    expect(warning).toMatch(
      /:8:9 the choices "vegetarian", "vegan", "gluten-free" are shown to people as written: .*"title".* \(warning\)$/,
    );
    expect(check.stdout).toContain(`${dir}/: 1 screen, no problems.`);
  });
});

test.describe('a small scale', () => {
  test('is a row of buttons, none chosen, answered by keyboard alone, and sent as the number', async ({
    page,
    request,
  }) => {
    const sink = await drillSends(request);
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, '/face-yes-no');
    const scale = page.getByRole('radiogroup', { name: /How likely are you to come back/ });
    await expect(scale.getByRole('radio')).toHaveCount(11);
    await expect(scale.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    // No sideways scroll on a narrow phone: the eleven buttons wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Lima');
    await page.getByRole('textbox', { name: 'Anything else?' }).focus();
    await page.keyboard.press('Tab');
    await expect(scale.getByRole('radio', { name: '0', exact: true })).toBeFocused();
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return `${s.outlineStyle} ${s.outlineWidth}`;
    });
    expect(ring).toBe('solid 2px');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(scale.getByRole('radio', { name: '7', exact: true })).toBeChecked();

    const member = page.getByRole('radiogroup', { name: 'Are you a member?' });
    await member.getByRole('radio', { name: 'Not yet' }).click();
    const callBack = page.getByRole('radiogroup', { name: 'Shall we call you back?' });
    await callBack.getByRole('radio', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    expect((await sink.received())[0]?.template_params).toMatchObject({ how_likely: '7' });
  });

  test('the example screens: guests from 0 to 3 are buttons, an age from 16 to 120 a number box', async ({
    page,
  }) => {
    await open(page, '/registration');
    const guests = page.getByRole('radiogroup', { name: 'Guests' });
    await expect(guests.getByRole('radio')).toHaveCount(4);
    await expect(guests.getByRole('radio', { name: '0', exact: true })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: /Age/ })).toBeVisible();
  });
});

// Pictures for people to look at (tests/output/ is git-ignored), each state asserted first:
// tests/output/screenshots/face-<state>-<width>.png.
test.describe('pictures', () => {
  for (const width of [390, 1280]) {
    test(`a yes/no with the question it reveals, and the contact form, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/support-request');
      await page.getByRole('radio', { name: /does not work|^bug$/ }).click();
      await expect(page.getByRole('textbox', { name: /Steps to reproduce/ })).toBeVisible();
      await page
        .getByRole('radiogroup', { name: 'Call me back instead of emailing' })
        .getByRole('radio', { name: 'Yes', exact: true })
        .or(page.getByRole('checkbox', { name: /Call me back/ }))
        .click();
      await expect(page.getByRole('textbox', { name: /Phone number/ })).toBeVisible();
      const shots = 'tests/output/screenshots';
      await page.screenshot({ path: `${shots}/face-yes-no-${width}.png`, fullPage: true });
      await open(page, '/contact');
      await expect(page.getByRole('radiogroup', { name: 'Topic' })).toBeVisible();
      await page.screenshot({ path: `${shots}/face-contact-${width}.png`, fullPage: true });
    });
  }
});
