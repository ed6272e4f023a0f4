import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { runCheck } from '../fixtures/check-cli';
import { dateBox, typeInto } from '../fixtures/date-box';
import { expect, test } from '../fixtures/dev-server';
import { sinkFor } from '../fixtures/sink-client';

// Issue 44's "Done when": a volunteer sign-up holding every kind of the palette, each in its own
// words, on two pages and in French, built in the studio by pointer and keyboard only under
// `npm start` (its local sink), over a copy of schemas/; checked, filled, sent and read in words.
// Two tests in parallel workers: one builds the screen and finds its files the same as
// `studio-every-kind/` (what the studio made of it, kept beside the tests); the other fills
// those files and reads the email. A change in what the studio writes fails the first, which
// leaves the new files in tests/output/studio-every-kind/ to look at and copy over.
const slug = 'volunteers';
const filled = 'volunteers-filled';
const made = path.join(import.meta.dirname, 'studio-every-kind');
const madeText = (file: string) => readFileSync(path.join(made, file), 'utf8');
const madeFile = (file: string) => JSON.parse(madeText(file)) as object;
const output = path.resolve(import.meta.dirname, '../output/studio-every-kind');

// Dates typed day first, and a date and time read in Paris; the screen the studio made, to fill.
test.use({
  timezoneId: 'Europe/Paris',
  locale: 'en-GB',
  npmStart: true,
  devServerScreens: {
    [`${filled}.json`]: madeFile(`${slug}.json`),
    [`${filled}.fr.json`]: madeFile(`${slug}.fr.json`),
  },
});

/** A picture of one pixel, for the badge. */
const BADGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The French of some texts; the others are typed as the English and "(FR)". */
const FRENCH: Record<string, string> = {
  'Volunteer sign-up': 'Inscription des bénévoles',
  You: 'Vous',
  Helping: 'Aider',
  'Full name': 'Nom complet',
  'T-shirt size': 'Taille de t-shirt',
  Small: 'Petite',
  Medium: 'Moyenne',
  Large: 'Grande',
  'I accept the [volunteer charter](https://example.org/charter)':
    'J’accepte la [charte des bénévoles](https://example.org/charter)',
};

test.describe('every kind of the palette, by hand in the studio', () => {
  // The build, the longer, is hundreds of presses, each waited for: about 3 min at a load
  // average of 25 on 2 cores (far less idle), and past 6 at 30 to 40.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  /** Every error and warning the page logs, and every error it throws. */
  function consoleOf(page: Page, said: string[] = []) {
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') said.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => said.push(`thrown: ${e.message}`));
    return said;
  }

  const card = (page: Page) => page.locator('section[aria-label^="Question"]');
  const box = (page: Page, name: string) => card(page).getByRole('textbox', { name, exact: true });
  const number = (page: Page, name: string) =>
    card(page).getByRole('spinbutton', { name, exact: true });
  /** Types over what a box holds. */
  async function retype(target: Locator, words: string) {
    await target.fill(words);
    await expect(target).toHaveValue(words);
  }
  /** An MUI list: opened by a click, its option clicked. */
  async function choose(select: Locator, option: string) {
    await select.click();
    await select.page().getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Adds a question of `kind` (the palette's words) at the end, by the keyboard: Enter on the
   * "+" of the last place, Enter on the kind's item; then its title typed.
   */
  let places = 1;
  async function add(page: Page, kind: string, title?: string) {
    places += 1;
    await page.getByRole('button', { name: `Add a question at place ${places}` }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: kind, exact: true });
    await expect(page.getByRole('menu')).toBeVisible();
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    if (title !== undefined) await retype(box(page, 'Title'), title);
  }
  /** The open card's list `list` (choices, rows, columns, items) made to hold `texts`. */
  async function words(page: Page, list: string, texts: string[], addButton: string) {
    const items = card(page).getByRole('list', { name: list }).getByRole('listitem');
    while ((await items.count()) < texts.length) {
      await card(page).getByRole('button', { name: addButton }).click();
    }
    for (const [i, text] of texts.entries()) {
      await retype(items.nth(i).getByRole('textbox').first(), text);
    }
  }

  test('built by pointer and keyboard, saved, and checked', async ({ page, devServer }) => {
    const started = Date.now();
    const said = consoleOf(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio');
    await page.getByRole('button', { name: 'New screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'New screen' });
    await dialog
      .getByRole('textbox', { name: 'Title (what people see)' })
      .fill('Volunteer sign-up');
    await dialog.getByRole('textbox', { name: 'File name (the address)' }).fill(slug);
    await dialog.getByRole('radio', { name: /^A blank screen/ }).check();
    await dialog.getByRole('button', { name: 'Make it' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio\\?file=${slug}\\.json$`), { timeout: 60_000 });
    const cards = page.getByRole('list', { name: 'Questions' });
    await expect(cards).toBeVisible({ timeout: 60_000 });
    const form = page.getByRole('region', { name: 'The form' });

    // Page 1: about the person.
    await cards.getByRole('button', { name: /^Your name/ }).click();
    await retype(box(page, 'Title'), 'Full name');
    await card(page)
      .getByRole('checkbox', { name: /^Required/ })
      .check();

    await add(page, 'Heading and text', 'About you');
    await retype(box(page, 'Text under the heading'), 'Tell us how to reach you.');
    await expect(form.getByText('Tell us how to reach you.')).toBeVisible();

    await add(page, 'Email', 'Your email');
    await card(page)
      .getByRole('checkbox', { name: /^Required/ })
      .check();
    await add(page, 'Phone number', 'Mobile');
    await card(page).getByRole('combobox', { name: 'Country it starts on' }).selectOption('FR');
    await add(page, 'Web address', 'Your website');
    await add(page, 'Number', 'Age');
    await retype(number(page, 'At least'), '16');
    await add(page, 'Date', 'First day you can help');
    await add(page, 'Time', 'Arrival time');
    await add(page, 'Date and time', 'Briefing slot');
    await add(page, 'Long text', 'Why do you want to help?');
    await retype(box(page, 'Placeholder (an example in the empty box)'), 'A line or two');

    await add(page, 'Section (questions under a title)', 'Emergency contact');
    await words(
      page,
      'Questions in the section',
      ['Contact name', 'Contact phone'],
      '+ Add a question',
    );

    await add(page, 'List of items ("Add item")', 'People you bring');
    await retype(box(page, 'Each item is called'), 'Guest');
    await retype(number(page, 'At most (items)'), '3');
    await words(page, 'Questions of each item', ['Guest name'], '+ Add a question');

    // Page 2: the helping.
    await add(page, 'Choice', 'T-shirt size');
    await words(page, `Choices of "T-shirt size"`, ['Small', 'Medium', 'Large'], '+ Add a choice');
    await retype(box(page, 'Choice 2: code'), 'm');

    await add(page, 'Several choices', 'Which days can you help?');
    await words(
      page,
      `Choices of "Which days can you help?"`,
      ['Friday', 'Saturday', 'Sunday'],
      '+ Add a choice',
    );
    await add(page, 'Choice with "Other, please specify"', 'How did you hear of us?');
    await words(
      page,
      `Choices of "How did you hear of us?"`,
      ['A friend', 'A poster'],
      '+ Add a choice',
    );
    await retype(box(page, 'Words of the last choice'), 'Somewhere else');

    await add(page, 'Yes / no', 'Have you helped before?');
    await add(page, 'One box to tick', 'Send me the newsletter');
    await add(page, 'Scale (a row of numbers)', 'Hours on Saturday');
    await retype(number(page, 'Lowest number'), '0');
    await retype(number(page, 'Highest number'), '8');
    await add(page, 'Number', 'Hours on Sunday');
    await card(page).getByRole('checkbox', { name: 'Whole numbers only' }).check();
    await add(page, 'Calculated value', 'Hours in all');
    await card(page).getByRole('combobox', { name: 'The value is' }).selectOption('sum');
    await card(page).getByRole('checkbox', { name: 'Hours on Saturday' }).check();
    await card(page).getByRole('checkbox', { name: 'Hours on Sunday' }).check();

    await add(page, 'Star rating', "Rate last year's event");
    await card(page).getByRole('combobox', { name: 'Number of stars' }).selectOption('4');
    await add(page, 'Opinion scale (words at its ends)', 'How easy was signing up?');
    await retype(box(page, 'Words at the low end'), 'Hard');
    await retype(box(page, 'Words at the high end'), 'Easy');
    await retype(number(page, 'Highest number'), '5');
    await add(page, 'Would you recommend us? (0 to 10)', 'Would you tell a friend?');
    await retype(box(page, 'Words at the low end'), 'Never');
    await retype(box(page, 'Words at the high end'), 'Surely');

    await add(page, 'Choice grid (one answer a row)', 'Tasks');
    await words(page, 'Rows', ['Setting up', 'Serving food', 'Cleaning up'], '+ Add a row');
    await words(page, 'Columns', ['Gladly', 'If needed', 'Rather not'], '+ Add a column');
    await card(page).getByRole('checkbox', { name: '“Setting up” must be answered' }).check();
    await add(page, 'Checkbox grid (several answers a row)', 'Shifts');
    await words(page, 'Rows', ['Saturday', 'Sunday'], '+ Add a row');
    await words(page, 'Columns', ['Morning', 'Afternoon', 'Evening'], '+ Add a column');

    await add(page, 'Ranking (put in order)', 'Roles, most wanted first');
    await words(
      page,
      `Choices of "Roles, most wanted first"`,
      ['Driver', 'Greeter', 'Cook'],
      '+ Add a choice',
    );
    await add(page, 'Signature (drawn, or the name typed)', 'Sign here');
    await add(page, 'File', 'A photo for your badge');
    await card(page).getByRole('checkbox', { name: 'PDF (.pdf)' }).uncheck();
    await card(page).getByRole('checkbox', { name: 'Pictures', exact: true }).check();
    await retype(number(page, 'Largest file'), '2');

    await add(page, 'Consent (a box to tick)');
    await retype(box(page, 'Words of the box'), 'I accept the volunteer charter');
    await retype(box(page, 'Words that are the link'), 'volunteer charter');
    await retype(box(page, 'Link address'), 'https://example.org/charter');
    await expect(form.getByRole('link', { name: 'volunteer charter' })).toBeVisible();

    // Every kind of the palette is on the screen, once at least.
    await page.getByRole('button', { name: `Add a question at place ${places + 1}` }).click();
    const palette = await page.getByRole('menuitem').allTextContents();
    await page.keyboard.press('Escape');
    const kinds = await cards.getByRole('listitem').allTextContents();
    for (const kind of palette) expect(kinds.join('\n')).toContain(kind);

    // Two pages: the person on the first, the helping on the second, moved there at once.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page
      .getByRole('checkbox', { name: 'Split the form into pages, with Back and Next' })
      .check();
    await page.getByRole('textbox', { name: 'Title of page 1' }).fill('You');
    await page.getByRole('button', { name: '+ Add a page' }).click();
    await page.getByRole('textbox', { name: 'Title of page 2' }).fill('Helping');
    const second = [
      'T-shirt size',
      'Which days can you help?',
      'How did you hear of us?',
      'Have you helped before?',
      'Send me the newsletter',
      'Hours on Saturday',
      'Hours on Sunday',
      'Hours in all',
      "Rate last year's event",
      'How easy was signing up?',
      'Would you tell a friend?',
      'Tasks',
      'Shifts',
      'Roles, most wanted first',
      'Sign here',
      'A photo for your badge',
      'I accept the',
    ];
    for (const title of second) {
      await page.getByRole('checkbox', { name: `Choose “${title}`, exact: false }).check();
    }
    await choose(
      page.getByRole('combobox', { name: `Move the ${second.length} ticked to` }),
      'Page 2: Helping',
    );
    await expect(
      page.getByRole('list', { name: 'Questions on page 2' }).getByRole('listitem'),
    ).toHaveCount(second.length);

    // French, every text of it: typed beside its English, saved in a file of its own.
    await page.getByRole('tab', { name: 'Languages' }).click();
    await choose(page.getByRole('combobox', { name: 'Translate into' }), 'Français');
    const texts = page.getByRole('list', { name: 'Texts in Français' }).getByRole('listitem');
    const count = await texts.count();
    for (let i = 0; i < count; i++) {
      const text = texts.nth(i);
      const english = (await text.locator('[lang="en"]').textContent()) ?? '';
      await text.getByRole('textbox').fill(FRENCH[english] ?? `${english} (FR)`);
    }
    await page.getByRole('button', { name: 'Save the Français words' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'texts in Français' })).toHaveText(
      `${count} of ${count} texts in Français, saved in schemas/${slug}.fr.json.`,
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved: the screen is up to date', {
      timeout: 60_000,
    });
    test.info().annotations.push({
      type: 'built in',
      description: `${((Date.now() - started) / 1000).toFixed(0)} s`,
    });

    // Kept to look at (and to copy over the files the other test fills, when the change is meant).
    const files = [`${slug}.json`, `${slug}.fr.json`];
    mkdirSync(output, { recursive: true });
    for (const file of files) writeFileSync(path.join(output, file), devServer.read(file));
    // `npm run check` takes the screen and its French as they are, with no warning either.
    const checked = runCheck(devServer.dir);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    // The files are the ones the other test fills.
    for (const file of files) {
      expect(JSON.parse(devServer.read(file)), `${file}: see ${output}`).toEqual(madeFile(file));
    }
    expect(said).toEqual([]);
  });

  test('filled in, sent, and read in words', async ({ page: live, devServer }) => {
    const said = consoleOf(live);
    const saved = JSON.parse(devServer.read(`${filled}.json`)) as {
      email: { template: string };
      schema: { properties: Record<string, { title?: string }> };
    };
    /** A question's name, as the studio gave it from its title. */
    const nameOf = (title: string) => {
      const found = Object.entries(saved.schema.properties).find(([, q]) => q.title === title);
      if (!found) throw new Error(`no question "${title}" in ${filled}.json`);
      return found[0];
    };
    const name = nameOf('Full name');
    const email = nameOf('Your email');
    const phone = nameOf('Mobile');
    const site = nameOf('Your website');
    const age = nameOf('Age');
    const firstDay = nameOf('First day you can help');
    const arrival = nameOf('Arrival time');
    const briefing = nameOf('Briefing slot');
    const why = nameOf('Why do you want to help?');
    const contact = nameOf('Emergency contact');
    const guests = nameOf('People you bring');
    const size = nameOf('T-shirt size');
    const days = nameOf('Which days can you help?');
    const heard = nameOf('How did you hear of us?');
    const before = nameOf('Have you helped before?');
    const news = nameOf('Send me the newsletter');
    const hours = nameOf('Hours on Saturday');
    const extra = nameOf('Hours on Sunday');
    const total = nameOf('Hours in all');
    const stars = nameOf("Rate last year's event");
    const ease = nameOf('How easy was signing up?');
    const nps = nameOf('Would you tell a friend?');
    const tasks = nameOf('Tasks');
    const shifts = nameOf('Shifts');
    const roles = nameOf('Roles, most wanted first');
    const sign = nameOf('Sign here');
    const photo = nameOf('A photo for your badge');
    const consent = nameOf('I accept the [volunteer charter](https://example.org/charter)');

    // In French, as a person reading French meets it.
    await live.setViewportSize({ width: 1280, height: 900 });
    await live.goto(`/${filled}?lang=fr`);
    await expect(live.getByRole('heading', { name: 'Inscription des bénévoles' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(live.getByRole('textbox', { name: 'Nom complet' })).toBeVisible();

    // Filled in English, page after page, and sent.
    await live.goto(`/${filled}?lang=en`);
    await expect(live.getByRole('heading', { name: 'Volunteer sign-up' })).toBeVisible();
    await live.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await live.getByRole('textbox', { name: 'Your email' }).fill('ada@example.org');
    await live.getByRole('textbox', { name: 'Mobile' }).fill('06 12 34 56 78');
    await live.getByRole('textbox', { name: 'Your website' }).fill('https://ada.example.org');
    await live.getByRole('spinbutton', { name: 'Age' }).fill('36');
    await typeInto(dateBox(live, 'First day you can help'), '05062027');
    await typeInto(dateBox(live, 'Arrival time'), '0830');
    await typeInto(dateBox(live, 'Briefing slot'), '040620271800');
    await live.getByRole('textbox', { name: 'Why do you want to help?' }).fill('I like people.');
    await live.getByRole('textbox', { name: 'Contact name' }).fill('Charles Babbage');
    await live.getByRole('textbox', { name: 'Contact phone' }).fill('+33 6 98 76 54 32');
    await live.getByRole('button', { name: 'Add guest' }).click();
    await live.getByRole('textbox', { name: 'Guest name' }).fill('Mary Somerville');
    await live.getByRole('button', { name: 'Next' }).click();
    await expect(live.getByRole('radiogroup', { name: 'T-shirt size' })).toBeVisible();
    await live.getByRole('radio', { name: 'Medium' }).click();
    const dayBoxes = live.getByRole('group', { name: 'Which days can you help?' });
    await dayBoxes.getByRole('checkbox', { name: 'Friday' }).click();
    await dayBoxes.getByRole('checkbox', { name: 'Sunday' }).click();
    await live.getByRole('radio', { name: 'Somewhere else' }).click();
    await live.getByRole('textbox', { name: /Please specify/ }).fill('The radio');
    await live
      .getByRole('radiogroup', { name: 'Have you helped before?' })
      .getByRole('radio', { name: 'Yes' })
      .click();
    await live.getByRole('checkbox', { name: 'Send me the newsletter' }).click();
    await live
      .getByRole('radiogroup', { name: 'Hours on Saturday' })
      .getByRole('radio', { name: '5', exact: true })
      .click();
    await live.getByRole('spinbutton', { name: 'Hours on Sunday' }).fill('3');
    await expect(live.getByRole('spinbutton', { name: 'Hours in all' })).toHaveValue('8');
    await live.getByRole('radio', { name: '3 stars' }).click();
    await live.getByRole('radio', { name: '5: Easy' }).click();
    await live
      .getByRole('radiogroup', { name: 'Would you tell a friend?' })
      .getByRole('radio', { name: '9', exact: true })
      .click();
    await live
      .getByRole('radiogroup', { name: 'Setting up' })
      .getByRole('radio', { name: 'Gladly' })
      .click();
    await live
      .getByRole('radiogroup', { name: 'Cleaning up' })
      .getByRole('radio', { name: 'Rather not' })
      .click();
    const saturday = live.getByRole('group', { name: 'Saturday', exact: true });
    await saturday.getByRole('checkbox', { name: 'Morning' }).click();
    await saturday.getByRole('checkbox', { name: 'Evening' }).click();
    await live
      .getByRole('group', { name: 'Sunday', exact: true })
      .getByRole('checkbox', { name: 'Afternoon' })
      .click();
    const ranking = live.getByRole('list', { name: 'Roles, most wanted first' });
    await ranking.getByRole('button', { name: 'Move down: Driver' }).focus();
    await live.keyboard.press('Enter');
    await expect(ranking.getByRole('listitem').first()).toContainText('Greeter');
    const signature = live.getByRole('group', { name: 'Sign here' });
    await signature.getByRole('button', { name: 'Type your name instead' }).click();
    await signature.getByRole('textbox', { name: 'Your full name' }).fill('Ada Lovelace');
    await live.getByLabel('A photo for your badge').setInputFiles({
      name: 'badge.png',
      mimeType: 'image/png',
      buffer: BADGE,
    });
    await expect(live.getByText('badge.png')).toBeVisible();
    await live.getByRole('checkbox', { name: 'I accept the volunteer charter' }).click();
    await live.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(live.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const sink = sinkFor(live.request, saved.email.template, devServer.sinkUrl);
    const owner = (await sink.received())[0];
    expect(owner?.answeredWith).toBe('ok');
    // With files, the send is a multipart form, whose lines end in CR LF.
    const params = Object.fromEntries(
      Object.entries(owner?.template_params ?? {}).map(([k, v]) => [k, v.replaceAll('\r\n', '\n')]),
    );
    // Each answer under its own name in words, the codes beside them under <name>_code.
    expect(params).toMatchObject({
      [name]: 'Ada Lovelace',
      [email]: 'ada@example.org',
      [phone]: '+33612345678',
      [site]: 'https://ada.example.org',
      [age]: '36',
      [firstDay]: '2027-06-05',
      [arrival]: '08:30',
      [briefing]: '2027-06-04 18:00 (Europe/Paris)',
      [why]: 'I like people.',
      [contact]: 'Contact name: Charles Babbage\nContact phone: +33 6 98 76 54 32',
      [guests]: 'Guest name: Mary Somerville',
      [size]: 'Medium',
      [`${size}_code`]: 'm',
      [days]: 'Friday, Sunday',
      [`${days}_code`]: 'friday, sunday',
      [heard]: 'Somewhere else: The radio',
      [before]: 'Yes',
      [news]: 'Yes',
      [hours]: '5',
      [extra]: '3',
      [total]: '8',
      [stars]: '3 of 4',
      [`${stars}_code`]: '3',
      [ease]: '5 of 5',
      [nps]: '9 of 10',
      [`${nps}_code`]: '9',
      [tasks]: 'Setting up: Gladly\nCleaning up: Rather not',
      [`${tasks}_code`]: 'Setting up: gladly\nCleaning up: rather-not',
      [shifts]: 'Saturday: Morning, Evening\nSunday: Afternoon',
      [`${shifts}_code`]: 'Saturday: morning, evening\nSunday: afternoon',
      [roles]: '1. Greeter, 2. Driver, 3. Cook',
      [`${roles}_code`]: '1. greeter, 2. driver, 3. cook',
      [consent]: 'Yes',
    });
    // The signature and the photo go as files; every answer is a line of {{answers}}.
    expect(owner?.attachments.map((a) => [a.field, a.name])).toEqual([
      [sign, 'signature.png'],
      [photo, 'badge.png'],
    ]);
    expect(params.answers).toContain('Sign here: typed, Ada Lovelace');
    expect(params.answers).toContain('I accept the volunteer charter: Yes');
    expect(said).toEqual([]);
  });
});
