// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, showLanguage } from '../../../src/kernel/i18n/i18n';
import { renderThemedForm, submitted } from '../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    weight: { type: 'number', title: 'Weight', minimum: 0 },
    guests: { type: 'integer', title: 'Guests' },
    day: { type: 'string', format: 'date', title: 'Day' },
    at: { type: 'string', format: 'date-time', title: 'Arrival' },
  },
};

const renderForm = (formData?: unknown) => renderThemedForm({ schema, formData });

// The build puts a decimal separator of the language shown in place of rjsf's
// (perf/decimal-separator.ts, tried in tests/unit/form/perf and
// tests/e2e/numbers-dates.spec.ts); vitest runs rjsf as it is, reading the
// browser's languages, so here they follow the language shown.
beforeEach(() => {
  vi.spyOn(window.navigator, 'languages', 'get').mockImplementation(() => [i18n.locale]);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await showLanguage('en');
});

describe('numbers in the language shown', () => {
  it('takes "2,5" in French on a decimal keypad and sends the JSON number 2.5', async () => {
    await showLanguage('fr');
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const weight = screen.getByRole('textbox', { name: 'Weight' });
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    await user.type(weight, '2,5');
    await user.type(screen.getByRole('spinbutton', { name: 'Guests' }), '3');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({ weight: 2.5, guests: 3 });
    expect(weight).toHaveValue('2,5');
  });
});

describe('a date in the language shown', () => {
  it('writes the chosen date out in French under the date box, and sends it as 2026-11-24', async () => {
    await showLanguage('fr');
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    // Day, month and year, in that order on a French page.
    const day = await screen.findByRole('group', { name: 'Day' });
    await user.click(within(day).getAllByRole('spinbutton')[0]!);
    await user.keyboard('24112026');
    expect(await screen.findByText('mardi 24 novembre 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({ day: '2026-11-24' });
  });

  it('writes a date and time out in French, on the clock of the date box', async () => {
    await showLanguage('fr');
    renderForm({ at: '2026-11-24T12:30:00.000Z' });
    // The box shows the time on the person's clock, as does the line under it, which names
    // that clock's zone (issue 35: the time zone said where it matters).
    expect(await screen.findByText(/^mardi 24 novembre 2026 à \d\d:30 \(.+\)$/)).toBeVisible();
  });

  it('writes it in Arabic for a kept answer', async () => {
    await showLanguage('ar');
    renderForm({ day: '2026-11-24' });
    expect(await screen.findByText('الثلاثاء، 24 نوفمبر 2026')).toBeVisible();
  });
});
