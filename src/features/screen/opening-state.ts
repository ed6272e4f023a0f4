import { useEffect, useState } from 'react';
import { i18n } from '../../kernel/i18n/i18n';
import type { OpeningTimes } from '../../screen/types';

/** Whether a screen takes answers at one moment; `changesAt`: when that next changes by itself. */
export type OpenState =
  { open: true; changesAt?: number } | { open: false; message: string; changesAt?: number };

/** "Tuesday 1 December 2026 at 09:00 (Europe/Berlin time)": the moment as the author meant it, in the language shown. */
function spoken(at: number, zone: string): string {
  // From the parts, not the formatted whole: ICU versions join them differently.
  const parts = new Intl.DateTimeFormat(i18n.locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return i18n._('opening.when', {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
    zone,
  });
}

/** Pure: the state of `times` at `now` (milliseconds since 1970), with the author's message or a plain one. */
export function openingState(times: OpeningTimes | undefined, now: number): OpenState {
  if (!times) return { open: true };
  if (times.closed) return { open: false, message: times.message ?? i18n._('opening.closed') };
  const zone = times.timeZone ?? 'UTC';
  if (times.opensAt !== undefined && now < times.opensAt) {
    return {
      open: false,
      message: times.message ?? i18n._('opening.opens', { when: spoken(times.opensAt, zone) }),
      changesAt: times.opensAt,
    };
  }
  if (times.closesAt !== undefined && now >= times.closesAt) {
    return {
      open: false,
      message: times.message ?? i18n._('opening.closedOn', { when: spoken(times.closesAt, zone) }),
    };
  }
  return { open: true, changesAt: times.closesAt };
}

// setTimeout takes at most 2^31 - 1 ms (24.8 days); a later change is looked at again then.
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * The state of `times` now, rendered again the moment it changes: a page left
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
