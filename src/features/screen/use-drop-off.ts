import { useCallback, useMemo, useRef } from 'react';
import { loadResponseStore } from '../../services/firestore';
import type { Keeping } from '../../screen/responses';

/**
 * Drop-off (`responses.dropOff`): the furthest step this visit of the form
 * reached, written as it grows, never an answer. A write that fails is let go:
 * the count is a summary for the owners, never a reason to stop the person.
 */
export function useDropOff(slug: string, keep: Keeping | undefined) {
  const visit = useMemo(() => (keep?.dropOff ? crypto.randomUUID() : undefined), [keep]);
  const reached = useRef(-1);
  return useCallback(
    (step: number) => {
      if (!visit || step <= reached.current) return;
      reached.current = step;
      void loadResponseStore()
        .then((store) => store.visit(slug, visit, step, keep?.keepForDays))
        .catch(() => undefined);
    },
    [slug, visit, keep],
  );
}
