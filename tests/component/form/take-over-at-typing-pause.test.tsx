// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The gate and the typing watch keep their state for the page's life: each test loads them afresh.
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

/** A page drawn at build time with a form whose first render is seen, as the app takes it over. */
async function drawnPage() {
  const { TakeOverAtTypingPause } =
    await import('../../../src/kernel/ui/take-over-at-typing-pause');
  const { holdUntilTakenOver } = await import('../../../src/kernel/ui/hydration-gate');
  const { watchTyping } = await import('../../../src/kernel/ui/typing-pause');
  const takenOver = vi.fn();
  function Form() {
    useEffect(() => takenOver(), []);
    return <input id="name" />;
  }
  const page = (
    <Suspense fallback={null}>
      <TakeOverAtTypingPause />
      <Form />
    </Suspense>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  watchTyping();
  holdUntilTakenOver(root);
  const field = root.querySelector('input') as HTMLInputElement;
  const press = () =>
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  const takeOver = () => act(async () => void hydrateRoot(root, page));
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { root, field, press, takeOver, wait, takenOver };
}

it('takes the form over at once when nobody is typing', async () => {
  const { root, field, takeOver, takenOver } = await drawnPage();
  await takeOver();
  expect(takenOver).toHaveBeenCalledTimes(1);
  expect(root.querySelector('input')).toBe(field);
  root.remove();
});

it('leaves the form as drawn while someone types, and takes it over on the pause', async () => {
  const { TYPING_PAUSE_MS } = await import('../../../src/kernel/ui/typing-pause');
  const { root, field, press, takeOver, wait, takenOver } = await drawnPage();
  press();
  await takeOver();
  await wait(TYPING_PAUSE_MS / 2);
  press();
  await wait(TYPING_PAUSE_MS - 50);
  expect(takenOver).not.toHaveBeenCalled();
  // The field drawn at build time stays, with what was typed into it.
  expect(root.querySelector('input')).toBe(field);

  await wait(100);
  expect(takenOver).toHaveBeenCalledTimes(1);
  expect(root.querySelector('input')).toBe(field);
  root.remove();
});
