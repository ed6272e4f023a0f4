import { afterEach, describe, expect, test } from 'vitest';
import { openingState } from '../../../src/features/screen/opening-state';
import { showLanguage } from '../../../src/kernel/i18n/i18n';
import { instantOf } from '../../../src/checker/opening-rules';
import { check, problemsOf, text, validScreen } from './helpers';

const utc = (iso: string) => Date.parse(iso);
const withOpening = (opening: unknown) => ({ ...validScreen(), opening });

describe('the instant of a wall-clock time in a time zone', () => {
  test.each([
    ['2026-12-01T09:00', 'Europe/Berlin', '2026-12-01T08:00:00Z'],
    ['2026-07-01T09:00', 'Europe/Berlin', '2026-07-01T07:00:00Z'],
    ['2026-07-01T09:00', 'America/New_York', '2026-07-01T13:00:00Z'],
    ['2026-12-01T09:00', 'Asia/Kolkata', '2026-12-01T03:30:00Z'],
    ['2026-12-01T09:00', 'UTC', '2026-12-01T09:00:00Z'],
    // Skipped by the spring-forward change: the same time after it (03:30 CEST).
    ['2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(instantOf(local, zone)).toBe(utc(instant));
  });

  test.each([
    '2026-02-31T09:00',
    '2026-13-01T09:00',
    '2026-12-01T24:00',
    '2026-12-01 09:00',
    '2026-12-01T09:00Z',
  ])('"%s" is no date and time', (local) => {
    expect(instantOf(local, 'Europe/Berlin')).toBeUndefined();
  });
});

describe('opening: what the checker says', () => {
  test('times in a zone are accepted and worked out for the app', () => {
    const screen = withOpening({
      opens: '2026-12-01T09:00',
      closes: '2026-12-24T17:00',
      timeZone: 'Europe/Berlin',
    });
    const { screens, problems } = check({ 'form.json': text(screen) });
    expect(problems).toEqual([]);
    expect(screens[0]?.opening).toEqual({
      closed: false,
      opensAt: utc('2026-12-01T08:00:00Z'),
      closesAt: utc('2026-12-24T16:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
  });

  test('switched closed, with a message and no times', () => {
    const { screens, problems } = check({
      'form.json': text(withOpening({ closed: true, message: 'We are full.' })),
    });
    expect(problems).toEqual([]);
    expect(screens[0]?.opening).toEqual({ closed: true, message: 'We are full.' });
  });

  test.each([
    [
      { opens: '2026-12-01T09:00' },
      '"opens" and "closes" are times on a clock, so say whose: add "timeZone", like "Europe/Berlin"',
    ],
    [
      { opens: '2026-12-01T09:00', timeZone: 'Europe/Berln' },
      '"Europe/Berln" is not a time zone: did you mean "Europe/Berlin"?',
    ],
    [
      { opens: '2026-12-01T09:00', timeZone: 'CEST' },
      '"CEST" is not a time zone: write a name of the IANA list (a region and a city), like "Europe/Berlin" or "America/New_York"',
    ],
    [
      { opens: '1 December 2026', timeZone: 'Europe/Berlin' },
      '"1 December 2026" is not a date and time: write it as year-month-dayThour:minute, like "2026-12-01T09:00" (the time in "timeZone", no seconds, no offset)',
    ],
    [
      { opens: '2026-12-24T17:00', closes: '2026-12-01T09:00', timeZone: 'Europe/Berlin' },
      'the form would close before it opens: "closes" (2026-12-01T09:00) must come after "opens" (2026-12-24T17:00)',
    ],
  ])('%j: %s', (opening, message) => {
    expect(problemsOf(withOpening(opening)).map((p) => p.message)).toEqual([message]);
  });

  test('an unknown key of opening is named', () => {
    expect(
      problemsOf(withOpening({ opensAt: '2026-12-01T09:00' }))
        .map((p) => p.message)
        .join('\n'),
    ).toMatch(/opensAt/);
  });
});

describe('opening: open or closed at a moment', () => {
  const times = {
    closed: false,
    opensAt: utc('2026-12-01T08:00:00Z'),
    closesAt: utc('2026-12-24T16:00:00Z'),
    timeZone: 'Europe/Berlin',
  };

  test('always open without opening', () => {
    expect(openingState(undefined, 0)).toEqual({ open: true });
  });

  test("before it opens: says when, in the author's zone, and when that changes", () => {
    expect(openingState(times, utc('2026-12-01T07:59:59Z'))).toEqual({
      open: false,
      message: 'This form opens on Tuesday 1 December 2026 at 09:00 (Europe/Berlin time).',
      changesAt: times.opensAt,
    });
  });

  test('open from the opening minute until the closing one', () => {
    expect(openingState(times, times.opensAt)).toEqual({ open: true, changesAt: times.closesAt });
    expect(openingState(times, times.closesAt - 1)).toMatchObject({ open: true });
  });

  test('closed from the closing minute, for good', () => {
    expect(openingState(times, times.closesAt)).toEqual({
      open: false,
      message: 'This form closed on Thursday 24 December 2026 at 17:00 (Europe/Berlin time).',
    });
  });

  test("switched closed wins over the times, and the author's message over the plain one", () => {
    expect(openingState({ ...times, closed: true }, times.opensAt)).toEqual({
      open: false,
      message: 'This form is closed.',
    });
    expect(openingState({ ...times, message: 'See you in December.' }, 0)).toMatchObject({
      open: false,
      message: 'See you in December.',
    });
  });

  describe('in the language shown', () => {
    afterEach(() => showLanguage('en'));

    test("says when in French and in Arabic, still in the author's zone", async () => {
      await showLanguage('fr');
      expect(openingState(times, 0)).toMatchObject({
        message: 'Ce formulaire ouvrira le mardi 1 décembre 2026 à 09:00 (heure de Europe/Berlin).',
      });
      expect(openingState({ ...times, closed: true }, 0)).toMatchObject({
        message: 'Ce formulaire est fermé.',
      });
      await showLanguage('ar');
      expect(openingState(times, times.closesAt)).toMatchObject({
        message: 'أُغلق هذا النموذج يوم الخميس 24 ديسمبر 2026 الساعة 17:00 (بتوقيت Europe/Berlin).',
      });
    });
  });
});
