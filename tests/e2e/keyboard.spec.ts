import { expect, test, type Locator, type Page } from '@playwright/test';

// Keyboard only: after page.goto, no click, no fill; Tab, typing, Space, arrows and Enter.
// Dozens of key presses, each checked: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
}

/**
 * What shows where the focus is: a ring (outline) around the control or the
 * ButtonBase holding it (MUI's ring once the app runs, shell.css's on the page
 * rendered at build time), or the thicker border MUI gives the box being typed in.
 */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const ring = (e: Element | null) => {
      if (!e) return undefined;
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
        ? `outline ${s.outlineWidth} ${s.outlineColor}`
        : undefined;
    };
    const box = el.closest('.MuiInputBase-root')?.querySelector('fieldset');
    const border =
      box && parseFloat(getComputedStyle(box).borderTopWidth) >= 2
        ? `border ${getComputedStyle(box).borderTopWidth} ${getComputedStyle(box).borderTopColor}`
        : undefined;
    return ring(el) ?? ring(el.closest('.MuiButtonBase-root')) ?? border ?? 'none';
  });
}

async function expectFocusVisible(page: Page) {
  expect(await focusIndicator(page)).toMatch(/^(outline|border) /);
}

type Sent = { template_id: string; template_params: Record<string, string> };

/** Answers every send as EmailJS does ("OK"), and keeps what was sent: no shared sink state. */
async function acceptSends(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route('**/api/v1.0/email/send', async (route) => {
    sent.push(route.request().postDataJSON() as Sent);
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return sent;
}

test('a form with radio buttons and checkboxes is filled in and sent by keyboard alone', async ({
  page,
}) => {
  const sent = await acceptSends(page);
  await page.goto('/registration');
  const text = (name: RegExp) => page.getByRole('textbox', { name });

  await tabTo(page, text(/First name/));
  await expectFocusVisible(page);
  await page.keyboard.type('Ana');
  await tabTo(page, text(/Last name/));
  await page.keyboard.type('Lima');
  await tabTo(page, text(/^Email/));
  await page.keyboard.type('ana@example.com');
  await tabTo(page, page.getByRole('spinbutton', { name: /Age/ }));
  await page.keyboard.type('34');

  // A radio group is one Tab stop; the arrow keys choose inside it. Nothing is chosen for the person.
  // (Only in the ticket group: Guests, 0 to 3, is a row of buttons now, on the file's "default": 0.)
  const ticket = page.getByRole('radiogroup', { name: 'Ticket' });
  await expect(ticket.getByRole('radio', { checked: true })).toHaveCount(0);
  await tabTo(page, page.getByRole('radio', { name: 'Standard (€40)' }));
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Student (€20)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Student (€20)' })).toBeFocused();

  await tabTo(page, page.getByRole('checkbox', { name: 'vegan' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'vegan' })).toBeChecked();

  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await tabTo(page, terms);
  await expect(terms).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  // The words the person chose, as the owner's template reads them.
  expect(sent.map((s) => s.template_params.ticket)).toEqual(['Student (€20)']);
  expect(sent[0]?.template_params.dietary).toBe('Vegan');
});

test('a drop-down opens, moves and chooses with the arrow keys and Enter', async ({ page }) => {
  await page.goto('/booking');
  const room = page.getByRole('combobox', { name: /Room/ });
  await tabTo(page, room);
  await expectFocusVisible(page);
  await expect(room).toHaveText(/^\W*$/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list opens on its empty first entry ("nothing chosen"): two steps down is the second room.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(room).toHaveText('Double room');
  await expect(room).toBeFocused();
});

test('a failed submit announces the errors, links them to their fields and focuses the first', async ({
  page,
}) => {
  await page.goto('/contact');
  await tabTo(page, page.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');

  const name = page.getByRole('textbox', { name: /Your name/ });
  await expect(name).toBeFocused();
  await expectFocusVisible(page);
  for (const field of [name, page.getByRole('textbox', { name: /Message/ })]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The message is what a screen reader reads out with the field...
    await expect(field).toHaveAccessibleDescription(/\S/);
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`);
    await expect(message).toBeVisible();
    // ...and it sits in a live region, announced as it appears.
    await expect(page.locator('[aria-live]').filter({ has: message })).toHaveCount(1);
  }
  // Fixing the answer by keyboard clears its message.
  await page.keyboard.type('Ana Lima');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
});

test('a steps form goes Next, Back and Submit by keyboard, keeping the answers', async ({
  page,
}) => {
  const sent = await acceptSends(page);
  await page.goto('/sign-up');
  const text = (name: RegExp) => page.getByRole('textbox', { name });
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  await tabTo(page, text(/Your name/));
  await page.keyboard.type('Ana Lima');
  await tabTo(page, button('Next'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  await tabTo(page, text(/^Email$|^Email \*/));
  await page.keyboard.type('ana@example.com');
  await tabTo(page, button('Back'));
  await page.keyboard.press('Enter');
  await expect(text(/Your name/)).toHaveValue('Ana Lima');
  await tabTo(page, button('Next'));
  await page.keyboard.press('Enter');
  await expect(text(/^Email$|^Email \*/)).toHaveValue('ana@example.com');

  await tabTo(page, text(/Email again/));
  await page.keyboard.type('ana@example.com');
  await tabTo(page, button('Next'));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('checkbox', { name: /newsletter/ }));
  await page.keyboard.press('Space');
  await tabTo(page, button('Create account'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toBeVisible();
  expect(sent).toHaveLength(1);
});
