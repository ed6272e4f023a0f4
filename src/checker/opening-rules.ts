// A screen's `opening`: the checker's rules for it, and the instants it
// stands for, worked out once at build time (and in the preview) so the app
// only compares numbers and never carries time zone data.
import { TZDateMini } from '@date-fns/tz';
import { isObject } from '../kernel/is-object';
import { didYouMean } from './did-you-mean';
import type { JsonSource } from './json-source';
import type { OpeningTimes, Problem, ScreenOpening } from '../screen/types';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether the browser and Node know `zone` (an IANA name such as "Europe/Berlin"). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock time of `zone` stands for, or `undefined` when
 * `text` is no real date and time. A time a clock change skips counts as the
 * same time after the change (02:30 on a spring-forward night is 03:30); a time
 * that happens twice counts as the second.
 */
export function instantOf(text: string, zone: string): number | undefined {
  const m = LOCAL_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Date would roll 31 February over into March: that is a typing mistake.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  const at = new TZDateMini(year, month - 1, day, hour, minute, zone).getTime();
  return Number.isNaN(at) ? undefined : at;
}

/**
 * The problems of `opening`, and the times it stands for when it has none.
 * The meta-schema has already said what is not a key or of the wrong type.
 */
export function checkOpening(
  data: Record<string, unknown>,
  source: JsonSource,
): { problems: Problem[]; times?: OpeningTimes } {
  const opening = data.opening;
  if (!isObject(opening)) return { problems: [] };
  const { opens, closes, timeZone, closed, message } = opening as ScreenOpening;
  const problems: Problem[] = [];
  const at = (key: string) => ['opening', key];
  if ((opens !== undefined || closes !== undefined) && typeof timeZone !== 'string') {
    problems.push(
      source.problem(
        ['opening'],
        '"opens" and "closes" are times on a clock, so say whose: add "timeZone", like "Europe/Berlin"',
        { key: true },
      ),
    );
    return { problems };
  }
  if (typeof timeZone === 'string' && !knownZone(timeZone)) {
    const close = didYouMean(timeZone, Intl.supportedValuesOf('timeZone'));
    problems.push(
      source.problem(
        at('timeZone'),
        close
          ? `"${timeZone}" is not a time zone: did you mean "${close}"?`
          : `"${timeZone}" is not a time zone: write a name of the IANA list (a region and a city), like "Europe/Berlin" or "America/New_York"`,
      ),
    );
    return { problems };
  }
  const instant = (key: 'opens' | 'closes', text: unknown) => {
    if (typeof text !== 'string' || typeof timeZone !== 'string') return undefined;
    const value = instantOf(text, timeZone);
    if (value === undefined) {
      problems.push(
        source.problem(
          at(key),
          `"${text}" is not a date and time: write it as year-month-dayThour:minute, like "2026-12-01T09:00" (the time in "timeZone", no seconds, no offset)`,
        ),
      );
    }
    return value;
  };
  const opensAt = instant('opens', opens);
  const closesAt = instant('closes', closes);
  if (opensAt !== undefined && closesAt !== undefined && closesAt <= opensAt) {
    problems.push(
      source.problem(
        at('closes'),
        `the form would close before it opens: "closes" (${String(closes)}) must come after "opens" (${String(opens)})`,
      ),
    );
  }
  if (problems.length > 0) return { problems };
  const zone = timeZone ?? 'UTC';
  return {
    problems,
    times: {
      closed: closed === true,
      ...(opensAt === undefined ? {} : { opensAt }),
      ...(closesAt === undefined ? {} : { closesAt }),
      ...(opensAt === undefined && closesAt === undefined ? {} : { timeZone: zone }),
      ...(typeof message === 'string' ? { message } : {}),
    },
  };
}
