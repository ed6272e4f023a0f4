import { expect, test, type Page } from '@playwright/test';
import { dateBox, typeInto } from '../fixtures/date-box';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// Leaving a field on the press of a click shows or clears its messages; the
// page must not move under the pointer before the release, or the click lands
// on something else. Real pointer clicks (locator.click presses and releases
// the mouse at one point), never check().

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const topic = (page: Page, name: RegExp) => page.getByRole('radio', { name });

test('a click right after fixing a field lands on the choice aimed at, and that choice is sent', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_contact');
  // The sink keeps earlier runs' sends: this run's name picks out its own.
  const who = `Ana Lost-Click ${Date.now().toString(36)}`;
  await page.goto('/contact');
  // Messages on leaving a field are the app's: a page rendered at build time shows them
  // only once hydrated (what is typed before is kept, prerender.spec).
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Your name' }).fill(who);
  // A wrong email, left: its message shows under the field.
  await emailField(page).fill('ana@');
  await page.getByRole('textbox', { name: /Message/ }).click();
  const message = page.getByText(/Enter an email address/);
  await expect(message).toBeVisible();

  // Fixed, then the next click goes straight to a choice below: the press leaves the
  // email field, which clears its message.
  await emailField(page).fill('ana.lost.click@example.com');
  await topic(page, /^An idea$/).click();
  await expect(topic(page, /^An idea$/)).toBeChecked();
  await expect(message).toHaveCount(0);

  // A message that appears above as the press leaves a field must not move the choice either.
  await page.getByRole('textbox', { name: 'Your name' }).fill('A');
  await topic(page, /^Praise$/).click();
  await expect(topic(page, /^Praise$/)).toBeChecked();
  await expect(page.getByText(/at least 2 characters/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Your name' }).fill(who);
  await page.getByRole('textbox', { name: /Message/ }).fill('Clicks land where I aim them.');
  await topic(page, /^An idea$/).click();
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const mine = async () =>
    (await sink.received()).filter((e) => e.template_params.subject?.includes(who));
  await expect.poll(async () => (await mine()).length).toBe(1);
  const [sent] = await mine();
  expect(sent?.template_params.answers).toMatch(/^Topic: An idea$/m);
});

test('a click right after typing a date and time lands on the choice below', async ({ page }) => {
  // Its date in words comes under the box as the form takes the answer: were that on the
  // press that leaves the box, the choice would move from under the pointer.
  await page.goto('/kinds');
  await hydrated(page);
  // This browser's American English: month first, a 12-hour clock ("a" for AM).
  await typeInto(dateBox(page, 'Meeting'), '120120260915a');
  await page.getByRole('radio', { name: 'A search' }).click();
  await expect(page.getByRole('radio', { name: 'A search' })).toBeChecked();
  // The words came once the click was done.
  await expect(page.getByText(/Tuesday.*2026/)).toBeVisible();
});
