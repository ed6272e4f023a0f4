import { expect, test } from '../fixtures/dev-server';

// The preview exists only in development builds, so this file runs against the
// dev server the fixture starts over a copy of schemas/, not the production build.

test('the preview shows the form, the checker and the answer as the file is typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/preview');
  const file = page.getByRole('textbox', { name: 'Screen file (JSON)' });
  await expect(file).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'My new form' })).toBeVisible();
  await expect(page.getByText(/^No mistakes: this file is ready/)).toBeVisible();

  const text = await file.inputValue();
  await file.fill(text.replace('"My new form"', '"Guest book"'));
  await expect(page.getByRole('heading', { name: 'Guest book' })).toBeVisible();

  await file.fill(text.replace('"schema":', '"schema"'));
  await expect(page.getByText(/^Line \d+, column \d+: /).first()).toBeVisible();
  await file.fill(text);

  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  // The email the submit adapter would send for this answer, line by line.
  const sent = page.getByRole('region', { name: 'What this answer would send' });
  await expect(sent.getByRole('definition').first()).toHaveText('Hello from Ana');
  await expect(sent).toContainText('my-new-form');
  await page.screenshot({ path: 'tests/output/author-preview.png', fullPage: true });
});

test('hostile text typed into the preview is shown as text and never runs', async ({ page }) => {
  test.setTimeout(90_000);
  // Each payload would set window.__pwned (or open a dialog) if it ever ran.
  const tag = (n: number) => `<img src=x onerror="window.__pwned=${n}">`;
  const hostile = {
    title: `Hostile ${tag(1)}`,
    description: `<script>window.__pwned=2</script>\n\n[click me](javascript:window.__pwned=3) ${tag(4)}`,
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: `Name ${tag(5)}`, default: tag(6) },
        pick: {
          type: 'string',
          title: 'Pick',
          oneOf: [
            { const: 'a', title: `A ${tag(7)}` },
            { const: 'b', title: 'B' },
          ],
        },
      },
    },
    uiSchema: { name: { 'ui:help': `Help ${tag(8)}` } },
    email: { template: 'template_x', params: { subject: '{{name}}' } },
  };
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/preview');
  const file = page.getByRole('textbox', { name: 'Screen file (JSON)' });
  await expect(file).toBeVisible({ timeout: 60_000 });
  await file.fill(JSON.stringify(hostile, null, 2));

  await expect(page.getByText(/^No mistakes: this file is ready/)).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: `Hostile ${tag(1)}` })).toBeVisible();
  await expect(result.getByText('<script>window.__pwned=2</script>')).toBeVisible();
  await expect(result.getByText(`Help ${tag(8)}`)).toBeVisible();
  // The Markdown link keeps its words but loses the javascript: target.
  const link = result.getByText('click me');
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => a.getAttribute('href') ?? '')).not.toMatch(/javascript:/i);
  await page
    .getByRole('textbox', { name: /^Name/ })
    .fill(`${tag(9)} <script>window.__pwned=10</script>`);
  await expect(page.getByRole('region', { name: 'What this answer would send' })).toContainText(
    'window.__pwned=10',
  );

  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
