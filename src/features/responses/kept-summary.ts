import type { KeptResponse } from '../../screen/kept-response';
import type { KeptSummary, ResponseReader } from '../../services/firestore';
import type { Question } from './questions';
import { recount, tallyAll, type Counts, type QuestionTally, type Tallies } from './tally';

/**
 * The summary an owners' page keeps beside a screen's responses: the
 * tallies of every response up to a moment, so the next opening reads them,
 * the responses since and a count, not all 10,000 (docs/decisions/responses.md,
 * "The summary"). The table and the downloads still read every response.
 */

/** Tallies that count every response kept up to `upTo` (ms); later ones are counted by the page. */
export type Base = { tallies: Tallies; upTo: number };

/** What an opening read: the base, the responses at hand (newest few and any since), whether all. */
export type Opened = { base: Base; read: KeptResponse[]; everything: boolean };

/** How many of the newest responses an opening reads for the answers people wrote. */
export const LATEST = 100;

/** Firestore's limit for one string is just under 1 MiB: a summary over this is not kept. */
const MOST_BYTES = 1_000_000;

/** The questions as the tallies count them: another shape means another count. */
const shapeOf = (questions: readonly Question[]) =>
  JSON.stringify(
    questions.map((q) => [q.key, q.kind, q.kind === 'choice' ? (q.other ?? null) : null]),
  );

const entries = (counts: Counts) => [...counts];

/** The tallies as the text kept, with the shape of the questions they count. */
export function summaryText(questions: readonly Question[], tallies: Tallies): string {
  return JSON.stringify({
    questions: shapeOf(questions),
    count: tallies.count,
    days: entries(tallies.days),
    tallies: [...tallies.questions].map(([key, t]) => [
      key,
      {
        answered: t.answered,
        values: entries(t.values),
        other: t.other,
        rows: [...t.rows].map(([row, r]) => [row, r.answered, entries(r.values)]),
        places: [...t.places],
        typed: t.typed,
      },
    ]),
  });
}

type Kept = {
  questions: string;
  count: number;
  days: [string, number][];
  tallies: [
    string,
    Omit<QuestionTally, 'values' | 'rows' | 'places'> & {
      values: [string, number][];
      rows: [string, number, [string, number][]][];
      places: [string, [number, number]][];
    },
  ][];
};

/** The tallies of a kept text, or undefined when it counts other questions or is no summary. */
export function talliesOf(text: string, questions: readonly Question[]): Tallies | undefined {
  try {
    const kept = JSON.parse(text) as Kept;
    if (kept.questions !== shapeOf(questions)) return undefined;
    return {
      count: kept.count,
      days: new Map(kept.days),
      questions: new Map(
        kept.tallies.map(([key, t]) => [
          key,
          {
            ...t,
            values: new Map(t.values),
            rows: new Map(
              t.rows.map(([row, answered, values]) => [row, { answered, values: new Map(values) }]),
            ),
            places: new Map(t.places),
          },
        ]),
      ),
    };
  } catch {
    return undefined;
  }
}

const newest = (responses: readonly KeptResponse[], from = 0) =>
  responses.reduce((at, r) => Math.max(at, r.submittedAt), from);

/** The summary to keep of `base`, or undefined when it would not fit in a document. */
export function keptSummary(questions: readonly Question[], base: Base): KeptSummary | undefined {
  const tallies = summaryText(questions, base.tallies);
  if (new TextEncoder().encode(tallies).length > MOST_BYTES) return undefined;
  return { tallies, upTo: base.upTo, count: base.tallies.count };
}

/** Writes the summary of `base`, after the page is rendered; a refusal leaves the next opening to count again. */
function keep(reader: ResponseReader, screen: string, questions: readonly Question[], base: Base) {
  const summary = keptSummary(questions, base);
  if (summary) reader.keepSummary(screen, summary).catch(() => undefined);
}

/**
 * One opening of a screen's responses: the kept summary and the responses
 * since it when their numbers add up to the database's count; otherwise
 * (none kept yet, the questions changed, responses deleted elsewhere or
 * expired) every response, counted again and kept for the next opening.
 */
export async function openResponses(
  reader: ResponseReader,
  screen: string,
  questions: readonly Question[],
): Promise<Opened> {
  const kept = await reader.summary(screen);
  const tallies = kept && talliesOf(kept.tallies, questions);
  if (kept && tallies) {
    const [count, latest, since] = await Promise.all([
      reader.count(screen),
      reader.responses(screen, { latest: LATEST }),
      reader.responses(screen, { since: kept.upTo }),
    ]);
    if (tallies.count + since.length === count) {
      const base = {
        tallies: recount({ tallies, byId: new Map() }, questions, since).tallies,
        upTo: newest(since, kept.upTo),
      };
      if (since.length > 0) keep(reader, screen, questions, base);
      const byId = new Map([...latest, ...since].map((r) => [r.id, r]));
      return { base, read: [...byId.values()], everything: false };
    }
  }
  const all = await reader.responses(screen);
  const base = { tallies: tallyAll(questions, all), upTo: newest(all) };
  keep(reader, screen, questions, base);
  return { base, read: all, everything: true };
}

/**
 * `base` without `response`, as its deletion leaves it, or undefined when
 * the base never counted it (it came after `upTo`): the summary to write in
 * the same batch as the deletion.
 */
export function baseWithout(
  questions: readonly Question[],
  base: Base,
  response: KeptResponse,
): Base | undefined {
  if (response.submittedAt > base.upTo) return undefined;
  const before = { tallies: base.tallies, byId: new Map([[response.id, response]]) };
  return { tallies: recount(before, questions, []).tallies, upTo: base.upTo };
}
