import type { KeptResponse } from '../../screen/kept-response';
import type { KeptSummary, ResponseReader } from '../../services/firestore';
import { LATEST, openingReads, type OpeningReads } from './opening-reads';
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

/**
 * What an opening has read so far: the base, the responses at hand (the newest few and any
 * since), whether every one. `next` brings the opening with more read or counted again, or
 * undefined once the figures are checked against the database's count.
 */
export type Opened = {
  base: Base;
  read: KeptResponse[];
  everything: boolean;
  next: Promise<Opened | undefined>;
};

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

/** The opening read whole: every response, counted again and kept for the next opening. */
async function readWhole(
  reader: ResponseReader,
  screen: string,
  questions: readonly Question[],
): Promise<Opened> {
  const all = await reader.responses(screen);
  const base = { tallies: tallyAll(questions, all), upTo: newest(all) };
  keep(reader, screen, questions, base);
  return { base, read: all, everything: true, next: Promise.resolve(undefined) };
}

/**
 * The responses after `upTo` among the newest (newest first), or undefined
 * when there may be more of them than the newest hold.
 */
function sinceAmong(latest: readonly KeptResponse[], upTo: number): KeptResponse[] | undefined {
  const oldest = latest.at(-1);
  if (latest.length === LATEST && oldest && oldest.submittedAt > upTo) return undefined;
  return latest.filter((r) => r.submittedAt > upTo);
}

/** Heard by the page once it has rendered what came before; until then, no unhandled failure. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * One opening of a screen's responses, in the order its reads come (`reads`,
 * started early or now), each rendered as it comes: the kept summary's figures
 * alone; then the newest responses, those after the summary counted on top;
 * then the database's count checks them. When the numbers do not add up
 * (responses deleted elsewhere or expired) every response is read and counted
 * again. Without a summary, or one of other questions, every response at once.
 */
export async function openResponses(
  reader: ResponseReader,
  screen: string,
  questions: readonly Question[],
  reads: OpeningReads = openingReads(reader, screen),
): Promise<Opened> {
  later(reads.latest);
  const kept = await reads.summary;
  const tallies = kept && talliesOf(kept.tallies, questions);
  if (!kept || !tallies) return readWhole(reader, screen, questions);
  const withNewest = async (): Promise<Opened> => {
    const latest = await reads.latest;
    // After the newest: on the emulator each query reads every response, two at once each slower.
    const count = later(reader.count(screen));
    const since =
      sinceAmong(latest, kept.upTo) ?? (await reader.responses(screen, { since: kept.upTo }));
    const base = {
      tallies: recount({ tallies, byId: new Map() }, questions, since).tallies,
      upTo: newest(since, kept.upTo),
    };
    const checked = count.then((n) => {
      if (tallies.count + since.length !== n) return readWhole(reader, screen, questions);
      if (since.length > 0) keep(reader, screen, questions, base);
      return undefined;
    });
    const byId = new Map([...latest, ...since].map((r) => [r.id, r]));
    return { base, read: [...byId.values()], everything: false, next: later(checked) };
  };
  return {
    base: { tallies, upTo: kept.upTo },
    read: [],
    everything: false,
    next: later(withNewest()),
  };
}

/**
 * How many queries every response is read in, side by side: on the emulator each query reads
 * the whole collection, and parts at once take less time than one (docs/decisions/responses.md).
 */
const PARTS = 4;

/** Where to split reading every response so each part has about as many: the start of a day. */
function partsOf(tallies: Tallies): number[] {
  const bounds: number[] = [];
  let before = 0;
  for (const [day, n] of [...tallies.days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (bounds.length < PARTS - 1 && before >= (tallies.count * (bounds.length + 1)) / PARTS) {
      const [y, m, d] = day.split('-').map(Number);
      bounds.push(new Date(y!, m! - 1, d!).getTime());
    }
    before += n;
  }
  return bounds;
}

/**
 * Every response of a screen (the table, the downloads): in parts read side by side, split
 * where `tallies` (the page's counts, by day) share them out, the parts together the whole
 * time line; in one read without them.
 */
export async function readEvery(
  reader: ResponseReader,
  screen: string,
  tallies?: Tallies,
): Promise<KeptResponse[]> {
  const bounds = tallies ? partsOf(tallies) : [];
  if (bounds.length === 0) return reader.responses(screen);
  const parts = [undefined, ...bounds].map((from, i) => ({ from, before: bounds[i] }));
  return (await Promise.all(parts.map((part) => reader.responses(screen, part)))).flat();
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
