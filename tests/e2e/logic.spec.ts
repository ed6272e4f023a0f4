import { expect, test, type Page } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';

// Answers that shape the form (issue 20): the example screens tickets, quiz and event-survey.

const paramsOf = async (sink: ReturnType<typeof sinkFor>) => {
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const [email] = await sink.received();
  return email?.template_params ?? {};
};

const choose = (page: Page, question: RegExp, choice: string) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: true })
    .click();

test('an answer named in a title, a live total, a score and its result page', async ({
  page,
  request,
}) => {
  const tickets = sinkFor(request, 'template_tickets');
  const quiz = sinkFor(request, 'template_quiz');
  await tickets.clear();
  await quiz.clear();

  // The page rendered at build time names no one yet: the placeholder is empty, never shown raw.
  const built = await (await request.get('/tickets')).text();
  expect(built).toContain('How many adults, ?');
  expect(built).not.toContain('{{');

  await page.goto('/tickets');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  const adults = page.getByRole('spinbutton', { name: /How many adults, Ana\?/ });
  await expect(adults).toBeVisible();
  await adults.fill('2');
  await page.getByRole('spinbutton', { name: /How many children/ }).fill('1');
  const total = page.getByRole('spinbutton', { name: /Total/ });
  await expect(total).toHaveValue('60');
  await expect(total).not.toBeEditable();
  await page.getByRole('spinbutton', { name: /How many children/ }).fill('3');
  await expect(total).toHaveValue('80');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ana!' })).toBeVisible();
  await expect(page.getByText('Your tickets are booked: 80 EUR, paid at the door.')).toBeVisible();
  expect(await paramsOf(tickets)).toMatchObject({
    name: 'Ana',
    adults: '2',
    children: '3',
    total: '80',
  });

  await page.goto('/quiz');
  await choose(page, /capital of France/, 'Paris');
  await choose(page, /capital of Italy/, 'Milan');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nearly' })).toBeVisible();
  await expect(page.getByText('1 of 2: one to look up.')).toBeVisible();
  // Each answer's param in words; without `email.params` the codes come beside them.
  expect(await paramsOf(quiz)).toMatchObject({
    france: 'Paris',
    france_code: 'paris',
    italy: 'Milan',
    italy_code: 'milan',
    score: '1',
  });
});

test('a step skipped by an answer: indicator, Next and Back follow the path, its answer is not sent', async ({
  page,
  request,
}) => {
  const survey = sinkFor(request, 'template_survey');
  await survey.clear();
  const stepLabels = page.locator('.MuiStepLabel-label');
  const next = page.getByRole('button', { name: 'Next' });
  const back = page.getByRole('button', { name: 'Back' });

  await page.goto('/event-survey');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Bo');
  await choose(page, /Did you come/, 'Yes');
  await expect(stepLabels).toHaveText(['About you', 'The day', 'Last word']);
  await next.click();
  await choose(page, /How was it, Bo\?/, '4');
  await next.click();
  await expect(page.getByRole('textbox', { name: /Anything else/ })).toBeVisible();

  // Changing the answer that opened the step takes the step off the path.
  await back.click();
  await back.click();
  await choose(page, /Did you come/, 'No');
  await expect(stepLabels).toHaveText(['About you', 'Last word']);
  await next.click();
  await page.getByRole('textbox', { name: /Anything else/ }).fill('See you');
  await back.click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Bo');
  await next.click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thanks Bo, we read every answer.')).toBeVisible();
  const params = await paramsOf(survey);
  expect(params).toMatchObject({ name: 'Bo', attended: 'No', comments: 'See you', rating: '' });
  expect(params.answers).not.toContain('How was it');
});

test('the emailed answers follow the form, questions shown on a condition in their place', async ({
  page,
  request,
}) => {
  const support = sinkFor(request, 'template_support');
  await support.clear();
  await page.goto('/support-request');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  // The phone is answered before the steps: rjsf's answers have it first, the form shows it last.
  await choose(page, /Call me back/, 'Yes');
  await page.getByRole('textbox', { name: /Phone number/ }).fill('+33 1 23 45 67 89');
  await choose(page, /What is it about/, 'Something does not work');
  await page.getByRole('textbox', { name: /Steps to reproduce/ }).fill('Open it, press Send');
  await choose(page, /How bad is it/, 'I cannot work');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const params = await paramsOf(support);
  expect(params.answers?.split('\n')).toEqual([
    'Email: ana@example.com',
    'What is it about? Something does not work',
    'Steps to reproduce: Open it, press Send',
    'How bad is it? I cannot work',
    'Call me back instead of emailing: Yes',
    'Phone number: +33 1 23 45 67 89',
  ]);
});
