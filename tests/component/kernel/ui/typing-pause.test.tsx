// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { CHUNK_FIELDS } from '../../../../src/form/chunked-fields';
import { ThemedForm } from '../../../../src/form/themed-form';
import { formValidator } from '../../../../src/form/validation/form-validator';
import { oneTaskEach } from '../../../../src/kernel/next-task';
import {
  fieldsHydrated,
  holdUntilHydrated,
  startHydrating,
} from '../../../../src/kernel/ui/hydration-gate';
import { TYPING_PAUSE_MS, typingPaused, watchTyping } from '../../../../src/kernel/ui/typing-pause';

beforeAll(watchTyping);
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

const field = document.body.appendChild(document.createElement('input'));
const press = (on: EventTarget = field, key = 'a') =>
  on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

it('waits while keys come, and goes on once they have rested for a moment', async () => {
  press();
  let paused = false;
  void typingPaused().then(() => (paused = true));
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
  press();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
  expect(paused).toBe(false);
  await vi.advanceTimersByTimeAsync(100);
  expect(paused).toBe(true);
});

it('is not held back by the keyboard moving through the page or choosing', async () => {
  const radio = document.body.appendChild(document.createElement('input'));
  radio.type = 'radio';
  const button = document.body.appendChild(document.createElement('button'));
  // Typing that has rested, on this test's clock.
  press();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
  press(field, 'Tab');
  press(radio, 'ArrowDown');
  radio.dispatchEvent(new Event('input', { bubbles: true }));
  press(button, ' ');
  press(document.body, 'ArrowDown');
  let paused = false;
  void typingPaused().then(() => (paused = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(paused).toBe(true);
  radio.remove();
  button.remove();
});

it("runs the form's code part by part, none while someone types", async () => {
  // A key comes while the first part runs.
  const parts = [vi.fn(() => Promise.resolve(press())), vi.fn(() => Promise.resolve())];
  press();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2);
  void oneTaskEach(parts);
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 4);
  expect(parts[0]).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2);
  expect(parts[0]).toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2);
  expect(parts[1]).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
  expect(parts[1]).toHaveBeenCalled();
});

it('renders the rest of a long form only once the typing pauses', async () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]),
    ),
  };
  const next = () => document.getElementById(`root_f${CHUNK_FIELDS}`);
  press();
  render(<ThemedForm schema={schema} validator={formValidator} />);
  await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2));
  press();
  await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2));
  expect(next()).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
  expect(next()).not.toBeNull();
});

it('keeps keys typed while React hydrates the page, until the fields are its own', () => {
  const root = document.createElement('div');
  root.innerHTML = '<input id="name">';
  document.body.append(root);
  holdUntilHydrated(root);
  const input = root.querySelector('input') as HTMLInputElement;
  // Where React listens: on the root, capture phase.
  const heard = vi.fn();
  root.addEventListener('keydown', heard, true);
  root.addEventListener('input', heard, true);

  startHydrating();
  press(input);
  input.value = 'a';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  expect(heard).not.toHaveBeenCalled();
  // Still typing, for whatever waits for a pause.
  let paused = false;
  void typingPaused().then(() => (paused = true));
  expect(paused).toBe(false);

  fieldsHydrated();
  press(input);
  expect(heard).toHaveBeenCalledOnce();
  root.remove();
});
