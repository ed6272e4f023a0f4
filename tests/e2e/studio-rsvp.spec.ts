import { check } from 'prettier';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/dev-server';
import { runCheck } from '../fixtures/check-cli';
import { LAYOUT } from '../../src/features/studio/document/file-layout';
import { sinkFor } from '../fixtures/sink-client';

// Issue 31's RSVP, built in the studio from a blank screen by clicks and typing only, under
// `npm start` as an author runs it (its local sink and captcha fake), over a copy of schemas/.
const run = Date.now().toString(36);
const slug = `summer-party-${run}`;
const template = `template_rsvp_${run}`;

test.use({ npmStart: true });

test.describe('the RSVP of issue 31, by hand in the studio', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  const cards = (page: Page) => page.getByRole('list', { name: 'Questions' });
  /** Adds a question of `kind` at `place` and types its title key by key, as a person does. */
  async function addQuestion(page: Page, place: number, kind: string, title: string) {
    await page.getByRole('button', { name: `Add a question at place ${place}` }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
    const box = page.getByRole('textbox', { name: 'Title', exact: true });
    await box.fill('');
    await box.pressSequentially(title);
    await expect(box).toHaveValue(title);
  }
  const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Name (for the email)' });
  const required = (page: Page) => page.getByRole('checkbox', { name: /^Required/ });
  async function showWhenComing(page: Page) {
    await page
      .getByRole('combobox', { name: 'Show this question' })
      .selectOption({ label: 'When “Will you come?” is answered…' });
    await expect(page.getByRole('combobox', { name: 'Its answer is' })).toHaveValue('0');
  }
  async function choose(select: Locator, option: string) {
    await select.click();
    await select.page().getByRole('option', { name: option, exact: true }).click();
  }

  test('built, saved, checked, live and sent with a copy to the person', async ({
    page,
    context,
    devServer,
  }) => {
    const started = Date.now();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio');
    await page.getByRole('button', { name: 'New screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'New screen' });
    await dialog.getByRole('radio', { name: /^A blank screen/ }).check();
    await dialog.getByRole('textbox', { name: 'File name (the address)' }).fill(slug);
    await dialog.getByRole('button', { name: 'Make it' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio\\?file=${slug}\\.json$`), { timeout: 60_000 });
    await expect(cards(page)).toBeVisible({ timeout: 60_000 });

    // The blank screen's own question, already in the saved file: its name stays.
    await cards(page)
      .getByRole('button', { name: /^Your name/ })
      .click();
    await required(page).check();
    await expect(nameBox(page)).toHaveValue('name');

    await addQuestion(page, 2, 'Email', 'Email');
    await required(page).check();
    await expect(nameBox(page)).toHaveValue('email');

    await addQuestion(page, 3, 'Yes / no', 'Will you come?');
    // Named by its title as it was typed: what the email template will write.
    await expect(nameBox(page)).toHaveValue('willYouCome');
    await expect(page.getByText('{{willYouCome}}')).toBeVisible();

    // 0 to 4 as a row of buttons: a scale whose ends the author sets.
    await addQuestion(page, 4, 'Scale (a row of numbers)', 'How many guests?');
    await expect(nameBox(page)).toHaveValue('howManyGuests');
    await page.getByRole('spinbutton', { name: 'Lowest number' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Highest number' }).fill('4');
    await showWhenComing(page);

    await addQuestion(page, 5, 'Choice with "Other, please specify"', 'Dietary choice');
    await expect(nameBox(page)).toHaveValue('dietaryChoice');
    await page.getByRole('textbox', { name: 'Choice 1: words' }).fill('None');
    await page.getByRole('textbox', { name: 'Choice 2: words' }).fill('Vegetarian');
    await page.getByRole('button', { name: '+ Add a choice' }).click();
    await page.getByRole('textbox', { name: 'Choice 3: words' }).fill('Vegan');
    await showWhenComing(page);

    await addQuestion(page, 6, 'Star rating', "How was last year's party?");
    // A kind that says what it holds starts with its own name, and follows the title typed.
    await expect(nameBox(page)).toHaveValue('howWasLastYearsParty');
    await addQuestion(page, 7, 'Phone number', 'Phone number');
    await expect(nameBox(page)).toHaveValue('phoneNumber');
    // Without one, the visitor's country; this party is in Britain.
    await page.getByRole('combobox', { name: 'Country it starts on' }).selectOption('GB');

    // The screen: its title, two pages, the email and the copy to the person.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer party RSVP');
    await page
      .getByRole('checkbox', { name: 'Split the form into pages, with Back and Next' })
      .check();
    await page.getByRole('textbox', { name: 'Title of page 1' }).fill('You');
    await page.getByRole('button', { name: '+ Add a page' }).click();
    await page.getByRole('textbox', { name: 'Title of page 2' }).fill('The party');
    // Four questions to page 2 at once: ticked, then their page chosen.
    for (const title of [
      'Will you come?',
      'How many guests?',
      'Dietary choice',
      "How was last year's party?",
    ]) {
      await page.getByRole('checkbox', { name: `Choose “${title}”` }).check();
    }
    await choose(page.getByRole('combobox', { name: 'Move the 4 ticked to' }), 'Page 2: The party');
    await expect(page.getByText('4 questions are now on page 2, “The party”.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Questions on page 2' }).getByRole('listitem'),
    ).toHaveCount(4);
    await page.getByRole('checkbox', { name: /^Send the answers by email/ }).check();
    await page.getByRole('textbox', { name: 'EmailJS template', exact: true }).fill(template);
    for (const title of ['Will you come?', 'How many guests?', 'Dietary choice']) {
      await choose(page.getByRole('combobox', { name: 'Add an answer to the email' }), title);
    }
    await expect(page.getByRole('textbox', { name: 'Text of {{willYouCome}}' })).toHaveValue(
      '{{willYouCome}}',
    );
    await page
      .getByRole('checkbox', { name: 'Offer the person an email confirming their answers arrived' })
      .check();
    await expect(
      page.getByRole('checkbox', { name: /^Ask “I am not a robot” before sending/ }),
    ).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('studio-rsvp-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved: the screen is up to date', {
      timeout: 60_000,
    });
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    test.info().annotations.push({ type: 'built in', description: `${minutes} min` });

    // `npm run check` in the same setup as `npm start` (no keys set) takes it, captcha and all.
    const checked = runCheck(devServer.dir);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('Checked for `npm start`');
    // Laid out as the project's lint wants it, so the pull request that carries it passes.
    const written = devServer.read(`${slug}.json`);
    expect(await check(written, { ...LAYOUT, filepath: `${slug}.json` })).toBe(true);
    const saved = JSON.parse(written) as {
      email: { params: Record<string, string>; confirmation: { to: string } };
      captcha: boolean;
    };
    expect(saved.captcha).toBe(true);
    expect(saved.email.confirmation.to).toBe('email');

    // The live page, in a tab of its own: a save may reload the studio's.
    const live = await context.newPage();
    await live.setViewportSize({ width: 1280, height: 900 });
    await live.goto(`/${slug}`);
    await expect(live.getByRole('heading', { name: 'Summer party RSVP' })).toBeVisible({
      timeout: 60_000,
    });
    await live.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await live.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
    // The phone starts on the country the studio set, so a number is typed as people say it.
    await expect(live.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await live.getByRole('textbox', { name: 'Phone number' }).fill('07911 123456');
    await live.getByRole('button', { name: 'Next' }).click();
    await live
      .getByRole('radiogroup', { name: 'Will you come?' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .click();
    const guests = live.getByRole('radiogroup', { name: 'How many guests?' });
    await expect(guests.getByRole('radio')).toHaveCount(5);
    await expect(guests.getByRole('radio', { name: '0', exact: true })).toBeVisible();
    await guests.getByRole('radio', { name: '2', exact: true }).click();
    await live.getByRole('radio', { name: 'Other' }).click();
    await live.getByRole('textbox', { name: 'Other: Please specify' }).fill('Gluten-free');
    await live.getByRole('radio', { name: '4 stars' }).click();
    // The captcha fake, rendered for npm start's local site key.
    await live.getByRole('checkbox', { name: /I am not a robot/ }).check();
    const sink = sinkFor(live.request, template, devServer.sinkUrl);
    await live.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      live.getByText(/To get an email at .* confirming that your answers arrived/),
    ).toBeVisible();
    // Ticked, the copy goes at once and the box with it: a click, not a check that reads it back.
    await live.getByRole('checkbox', { name: /I am not a robot/ }).click();
    await expect(
      live.getByText('An email confirming that your answers arrived was sent to ada@example.org.'),
    ).toBeVisible();

    const owner = (await sink.received()).find((e) => e.template_id === template);
    expect(owner?.answeredWith).toBe('ok');
    expect(owner?.template_params).toMatchObject({
      willYouCome: 'Yes',
      howManyGuests: '2',
      dietaryChoice: 'Other: Gluten-free',
    });
    expect(owner?.['g-recaptcha-response']).toMatch(/^local-captcha-fake-token-/);
    // Every answer, in words, page after page in the order people saw them: the questions
    // shown on Yes right after it.
    expect((owner?.template_params.answers ?? '').split('\n')).toEqual([
      'Your name: Ada Lovelace',
      'Email: ada@example.org',
      'Phone number: +447911123456',
      'Will you come? Yes',
      'How many guests? 2',
      'Dietary choice: Other: Gluten-free',
      "How was last year's party? 4 of 5",
    ]);
    const copy = (await sinkFor(live.request, `${template}_copy`, devServer.sinkUrl).received())[0];
    expect(copy?.answeredWith).toBe('ok');
    // The confirmation is the owner's fixed text: it carries the address alone.
    const { 'g-recaptcha-response': _token, ...carried } = copy?.template_params ?? {};
    expect(carried).toEqual({ to_email: 'ada@example.org' });
    expect(copy?.['g-recaptcha-response']).not.toBe(owner?.['g-recaptcha-response']);
    await live.screenshot({ path: test.info().outputPath('rsvp-sent-1280.png') });
  });
});
