import { useCallback, useMemo, useRef } from 'react';
import { loadResponseStore } from '../../services/firestore';
import type { Keeping } from '../../screen/responses';
import { randomUuid } from '../../kernel/random-hex';

/**
 * Drop-off (`responses.dropOff`): the furthest step this visit of the form
 * reached, written as it grows, and that it ended in a sent response; never an
 * answer. A write that fails is let go: the count is a summary for the owners,
 * never a reason to stop the person.
 */
export function useDropOff(slug: string, keep: Keeping | undefined) {
  const visit = useMemo(() => (keep?.dropOff ? randomUuid() : undefined), [keep]);
  const reached = useRef(-1);
  const record = useCallback(
    (step: number, sent: boolean) => {
      if (!visit) return;
      void loadResponseStore()
        .then((store) => store.visit(slug, visit, step, keep?.keepForDays, sent))
        .catch(() => undefined);
    },
    [slug, visit, keep],
  );
  const onStep = useCallback(
    (step: number) => {
      if (step <= reached.current) return;
      reached.current = step;
      record(step, false);
    },
    [record],
  );
  /** The visit ended in a sent response: the funnel's last bar. */
  const onSent = useCallback(() => record(Math.max(0, reached.current), true), [record]);
  return { onStep, onSent };
}
