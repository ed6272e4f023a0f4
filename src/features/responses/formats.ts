import { useMemo } from 'react';
import { useLanguage } from '../../kernel/i18n/i18n';
import type { TimeBuckets } from './time-buckets';

/** Numbers, shares and moments written the way the page's language writes them. */
export type Formats = {
  number: (n: number) => string;
  share: (count: number, of: number) => string;
  /** A moment (ms) on the reader's clock: `27 Nov 2026, 14:30`. */
  moment: (ms: number) => string;
  /** A date answer (`2026-11-27`), an instant or a time of day (`14:30:00`) as written. */
  dateAnswer: (value: string) => string;
  bucket: (start: string, unit: TimeBuckets['unit']) => string;
};

export function formatsFor(language: string): Formats {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  return {
    number: (n) => number.format(n),
    share: (count, of) => percent.format(of === 0 ? 0 : count / of),
    moment: (ms) => moment.format(ms),
    dateAnswer: (value) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return day.format(utc(value));
      if (/^\d{2}:\d{2}/.test(value))
        return time.format(new Date(`1970-01-01T${value.slice(0, 5)}:00Z`));
      const at = Date.parse(value);
      return Number.isNaN(at) ? value : moment.format(at);
    },
    bucket: (start, unit) =>
      unit === 'day'
        ? shortDay.format(utc(start))
        : unit === 'month'
          ? month.format(utc(`${start}-01`))
          : unit === 'hour'
            ? time.format(new Date(`1970-01-01T${start}:00:00Z`))
            : start,
  };
}

/** The formats of the language shown now. */
export function useFormats(): Formats {
  const language = useLanguage();
  return useMemo(() => formatsFor(language), [language]);
}
