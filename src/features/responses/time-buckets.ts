/** The answers of a question over time: how many fell in each day, month, year or hour. */
export type TimeBuckets = {
  unit: 'hour' | 'day' | 'month' | 'year';
  /** Each bucket's start, `2026-11-27`, `2026-11`, `2026` or `14` (o'clock), oldest first, none skipped. */
  buckets: { start: string; count: number }[];
};

const two = (n: number) => String(n).padStart(2, '0');

/** A moment's calendar day on the reader's clock: `2026-11-27`. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** A date answer (`2026-11-27`) or an instant (ms, or `2026-11-27T13:00:00Z`) as a local calendar day. */
export function calendarDay(value: string | number): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : dayOf(at);
}

const ymd = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m! - 1, d!];
};

/** Days from one calendar day to another, whatever the clocks did between them. */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.UTC(...ymd(b)) - Date.UTC(...ymd(a))) / 86_400_000);

/** Short spans by day, longer ones by month, the longest by year: never more than about 60 bars. */
const MOST_DAYS = 62;
const MOST_MONTHS = 60;

/** Calendar days with how many fell on each, counted over the span they cover, every bucket between. */
export function daysOverTime(counted: ReadonlyMap<string, number>): TimeBuckets {
  const sorted = [...counted.keys()].filter((day) => counted.get(day)! > 0).sort();
  if (sorted.length === 0) return { unit: 'day', buckets: [] };
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const months = (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12;
  const monthSpan = months + Number(last.slice(5, 7)) - Number(first.slice(5, 7));
  const unit =
    daysBetween(first, last) < MOST_DAYS ? 'day' : monthSpan < MOST_MONTHS ? 'month' : 'year';
  const keyOf = (day: string) =>
    unit === 'day' ? day : unit === 'month' ? day.slice(0, 7) : day.slice(0, 4);
  const counts = new Map<string, number>();
  for (const day of sorted)
    counts.set(keyOf(day), (counts.get(keyOf(day)) ?? 0) + counted.get(day)!);
  const starts: string[] = [];
  const [y, m, d] = ymd(first);
  for (let i = 0; ; i++) {
    const at = new Date(
      Date.UTC(
        unit === 'year' ? y + i : y,
        unit === 'month' ? m + i : unit === 'day' ? m : 0,
        unit === 'day' ? d + i : 1,
      ),
    );
    const key = keyOf(at.toISOString().slice(0, 10));
    if (key > keyOf(last)) break;
    starts.push(key);
  }
  return { unit, buckets: starts.map((start) => ({ start, count: counts.get(start) ?? 0 })) };
}

/** Calendar days counted over the span they cover, every bucket between the first and last there. */
export function overTime(days: readonly string[]): TimeBuckets {
  const counted = new Map<string, number>();
  for (const day of days) counted.set(day, (counted.get(day) ?? 0) + 1);
  return daysOverTime(counted);
}

/** Times of day (`14:30:00`) with how many gave each, counted by the hour, 0 to 23. */
export function byHour(counted: ReadonlyMap<string, number>): TimeBuckets {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const [t, n] of counted) {
    const hour = Number(t.slice(0, 2));
    if (hour >= 0 && hour < 24) counts[hour]! += n;
  }
  return { unit: 'hour', buckets: counts.map((count, h) => ({ start: two(h), count })) };
}
