import { useEffect } from 'react';

/**
 * A wheel turned over a focused number box of the studio scrolls the page and
 * leaves the number as typed: the browser would step it instead, unseen (a
 * Longest of 2000 saved as 2001). The box lets go of the focus before the
 * wheel reaches it.
 */
export function useWheelLeavesNumbers() {
  useEffect(() => {
    const onWheel = (event: WheelEvent) => {
      const box = event.target;
      if (
        box instanceof HTMLInputElement &&
        box.type === 'number' &&
        box === document.activeElement
      ) {
        box.blur();
      }
    };
    document.addEventListener('wheel', onWheel, { capture: true, passive: true });
    return () => document.removeEventListener('wheel', onWheel, { capture: true });
  }, []);
}
