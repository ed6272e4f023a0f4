import { typingPaused } from './ui/typing-pause';

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Goes on in a new task, letting the browser paint and answer a key or a
 * click first. `scheduler.yield` where the browser has it (Chromium), which
 * puts the rest ahead of other waiting work; otherwise a zero timeout.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as Yielding;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step in a task of its own, the browser free to paint and answer in
 * between, and none while the person is typing (each would hold a key back).
 */
export async function oneTaskEach(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await typingPaused();
    await step();
    await nextTask();
  }
}
