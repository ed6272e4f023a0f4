import * as Scheduler from 'scheduler/index.js';
import { typingIntoRenderedPage } from './hydration-gate';
import { typingPaused } from './typing-pause';

/**
 * React DOM's scheduler (the build swaps it in for `scheduler`,
 * form-perf-swaps.ts): the same, but while someone types into a page React is
 * hydrating, React's work waits for the typing pause. React hydrates the page
 * in slices of a few milliseconds and units that cannot be cut (rjsf
 * setting up a long form), and each key landing behind one waited for it; the
 * page as rendered takes the typing meanwhile (hydration-gate.ts). A held slice is
 * only later: React goes on where it stopped, so nothing rendered or typed is lost.
 */
// The rest of what React DOM reads, as the scheduler has it.
export {
  unstable_IdlePriority,
  unstable_ImmediatePriority,
  unstable_LowPriority,
  unstable_NormalPriority,
  unstable_UserBlockingPriority,
  unstable_getCurrentPriorityLevel,
  unstable_now,
  unstable_requestPaint,
  unstable_shouldYield,
} from 'scheduler/index.js';

type Callback = Scheduler.SchedulerCallback;
/** What React keeps to cancel: the task in the real scheduler changes when one is held. */
type Task = { callback: Callback | null; scheduled: unknown };

export function unstable_scheduleCallback(
  priority: number,
  callback: Callback,
  options?: { delay: number },
): Task {
  const task: Task = { callback, scheduled: undefined };
  const run: Callback = (didTimeout) => {
    if (!task.callback) return null;
    if (typingIntoRenderedPage()) {
      void typingPaused().then(() => {
        if (task.callback) task.scheduled = Scheduler.unstable_scheduleCallback(priority, run);
      });
      return null;
    }
    const next = task.callback(didTimeout);
    task.callback = typeof next === 'function' ? next : null;
    return task.callback ? run : null;
  };
  task.scheduled = Scheduler.unstable_scheduleCallback(priority, run, options);
  return task;
}

export function unstable_cancelCallback(task: Task): void {
  task.callback = null;
  Scheduler.unstable_cancelCallback(task.scheduled);
}
