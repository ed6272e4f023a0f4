// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FIELDS, LONG_FORM_FIELDS } from '../../../src/shared/form/chunked-fields';
import { FriendlyForm } from '../../../src/shared/form/friendly-form';
import { formValidator } from '../../../src/shared/validation/form-validator';

const FIELDS = 60;
const longSchema: RJSFSchema = {
  type: 'object',
  // The one field a person must fill is in the last chunk.
  required: [`f${FIELDS - 1}`],
  properties: Object.fromEntries(
    Array.from({ length: FIELDS }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]),
  ),
};

const field = (i: number) => document.getElementById(`root_f${i}`) as HTMLInputElement | null;

function renderForm(schema: RJSFSchema) {
  const onSubmit = vi.fn();
  render(
    <FriendlyForm schema={schema} validator={formValidator} onSubmit={onSubmit}>
      <button type="submit">Send</button>
    </FriendlyForm>,
  );
  return onSubmit;
}

/** Lets the chunks that are waiting for their turn draw, one turn each. */
async function drawTheRest() {
  for (let i = 0; i < Math.ceil(FIELDS / CHUNK_FIELDS); i++) {
    await act(() => vi.runAllTimersAsync());
  }
}

describe('a long form drawn in chunks', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('draws its first fields at once and the rest right after', async () => {
    expect(FIELDS).toBeGreaterThanOrEqual(LONG_FORM_FIELDS);
    renderForm(longSchema);
    expect(field(0)).not.toBeNull();
    expect(field(CHUNK_FIELDS - 1)).not.toBeNull();
    expect(field(CHUNK_FIELDS)).toBeNull();
    await drawTheRest();
    for (let i = 0; i < FIELDS; i++) expect(field(i)).not.toBeNull();
    // In order, each once.
    expect([...document.querySelectorAll('input[id^="root_f"]')].map((e) => e.id)).toEqual(
      Array.from({ length: FIELDS }, (_, i) => `root_f${i}`),
    );
  });

  it('keeps what was typed into a first field while the rest is drawn', async () => {
    renderForm(longSchema);
    fireEvent.change(field(0) as HTMLInputElement, { target: { value: 'typed early' } });
    await drawTheRest();
    expect(field(0)?.value).toBe('typed early');
  });

  it('on a submit before the rest is drawn, draws it and moves to the field with a problem', () => {
    const onSubmit = renderForm(longSchema);
    expect(field(FIELDS - 1)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(FIELDS - 1)).toHaveFocus();
    expect(screen.getByText('Please fill this in')).toBeInTheDocument();
  });

  it('draws a short form whole at once', () => {
    const short: RJSFSchema = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: LONG_FORM_FIELDS - 1 }, (_, i) => [`f${i}`, { type: 'string' }]),
      ),
    };
    renderForm(short);
    expect(field(LONG_FORM_FIELDS - 2)).not.toBeNull();
    expect(document.querySelector('.rjsf-field-chunk')).toBeNull();
  });
});
