import { calculated } from './calculated/calculated-kind';
import { choice, otherChoice, severalChoices } from './choice/choice-kinds';
import { consent } from './consent/consent-kind';
import { date, dateTime, time } from './dates/date-kinds';
import { file } from './file/file-kind';
import { checkboxGrid, grid } from './grid/grid-kinds';
import { heading } from './heading/heading-kind';
import type { FieldSeen, KindEntry, NewQuestion } from './kind-entry';
import { listOfItems } from './list/list-kind';
import { number } from './number/number-kind';
import { phone } from './phone/phone-kind';
import { ranking } from './ranking/ranking-kind';
import { nps, opinion, rating, scale } from './scale/scale-kinds';
import { section } from './section/section-kind';
import { signature } from './signature/signature-kind';
import { email, longText, shortText, webAddress } from './text/text-kinds';
import { checkbox, yesNo } from './tick/tick-kinds';

/**
 * Every kind of question the form renders, in the palette's order: how the
 * studio recognises one in a file (docs/guide/keys.md, "Which box a field
 * gets" and the sections after it) and what adding one writes. Each entry
 * lives in its kind's room (a folder of kinds/, with the kind's settings and
 * edits); a new kind is a room and one line here. A field of no kind is shown
 * as "Other kind" and left as written.
 *
 * The files the table imports (`*-kind.ts`) never import edits/questions.ts,
 * which reads every field's kind from this table.
 */
const KIND_TABLE = {
  'short-text': shortText,
  'long-text': longText,
  email,
  phone,
  'web-address': webAddress,
  number,
  date,
  time,
  'date-time': dateTime,
  choice,
  'several-choices': severalChoices,
  'other-choice': otherChoice,
  'yes-no': yesNo,
  consent,
  checkbox,
  scale,
  rating,
  opinion,
  nps,
  grid,
  'checkbox-grid': checkboxGrid,
  ranking,
  signature,
  file,
  'list-of-items': listOfItems,
  section,
  calculated,
  heading,
} satisfies Record<string, KindEntry>;

export type QuestionKind = keyof typeof KIND_TABLE;

/** The palette, in its order. */
export const QUESTION_KINDS = Object.keys(KIND_TABLE) as QuestionKind[];

const table: Record<QuestionKind, KindEntry> = KIND_TABLE;

/** The words of each kind. */
export const KIND_WORDS = Object.fromEntries(
  QUESTION_KINDS.map((kind) => [kind, table[kind].words]),
) as Record<QuestionKind, string>;

/** Narrow kinds first, so a star rating is not taken for a number. */
const RECOGNITION_ORDER = [...QUESTION_KINDS].sort(
  (a, b) => (table[b].rank ?? 0) - (table[a].rank ?? 0),
);

/** The kind of a field the file holds; undefined when it is none the studio knows. */
export function kindOf(seen: FieldSeen): QuestionKind | undefined {
  return RECOGNITION_ORDER.find((kind) => table[kind].is(seen));
}

/** The name a new question of `kind` is stored under, numbered when taken (see freeName). */
export const nameStemOf = (kind: QuestionKind): string | undefined => table[kind].name;

/** What a new question of `kind` writes. */
export function newQuestionOf(kind: QuestionKind): NewQuestion {
  return table[kind].make();
}

/** What a question of `kind` keeps true after each edit of the cards; none for most kinds. */
export const keepOf = (kind: QuestionKind | undefined) => (kind ? table[kind].keep : undefined);

/** Whether a question of `kind` may be shown on a condition (a signature may not). */
export const showsOnCondition = (kind: QuestionKind | undefined) =>
  kind === undefined || table[kind].always !== true;

/** The fewest choices a question of `kind` may be left with: one, two for a ranking. */
export const fewestChoicesOf = (kind: QuestionKind | undefined) =>
  (kind && table[kind].fewestChoices) ?? 1;

/** Whether a new question of `kind` is required from the start. */
export const startsRequired = (kind: QuestionKind) => table[kind].required === true;

/** Whether people type text into a question of `kind` (it has a placeholder). */
export function isTyped(kind: QuestionKind | undefined): boolean {
  return kind !== undefined && table[kind].typed === true;
}

/** Whether people answer a question of `kind`: one they do not is never required. */
export function takesAnswers(kind: QuestionKind | undefined): boolean {
  return kind === undefined || table[kind].unanswered !== true;
}
