import { useEffect, useState } from 'react';
import type { OpeningTimes } from '../../shared/screen-files/types';

/** Whether a screen takes answers at one moment; `changesAt`: when that next changes by itself. */
export type OpenState =
  { open: true; changesAt?: number } | { open: false; message: string; changesAt?: number };

/** Pure: the state of `times` at `now` (milliseconds since 1970), with the author's message or a plain one. */
export function openingState(times: OpeningTimes | undefined, now: number): OpenState {
  if (!times) return { open: true };
  if (times.closed) return { open: false, message: times.message ?? 'This form is closed.' };
  if (times.opensAt !== undefined && now < times.opensAt) {
    return {
      open: false,
      message: times.message ?? `This form opens on ${times.opensText ?? 'a later date'}.`,
      changesAt: times.opensAt,
    };
  }
  if (times.closesAt !== undefined && now >= times.closesAt) {
    return {
      open: false,
      message: times.message ?? `This form closed on ${times.closesText ?? 'an earlier date'}.`,
    };
  }
  return { open: true, changesAt: times.closesAt };
}

// setTimeout takes at most 2^31 - 1 ms (24.8 days); a later change is looked at again then.
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * The state of `times` now, drawn again the moment it changes: a page left
 * open shows the form when it opens and the message when it closes.
 */
export function useOpening(times: OpeningTimes | undefined): OpenState {
  const [now, setNow] = useState(() => Date.now());
  const state = openingState(times, now);
  const { changesAt } = state;
  useEffect(() => {
    if (changesAt === undefined) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(changesAt - Date.now(), 0), LONGEST_WAIT),
    );
    return () => clearTimeout(timer);
  }, [changesAt, now]);
  return state;
}
