// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import {
  unstable_cancelCallback as cancel,
  unstable_NormalPriority as NORMAL,
  unstable_scheduleCallback as schedule,
} from '../../../../src/kernel/ui/typing-aware-scheduler';
import {
  fieldsHydrated,
  holdUntilHydrated,
  startHydrating,
} from '../../../../src/kernel/ui/hydration-gate';
import { TYPING_PAUSE_MS, watchTyping } from '../../../../src/kernel/ui/typing-pause';

// The page as the build rendered it, being hydrated, with a field to type into.
const root = document.body.appendChild(document.createElement('div'));
const field = root.appendChild(document.createElement('input'));
// One clock for the file: the typing watch remembers the last key by it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  watchTyping();
  holdUntilHydrated(root);
});
afterAll(() => vi.useRealTimers());
beforeEach(startHydrating);
// Typing rests between tests.
afterEach(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));

const press = () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
/** The real scheduler runs its tasks, and the rest of one, each in a task of its own (setImmediate here). */
async function scheduled() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

it("runs React's work at once when nobody types", async () => {
  const work = vi.fn(() => null);
  schedule(NORMAL, work);
  await scheduled();
  expect(work).toHaveBeenCalledTimes(1);
});

it('holds it while someone types into the page being hydrated, and goes on at the pause', async () => {
  press();
  const work = vi.fn(() => null);
  schedule(NORMAL, work);
  await scheduled();
  expect(work).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
  press();
  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
  await scheduled();
  expect(work).not.toHaveBeenCalled();

  await vi.advanceTimersByTimeAsync(100);
  await scheduled();
  expect(work).toHaveBeenCalledTimes(1);
  expect(work).toHaveBeenCalledWith(false);
});

it('holds the rest of a task cut in slices, and a task React cancels meanwhile never runs', async () => {
  const rest = vi.fn(() => null);
  // The first slice runs, a key comes during it: the rest waits.
  const first = vi.fn(() => {
    press();
    return rest;
  });
  schedule(NORMAL, first);
  const cancelled = vi.fn(() => null);
  const task = schedule(NORMAL, cancelled);
  await scheduled();
  expect(first).toHaveBeenCalledTimes(1);
  expect(rest).not.toHaveBeenCalled();
  cancel(task);

  await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
  await scheduled();
  expect(rest).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});

it('holds nothing once the form is the app’s', async () => {
  fieldsHydrated();
  press();
  const work = vi.fn(() => null);
  schedule(NORMAL, work);
  await scheduled();
  expect(work).toHaveBeenCalledTimes(1);
});
