// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, expect, it, vi } from 'vitest';
import { COMMIT_AFTER_MS } from '../../../src/form/buffered-input';
import { ThemedForm } from '../../../src/form/themed-form';
import { holdUntilHydrated, markHydrated } from '../../../src/kernel/ui/hydration-gate';
import { formValidator } from '../../../src/form/validation/form-validator';

const schema: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' } },
};

afterEach(() => vi.useRealTimers());

it("hands text typed into the rendered page to the form only once the page is the app's", async () => {
  vi.useFakeTimers();
  const onChange = vi.fn();
  const form = <ThemedForm schema={schema} validator={formValidator} onChange={onChange} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  // The page rendered at build time, typed into before any of the app's code ran.
  holdUntilHydrated(container);
  const name = container.querySelector<HTMLInputElement>('#root_name');
  if (!name) throw new Error('the rendered page has no name field');
  name.value = 'Ada';
  await act(async () => {
    hydrateRoot(container, form);
  });
  const handed = () =>
    onChange.mock.calls.some(
      ([e]) => (e as { formData?: { name?: string } }).formData?.name === 'Ada',
    );

  // Long past a typing pause, the form has not had it: this visit's own
  // answers (a draft) come first, as the app finishes hydrating the page.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2000);
  });
  expect(handed()).toBe(false);
  expect(name).toHaveValue('Ada');

  // Nothing held meanwhile (no link, no submit): handed over on the typing pause after the
  // hydration, so the form's update does not land among the keys still coming.
  await act(async () => {
    markHydrated();
  });
  expect(handed()).toBe(false);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(COMMIT_AFTER_MS);
  });
  expect(handed()).toBe(true);
  container.remove();
});
