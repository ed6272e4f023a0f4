import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether a pointer is pressed inside the form. Between the press and the
 * release a click is not done yet: leaving a field on the press shows or
 * clears its messages, and if that moved the page, the release would land on
 * something else (a choice the person did not pick). Messages wait for the
 * release (templates.tsx), so what is under the pointer stays put.
 */
export class PointerPress {
  private held = false;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly isHeld = () => this.held;

  press(): void {
    this.set(true);
    // After the click of this press: the browser sends pointerup, mouseup and click
    // in one task, so a timer set at pointerup runs once the click is done.
    const release = () => setTimeout(() => this.set(false));
    window.addEventListener('pointerup', release, { once: true, capture: true });
    window.addEventListener('pointercancel', release, { once: true, capture: true });
  }

  private set(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    for (const listener of [...this.listeners]) listener();
  }
}

export const PointerHeldContext = createContext<PointerPress | undefined>(undefined);

const ignore = () => () => undefined;
const notHeld = () => false;

/** True while a pointer is pressed in the form; `watch` false reads nothing (most fields have no messages). */
export function usePointerHeld(watch: boolean): boolean {
  const pointer = useContext(PointerHeldContext);
  return useSyncExternalStore(
    watch && pointer ? pointer.subscribe : ignore,
    watch && pointer ? pointer.isHeld : notHeld,
    notHeld,
  );
}
