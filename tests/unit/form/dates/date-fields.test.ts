import { describe, expect, it } from 'vitest';
import {
  answerOf,
  dateLocale,
  dateOf,
  INCOMPLETE,
  twelveHours,
} from '../../../../src/form/dates/date-field-widget';
import { dateInWords } from '../../../../src/form/dates/date-words';

describe('the date format of a page', () => {
  it.each([
    ['en', [], 'en-US'],
    ['en', ['en-GB', 'fr-FR'], 'en-GB'],
    ['en', ['fr-FR'], 'en-US'],
    ['fr', ['en-US'], 'fr'],
    ['de', ['de-AT'], 'de'],
    ['ar', ['en-US'], 'ar'],
    ['pt', [], 'en-US'],
  ])('page %s, browser %j: %s', (language, preferred, code) =>
    expect(dateLocale(language, preferred).code).toBe(code),
  );

  it("follows the language's clock, not the browser's", () => {
    expect(twelveHours('en-US')).toBe(true);
    expect(twelveHours('ar')).toBe(true);
    expect(twelveHours('en-GB')).toBe(false);
    expect(twelveHours('fr')).toBe(false);
    expect(twelveHours('de')).toBe(false);
  });
});

describe('a date box and its answer', () => {
  it('keeps a date as the date format writes it, a time with its seconds, a date and time as an instant', () => {
    const day = dateOf('date', '2026-11-24');
    expect(answerOf('date', day)).toBe('2026-11-24');
    expect(answerOf('time', dateOf('time', '14:30:00'))).toBe('14:30:00');
    // What rjsf's own time box wrote, and drafts may hold.
    expect(answerOf('time', dateOf('time', '14:30'))).toBe('14:30:00');
    const instant = '2026-12-01T08:15:00.000Z';
    expect(answerOf('date-time', dateOf('date-time', instant))).toBe(instant);
  });

  it('gives nothing for an empty box, and words the format check refuses for a part-filled one', () => {
    expect(answerOf('date', null)).toBeUndefined();
    expect(answerOf('date', new Date(Number.NaN))).toBe(INCOMPLETE);
    expect(dateOf('date', INCOMPLETE)).toBeNull();
    expect(dateOf('date', undefined)).toBeNull();
    expect(dateOf('date', '2026-02-30')).toBeNull();
  });

  it('writes the date out in the format’s language, a time zone named for a date and time', () => {
    expect(dateInWords('date', '2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
    // British: the day before the month, a 24-hour clock (ICU's versions differ on the comma).
    expect(dateInWords('date', '2026-11-24', 'en-GB')).toMatch(/^Tuesday,? 24 November 2026$/);
    expect(dateInWords('date-time', '2026-12-01T08:15:00.000Z', 'en-GB')).toMatch(
      /^Tuesday,? 1 December 2026 at \d\d:15 \(.+\)$/,
    );
    expect(dateInWords('date', 'incomplete', 'fr')).toBeUndefined();
  });
});
