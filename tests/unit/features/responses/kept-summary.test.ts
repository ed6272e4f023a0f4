// The owners' kept summary: its text read back as the same tallies, and on the real emulator,
// through the generated rules, an opening's figures equal those of every response read, after
// new responses, an owner's delete and a deletion the summary never saw.
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkScreenFiles } from '../../../../src/checker/check';
import { firestoreRules } from '../../../../src/checker/firestore-rules';
import {
  baseWithout,
  keptSummary,
  openResponses,
  readEvery,
  summaryText,
  type Opened,
  talliesOf,
} from '../../../../src/features/responses/kept-summary';
import { questionsOf } from '../../../../src/features/responses/questions';
import { responsesOverTime, summariesOf } from '../../../../src/features/responses/summary';
import { recount, tallyAll, type Tallies } from '../../../../src/features/responses/tally';
import type { KeptResponse } from '../../../../src/screen/kept-response';
import type { ScreenFile } from '../../../../src/screen/types';
import {
  KEPT_SURVEY_SLUG,
  keptSurveyAnswers,
  keptSurveyScreen,
  writeKeptSurvey,
} from '../../../../src/scripts/bench/kept-survey';
import {
  EMULATOR_PROJECT,
  loadRules,
  type RunningEmulator,
} from '../../../../src/scripts/firestore-emulator';
import type { ResponseReader, ResponseStore } from '../../../../src/services/firestore';
import { readerOn } from '../../../../src/services/firestore-reads';
import { createResponseStore } from '../../../../src/services/firestore-writes';
import {
  clientOf,
  closeClients,
  emulatorFound,
  settingsOf,
  startTestEmulator,
  type Person,
} from '../../../fixtures/firestore-emulator';
import { words } from './survey';

const OWNER: Person = { uid: 'ana', email: 'ana@example.org', email_verified: true };
const file = keptSurveyScreen([OWNER.email!]);
const screen = file as unknown as ScreenFile;
const questions = questionsOf(screen);

/** What the summary shows of tallies: every chart's numbers and the responses over time. */
const figures = (tallies: Tallies) => ({
  count: tallies.count,
  overTime: responsesOverTime(tallies),
  questions: summariesOf(questions, tallies, [], screen, words),
});

const benchResponse = (n: number): KeptResponse => ({
  id: `b${n}`,
  answers: keptSurveyAnswers(n),
  submittedAt: Date.UTC(2026, 6, 1) + n * 3_600_000,
  language: 'en',
  version: 'v1',
});

describe('the kept summary’s text', () => {
  test('reads back as the same figures', () => {
    const tallies = tallyAll(
      questions,
      Array.from({ length: 200 }, (_, n) => benchResponse(n)),
    );
    const again = talliesOf(summaryText(questions, tallies), questions);
    expect(again && figures(again)).toEqual(figures(tallies));
  });

  test('of other questions, or no summary at all, is not used', () => {
    const tallies = tallyAll(questions, [benchResponse(1)]);
    expect(talliesOf(summaryText(questions.slice(1), tallies), questions)).toBeUndefined();
    expect(talliesOf('{"count": 1', questions)).toBeUndefined();
  });

  test('without a response counts it out, unless it came after the summary', () => {
    const all = Array.from({ length: 20 }, (_, n) => benchResponse(n));
    const base = { tallies: tallyAll(questions, all), upTo: all[9]!.submittedAt };
    const without = baseWithout(questions, base, all[3]!);
    expect(without && figures(without.tallies)).toEqual(
      figures(
        tallyAll(
          questions,
          all.filter((_, n) => n !== 3),
        ),
      ),
    );
    expect(baseWithout(questions, base, all[15]!)).toBeUndefined();
  });
});

describe.skipIf(!emulatorFound)('the kept summary on the real emulator', () => {
  let emulator: RunningEmulator;
  let reader: ResponseReader;
  let respondent: ResponseStore;
  /** The figures every response gives, read whole. */
  const everyResponse = async () =>
    figures(tallyAll(questions, await reader.responses(KEPT_SURVEY_SLUG)));
  /** An opening's figures as the page counts them: the responses after its base on top. */
  const figuresOf = (opened: Opened) => {
    const after = opened.read.filter((r) => r.submittedAt > opened.base.upTo);
    const tallies = recount({ tallies: opened.base.tallies, byId: new Map() }, questions, after);
    return figures(tallies.tallies);
  };
  /** An opening followed to its end, once checked against the count; what it drew first too. */
  const open = async () => {
    const first = await openResponses(reader, KEPT_SURVEY_SLUG, questions);
    let settled = first;
    for (let next = await first.next; next; next = await next.next) settled = next;
    return { ...settled, figures: figuresOf(settled), renderedFirst: figuresOf(first) };
  };
  /** The summary an opening writes without waiting: there once the next opening uses it. */
  const summaryKept = async (count: number) => {
    for (let i = 0; i < 100; i++) {
      if ((await reader.summary(KEPT_SURVEY_SLUG))?.count === count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no summary of ${count} responses was kept`);
  };

  beforeAll(async () => {
    const checked = checkScreenFiles([
      { name: `${KEPT_SURVEY_SLUG}.json`, text: JSON.stringify(file) },
    ]);
    expect(checked.problems).toEqual([]);
    emulator = await startTestEmulator();
    expect(
      await loadRules(emulator.host, EMULATOR_PROJECT, firestoreRules(checked)),
    ).toBeUndefined();
    // The app's own connection first: it is the default app the named ones must not stand for.
    respondent = createResponseStore(clientOf(emulator, null));
    reader = readerOn(clientOf(emulator, OWNER), settingsOf(emulator));
    await writeKeptSurvey(emulator.host, EMULATOR_PROJECT, 150);
  }, 120_000);
  afterAll(async () => {
    await closeClients();
    emulator?.stop();
  });

  test('an opening shows what every response gives: first counted, then from the summary', async () => {
    const first = await open();
    expect(first.everything).toBe(true);
    expect(first.figures).toEqual(await everyResponse());
    expect(first.figures.count).toBe(150);
    await summaryKept(150);

    const second = await open();
    expect(second.everything).toBe(false);
    expect(second.read.length).toBeLessThan(150);
    expect(second.figures).toEqual(await everyResponse());

    // A response sent since: counted on top of the summary.
    await respondent.keep({
      screen: KEPT_SURVEY_SLUG,
      id: '0000-0000-0150',
      answers: keptSurveyAnswers(150),
      language: 'en',
      version: 'v1',
      counted: false,
      onePerPerson: false,
    });
    const third = await open();
    expect(third.everything).toBe(false);
    expect(third.figures).toEqual(await everyResponse());
    expect(third.figures.count).toBe(151);
    await summaryKept(151);

    // An owner's delete writes the summary without it in the same batch.
    const gone = third.read.find((r) => r.submittedAt <= third.base.upTo)!;
    const base = baseWithout(questions, third.base, gone)!;
    await reader.remove(KEPT_SURVEY_SLUG, gone.id, keptSummary(questions, base));
    const fourth = await open();
    expect(fourth.everything).toBe(false);
    expect(fourth.figures).toEqual(await everyResponse());
    expect(fourth.figures.count).toBe(150);

    // Deleted where the summary never saw it (its expiry, another page): rendered first from the
    // summary, then counted again whole once the database's count disagrees.
    const expired = fourth.read.find((r) => r.submittedAt <= fourth.base.upTo)!;
    await deleteDoc(
      doc(clientOf(emulator, OWNER), 'screens', KEPT_SURVEY_SLUG, 'responses', expired.id),
    );
    const fifth = await open();
    expect(fifth.renderedFirst.count).toBe(150);
    expect(fifth.everything).toBe(true);
    expect(fifth.figures).toEqual(await everyResponse());
    expect(fifth.figures.count).toBe(149);
  }, 120_000);

  test('an opening renders the summary first, then counts the newest on top', async () => {
    await summaryKept(149);
    const rendered = await openResponses(reader, KEPT_SURVEY_SLUG, questions);
    // The summary alone: no response read yet, its figures those of every response.
    expect(rendered.read).toEqual([]);
    expect(figuresOf(rendered)).toEqual(await everyResponse());
    for (let next = await rendered.next; next; next = await next.next);
    await respondent.keep({
      screen: KEPT_SURVEY_SLUG,
      id: '0000-0000-0151',
      answers: keptSurveyAnswers(151),
      language: 'en',
      version: 'v1',
      counted: false,
      onePerPerson: false,
    });
    const opened = await open();
    expect(opened.renderedFirst.count).toBe(149);
    expect(opened.everything).toBe(false);
    expect(opened.figures).toEqual(await everyResponse());
    expect(opened.figures.count).toBe(150);

    // Every response read in parts, split by the days the summary counted: each once.
    const ids = (responses: KeptResponse[]) => responses.map((r) => r.id).sort();
    const whole = await reader.responses(KEPT_SURVEY_SLUG);
    const inParts = await readEvery(reader, KEPT_SURVEY_SLUG, opened.base.tallies);
    expect(ids(inParts)).toEqual(ids(whole));
    expect(whole).toHaveLength(150);
  }, 120_000);
});
