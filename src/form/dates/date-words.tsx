import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { usePointerHeld } from '../pointer-press';

/**
 * A date answer (`2026-11-24`, as it is sent) or a date and time (an instant,
 * on the person's clock) written out in `language`, a time zone named for the
 * second: a full date ("Tuesday 24 November 2026") is checked at a glance.
 */
export function dateInWords(
  kind: 'date' | 'date-time',
  value: unknown,
  language: string,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  let words: Intl.DateTimeFormatOptions | undefined;
  let at: Date | undefined;
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    words = { dateStyle: 'full', timeZone: 'UTC' };
    at = new Date(`${value}T00:00:00Z`);
  } else if (kind === 'date-time') {
    words = { dateStyle: 'full', timeStyle: 'short' };
    at = new Date(value);
  }
  if (!words || !at || Number.isNaN(at.getTime())) return undefined;
  const shown = new Intl.DateTimeFormat(language, words).format(at);
  if (kind === 'date') return shown;
  // A time is on the person's own clock: its zone named, for whoever reads it elsewhere.
  const zone = new Intl.DateTimeFormat(language, { timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${shown} (${zone})` : shown;
}

/**
 * A date in words under its box. It comes as the form takes the answer, which may be on
 * the press that leaves the box: while that pointer is down it waits, as messages do
 * (templates.tsx), so the choice below does not move from under the pointer.
 */
export function DateWords({ words }: { words: string | undefined }) {
  const [shown, setShown] = useState(words);
  const held = usePointerHeld(shown !== undefined || words !== undefined);
  if (!held && shown !== words) setShown(words);
  const now = held ? shown : words;
  return now ? <FormHelperText sx={{ mx: 1.75 }}>{now}</FormHelperText> : null;
}
