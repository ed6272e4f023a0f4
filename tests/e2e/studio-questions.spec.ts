import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { expect, openScreen as openInStudio, saveStatus, test } from '../fixtures/dev-server';

// The studio writes files: a dev server of its own on a copy of schemas/, never the real folder.

const rsvp = {
  title: 'Party RSVP',
  hidden: true,
  submit: 'none',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Your name' },
      come: { type: 'boolean', title: 'Will you come?' },
      guests: { type: 'integer', title: 'How many guests?', minimum: 0, maximum: 4 },
    },
  },
};

// A quiz as a person starts one: choices, and no points yet.
const capitals = {
  title: 'Capitals test',
  hidden: true,
  submit: 'none',
  schema: {
    type: 'object',
    properties: {
      france: {
        type: 'string',
        title: 'The capital of France?',
        oneOf: [
          { const: 'lyon', title: 'Lyon' },
          { const: 'paris', title: 'Paris' },
        ],
      },
    },
  },
};

test.use({ devServerScreens: { 'party.json': rsvp, 'capitals.json': capitals } });

test.describe('the studio’s questions', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const openScreen = async (page: Page, title: RegExp) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openInStudio(page, title);
  };

  test('a question shown only when an earlier answer is Yes, by clicks, saved and checked', async ({
    page,
    devServer,
  }) => {
    await openScreen(page, /Party RSVP/);
    const form = page.getByRole('region', { name: 'The form' });
    // 0 to 4: a row of buttons, named by the question.
    const guests = form.getByRole('radiogroup', { name: 'How many guests?' });
    const come = form.getByRole('radiogroup', { name: 'Will you come?' });
    await expect(guests).toBeVisible();

    await page.getByRole('button', { name: /^How many guests\?/ }).click();
    await page
      .getByRole('combobox', { name: 'Show this question' })
      .selectOption({ label: 'When “Will you come?” is answered…' });
    await expect(page.getByRole('combobox', { name: 'Its answer is' })).toHaveValue('0');
    await expect(page.getByRole('button', { name: /^How many guests\?/ })).toContainText(
      'Shown when Will you come? is Yes',
    );
    // The form beside it: hidden until Yes is chosen, hidden again on No.
    await expect(guests).toHaveCount(0);
    await come.getByRole('radio', { name: 'Yes', exact: true }).click();
    await expect(guests).toBeVisible();
    await come.getByRole('radio', { name: 'No', exact: true }).click();
    await expect(guests).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('studio-condition-1280.png') });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    const saved = JSON.parse(devServer.read('party.json')) as typeof rsvp & {
      schema: { allOf: unknown[] };
    };
    expect(saved.schema.allOf).toEqual([
      {
        if: { properties: { come: { const: true } }, required: ['come'] },
        then: { properties: { guests: rsvp.schema.properties.guests } },
      },
    ]);
    devServer.expectCheckAccepts();

    // "Always" takes the condition away: the file is as it was.
    await page.getByRole('combobox', { name: 'Show this question' }).selectOption('Always');
    await expect(guests).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    expect(devServer.read('party.json')).toBe(`${JSON.stringify(rsvp, null, 2)}\n`);
  });

  test('the palette adds a star rating and a heading, each rendered by the form', async ({
    page,
    devServer,
  }) => {
    await openScreen(page, /Party RSVP/);
    await page.getByRole('button', { name: 'Add a question at place 4' }).click();
    await page.getByRole('menuitem', { name: 'Star rating' }).click();
    await expect(page.getByRole('button', { name: /^How was it\?/ })).toContainText('Star rating');
    const form = page.getByRole('region', { name: 'The form' });
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a question at place 1' }).click();
    await page.getByRole('menuitem', { name: 'Heading and text' }).click();
    await expect(form.getByText('A few words under it.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Text under the heading' }).fill('Come as you are.');
    await expect(form.getByText('Come as you are.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Required/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('studio-palette-1280.png') });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    devServer.expectCheckAccepts();
  });

  test('whole numbers only: a small range is a row of buttons, and its card says so', async ({
    page,
  }) => {
    await openScreen(page, /Party RSVP/);
    const card = page.getByRole('button', { name: /^How many guests\?/ });
    const form = page.getByRole('region', { name: 'The form' });
    await expect(card).toContainText('Scale (a row of numbers)');
    await card.click();
    await expect(form.getByRole('radio', { name: '4', exact: true })).toBeVisible();
    const whole = page.getByRole('checkbox', { name: 'Whole numbers only' });
    await whole.uncheck();
    await expect(card).not.toContainText('Scale');
    await expect(card).toContainText('Number');
    await expect(form.getByRole('spinbutton', { name: /How many guests/ })).toBeVisible();
    await whole.check();
    await expect(card).toContainText('Scale (a row of numbers)');
    await expect(form.getByRole('radio', { name: '4', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a wheel over a focused number box scrolls on and leaves the number as typed', async ({
    page,
  }) => {
    await openScreen(page, /Party RSVP/);
    await page.getByRole('button', { name: /^Your name/ }).click();
    const longest = page.getByRole('spinbutton', { name: 'Longest (characters)' });
    await longest.fill('2000');
    await expect(longest).toBeFocused();
    const box = await longest.boundingBox();
    if (!box) throw new Error('the Longest box is on screen');
    // The browser's own step of a focused number box under the wheel would make it 2001.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect(longest).not.toBeFocused();
    await expect(longest).toHaveValue('2000');
  });

  test('a calculated value from the formula picker, and a name filled in from the link', async ({
    page,
    devServer,
  }) => {
    await openScreen(page, /Party RSVP/);
    const cards = page.getByRole('list', { name: 'Questions' });
    await page.getByRole('button', { name: 'Add a question at place 6' }).click();
    await page.getByRole('menuitem', { name: 'Calculated value' }).click();
    await page
      .getByRole('combobox', { name: 'The value is' })
      .selectOption({ label: 'Numbers multiplied together' });
    await page.getByRole('checkbox', { name: 'How many guests?' }).check();
    await page.getByRole('spinbutton', { name: 'And by a fixed number (empty: none)' }).fill('10');
    await expect(cards.getByRole('button', { name: /^Total/ })).toContainText(
      'How many guests? times 10',
    );
    await expect(page.getByText('{"*":[{"var":["guests",1]},10]}')).toBeVisible();
    const form = page.getByRole('region', { name: 'The form' });
    await form
      .getByRole('radiogroup', { name: 'How many guests?' })
      .getByRole('radio', { name: '2' })
      .click();
    await expect(form.getByRole('spinbutton', { name: 'Total' })).toHaveValue('20');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('studio-formula-1280.png') });
    await page
      .getByRole('region', { name: 'Question "Total"' })
      .screenshot({ path: test.info().outputPath('studio-formula-card.png') });

    await cards.getByRole('button', { name: /^Your name/ }).click();
    await page
      .getByRole('combobox', { name: 'Filled in when the form opens' })
      .selectOption({ label: 'From the link it is opened with' });
    const param = page.getByRole('textbox', { name: 'Name of the link’s parameter' });
    await param.fill('who');
    await expect(param).toHaveValue('who');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    const saved = JSON.parse(devServer.read('party.json')) as {
      prefill: unknown;
      calculated: object;
    };
    expect(saved.prefill).toEqual({ name: 'query.who' });
    expect(Object.values(saved.calculated)).toEqual([{ '*': [{ var: ['guests', 1] }, 10] }]);
    devServer.expectCheckAccepts();
    await page.goto('/party?who=Ana');
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana', {
      timeout: 60_000,
    });
  });

  test('a quiz by clicks: points for the right choice, a score that adds them up, a text by score', async ({
    page,
    devServer,
  }) => {
    await openScreen(page, /Capitals test/);
    const cards = page.getByRole('list', { name: 'Questions' });
    await cards.getByRole('button', { name: /^The capital of France\?/ }).click();
    await page.getByRole('checkbox', { name: /^Points for a quiz/ }).check();
    await page.getByRole('spinbutton', { name: 'Choice 2: points' }).fill('1');
    await page
      .getByRole('region', { name: 'Question "The capital of France?"' })
      .screenshot({ path: test.info().outputPath('studio-points-card.png') });
    await page.getByRole('button', { name: 'Add a question at place 2' }).click();
    await page.getByRole('menuitem', { name: 'Calculated value' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('');
    await title.pressSequentially('Score');
    await page
      .getByRole('combobox', { name: 'The value is' })
      .selectOption({ label: 'The points of the answers (a quiz score)' });
    // Every question that gives points is counted until the author chooses otherwise.
    await expect(page.getByRole('checkbox', { name: 'The capital of France?' })).toBeChecked();
    await expect(cards.getByRole('button', { name: /^Score/ })).toContainText(
      'Points of The capital of France?',
    );
    await expect(page.getByText('{"+":[{"points":"france"}]}')).toBeVisible();
    const form = page.getByRole('region', { name: 'The form' });
    await form.getByRole('radio', { name: 'Paris' }).click();
    await expect(form.getByRole('spinbutton', { name: 'Score' })).toHaveValue('1');
    await form.getByRole('radio', { name: 'Lyon' }).click();
    await expect(form.getByRole('spinbutton', { name: 'Score' })).toHaveValue('0');
    expect(await axeViolations(page)).toEqual([]);

    // The thank-you text by score: one for 1 point or more, one for every other answer.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('button', { name: '+ Add a result' }).click();
    const first = page.getByRole('listitem', { name: 'Result 1' });
    await first
      .getByRole('combobox', { name: 'Show this result' })
      .selectOption({ label: 'When “Score” is answered…' });
    await expect(first).toContainText('Result 1: when Score is at least 1');
    await first.getByRole('textbox', { name: 'Title of result 1' }).fill('Well done');
    await page.getByRole('button', { name: '+ Add a result' }).click();
    const second = page.getByRole('listitem', { name: 'Result 2' });
    await expect(second).toContainText('Result 2: for every other answer');
    await second.getByRole('textbox', { name: 'Title of result 2' }).fill('Try again');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('list', { name: 'Results' }).screenshot({
      path: test.info().outputPath('studio-results.png'),
    });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    const saved = JSON.parse(devServer.read('capitals.json')) as {
      points: unknown;
      calculated: unknown;
      success: unknown;
    };
    expect(saved.success).toEqual({
      results: [
        { when: { '>=': [{ var: 'score' }, 1] }, title: 'Well done' },
        { when: true, title: 'Try again' },
      ],
    });
    expect(saved.points).toEqual({ france: { paris: 1 } });
    // A calculated value starts as total, and follows the title it is given: score.
    expect(saved.calculated).toEqual({ score: { '+': [{ points: 'france' }] } });
    devServer.expectCheckAccepts();
  });
});
