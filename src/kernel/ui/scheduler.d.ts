/** The parts of React's scheduler package (no types of its own) that React DOM and typing-aware-scheduler.ts use. */
declare module 'scheduler/index.js' {
  /** A task's work; a function returned is the rest of it, run in a later slice. */
  export type SchedulerCallback = (
    didTimeout: boolean,
  ) => SchedulerCallback | null | undefined | void;
  export function unstable_scheduleCallback(
    priority: number,
    callback: SchedulerCallback,
    options?: { delay: number },
  ): unknown;
  export function unstable_cancelCallback(task: unknown): void;
  export const unstable_IdlePriority: number;
  export const unstable_ImmediatePriority: number;
  export const unstable_LowPriority: number;
  export const unstable_NormalPriority: number;
  export const unstable_UserBlockingPriority: number;
  export function unstable_getCurrentPriorityLevel(): number;
  export function unstable_now(): number;
  export function unstable_requestPaint(): void;
  export function unstable_shouldYield(): boolean;
}
