import { isYesNoQuestion } from '../../../form/field-kinds';
import { scaleOf } from '../../../form/ui-defaults';
import { isObject } from '../../../kernel/is-object';
import { GRID_WIDGET, RANKING_WIDGET } from '../../../screen/grid-ranking';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../../../screen/scales';
import { SIGNATURE_WIDGET } from '../../../screen/signature';

type Json = Record<string, unknown>;

/** A field as the file writes it, with what the studio needs to tell its kind. */
export type FieldSeen = {
  field: Json;
  /** The field's `uiSchema` entry (an empty object when none is written). */
  ui: Json;
  /** Whether the file's `calculated` gives the field a formula. */
  calculated: boolean;
};

/** What a new question of a kind writes: its field, its `uiSchema` entry, its formula. */
export type NewQuestion = { field: Json; ui?: Json; formula?: unknown };

type KindEntry = {
  /** The palette's words, and the card's, in the authors' terms. */
  words: string;
  /** Whether a field the file holds is of this kind. */
  is: (seen: FieldSeen) => boolean;
  /**
   * Kinds that are a narrower case of another (a star rating is a whole
   * number) are tried first: the highest rank first, 0 when not given.
   */
  rank?: number;
  /** What the palette adds. */
  make: () => NewQuestion;
  /** The name a new one is stored and emailed under (`{{email}}`), when the kind says it; else `question1`... */
  name?: string;
  /** People type text into it: it has a placeholder. */
  typed?: boolean;
  /** Nothing for people to answer (a heading, a value worked out): never required. */
  unanswered?: boolean;
};

const widget = (seen: FieldSeen) => seen.ui['ui:widget'];
const isText = ({ field }: FieldSeen) => field.type === 'string';
const hasFormat = (format: string) => (seen: FieldSeen) =>
  isText(seen) && seen.field.format === format;
const isNumber = ({ field }: FieldSeen) => field.type === 'number' || field.type === 'integer';
const hasChoices = (field: unknown) =>
  isObject(field) && (Array.isArray(field.oneOf) || Array.isArray(field.enum));
const gridColumns = [
  { const: 'poor', title: 'Poor' },
  { const: 'good', title: 'Good' },
  { const: 'great', title: 'Great' },
];
/** A grid's rows, each the same question among the same columns (written in each row: no `definitions` to add). */
const gridOf = (row: Json): Json => ({
  type: 'object',
  title: 'How was it?',
  properties: { first: { ...row, title: 'First row' }, second: { ...row, title: 'Second row' } },
});
const rowsAreLists = ({ field }: FieldSeen) =>
  isObject(field.properties) &&
  Object.values(field.properties).some((row) => isObject(row) && row.type === 'array');
const twoChoices = [
  { const: 'first', title: 'First' },
  { const: 'second', title: 'Second' },
];

/**
 * Every kind of question the form draws, in the palette's order: how the
 * studio recognises one in a file (schemas/README.md, "Which box a field
 * gets" and the sections after it) and what adding one writes. A new kind is
 * one entry here; a field of no kind is shown as "Other kind" and left as written.
 */
const KIND_TABLE = {
  'short-text': {
    words: 'Short text',
    is: (seen) => isText(seen) && seen.field.format === undefined && !hasChoices(seen.field),
    make: () => ({ field: { type: 'string', title: 'New question' } }),
    typed: true,
  },
  'long-text': {
    words: 'Long text',
    rank: 1,
    is: (seen) =>
      isText(seen) &&
      !hasChoices(seen.field) &&
      (widget(seen) === 'textarea' ||
        (typeof seen.field.maxLength === 'number' &&
          seen.field.maxLength > 200 &&
          widget(seen) !== 'text')),
    make: () => ({
      field: { type: 'string', title: 'New question' },
      ui: { 'ui:widget': 'textarea' },
    }),
    typed: true,
  },
  email: {
    name: 'email',
    words: 'Email',
    is: hasFormat('email'),
    make: () => ({ field: { type: 'string', title: 'Email', format: 'email' } }),
    typed: true,
  },
  phone: {
    name: 'phone',
    words: 'Phone number',
    is: hasFormat('phone'),
    make: () => ({ field: { type: 'string', title: 'Phone number', format: 'phone' } }),
  },
  'web-address': {
    name: 'website',
    words: 'Web address',
    is: hasFormat('uri'),
    make: () => ({ field: { type: 'string', title: 'Website', format: 'uri' } }),
    typed: true,
  },
  number: {
    words: 'Number',
    is: isNumber,
    make: () => ({ field: { type: 'number', title: 'How many?' } }),
  },
  date: {
    name: 'date',
    words: 'Date',
    is: hasFormat('date'),
    make: () => ({ field: { type: 'string', title: 'Date', format: 'date' } }),
  },
  time: {
    name: 'time',
    words: 'Time',
    is: hasFormat('time'),
    make: () => ({ field: { type: 'string', title: 'Time', format: 'time' } }),
  },
  'date-time': {
    name: 'when',
    words: 'Date and time',
    is: hasFormat('date-time'),
    make: () => ({ field: { type: 'string', title: 'Date and time', format: 'date-time' } }),
  },
  choice: {
    words: 'Choice',
    is: (seen) => isText(seen) && hasChoices(seen.field),
    make: () => ({ field: { type: 'string', title: 'Pick one', oneOf: twoChoices } }),
  },
  'several-choices': {
    words: 'Several choices',
    is: ({ field }) => field.type === 'array' && hasChoices(field.items),
    make: () => ({
      field: {
        type: 'array',
        title: 'Pick any',
        items: { type: 'string', oneOf: twoChoices },
        uniqueItems: true,
      },
      ui: { 'ui:widget': 'checkboxes' },
    }),
  },
  'other-choice': {
    words: 'Choice with "Other, please specify"',
    rank: 1,
    is: ({ field }) => Array.isArray(field.choices) && typeof field.other === 'string',
    make: () => ({
      field: { type: 'string', title: 'Pick one', choices: ['First', 'Second'], other: 'Other' },
    }),
  },
  'yes-no': {
    words: 'Yes / no',
    is: ({ field }) => isYesNoQuestion(field),
    make: () => ({ field: { type: 'boolean', title: 'Yes or no?' } }),
  },
  consent: {
    name: 'consent',
    words: 'Consent (a box to tick)',
    is: ({ field }) => field.type === 'boolean' && field.const === true,
    make: () => ({
      field: {
        type: 'boolean',
        title: 'I agree to the [privacy policy](https://example.org/privacy)',
        const: true,
      },
    }),
  },
  checkbox: {
    words: 'One box to tick',
    is: ({ field }) =>
      field.type === 'boolean' && field.const === undefined && !isYesNoQuestion(field),
    make: () => ({ field: { type: 'boolean', title: 'Send me the newsletter', default: false } }),
  },
  scale: {
    words: 'Scale (a row of numbers)',
    rank: 1,
    is: (seen) => widget(seen) === undefined && scaleOf(seen.field) !== undefined,
    make: () => ({
      field: { type: 'integer', title: 'From 1 to 5?', minimum: 1, maximum: 5 },
    }),
  },
  rating: {
    name: 'rating',
    words: 'Star rating',
    rank: 2,
    is: (seen) => isNumber(seen) && widget(seen) === RATING_WIDGET,
    make: () => ({
      field: { type: 'integer', title: 'How was it?', minimum: 1, maximum: 5 },
      ui: { 'ui:widget': RATING_WIDGET },
    }),
  },
  opinion: {
    name: 'opinion',
    words: 'Opinion scale (words at its ends)',
    rank: 2,
    is: (seen) => isNumber(seen) && widget(seen) === OPINION_WIDGET,
    make: () => ({
      field: { type: 'integer', title: 'How easy was it?', minimum: 1, maximum: 7 },
      ui: { 'ui:widget': OPINION_WIDGET, 'ui:options': { low: 'Very hard', high: 'Very easy' } },
    }),
  },
  nps: {
    name: 'recommend',
    words: 'Would you recommend us? (0 to 10)',
    rank: 2,
    is: (seen) => isNumber(seen) && widget(seen) === NPS_WIDGET,
    make: () => ({
      field: { type: 'integer', title: 'Would you recommend us?', minimum: 0, maximum: 10 },
      ui: { 'ui:widget': NPS_WIDGET },
    }),
  },
  grid: {
    words: 'Choice grid (one answer a row)',
    rank: 2,
    is: (seen) =>
      seen.field.type === 'object' && widget(seen) === GRID_WIDGET && !rowsAreLists(seen),
    make: () => ({
      field: gridOf({ type: 'string', oneOf: gridColumns }),
      ui: { 'ui:widget': GRID_WIDGET },
    }),
  },
  'checkbox-grid': {
    words: 'Checkbox grid (several answers a row)',
    rank: 2,
    is: (seen) =>
      seen.field.type === 'object' && widget(seen) === GRID_WIDGET && rowsAreLists(seen),
    make: () => ({
      field: gridOf({
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', oneOf: gridColumns },
      }),
      ui: { 'ui:widget': GRID_WIDGET },
    }),
  },
  ranking: {
    name: 'ranking',
    words: 'Ranking (put in order)',
    rank: 2,
    is: (seen) => seen.field.type === 'array' && widget(seen) === RANKING_WIDGET,
    make: () => ({
      field: {
        type: 'array',
        title: 'Put these in order',
        uniqueItems: true,
        minItems: 2,
        items: { type: 'string', oneOf: twoChoices },
      },
      ui: { 'ui:widget': RANKING_WIDGET },
    }),
  },
  signature: {
    name: 'signature',
    words: 'Signature (drawn, or the name typed)',
    rank: 2,
    is: (seen) => hasFormat('data-url')(seen) && widget(seen) === SIGNATURE_WIDGET,
    make: () => ({
      field: { type: 'string', title: 'Your signature', format: 'data-url' },
      ui: { 'ui:widget': SIGNATURE_WIDGET },
    }),
  },
  file: {
    name: 'file',
    words: 'File',
    rank: 1,
    is: ({ field }) =>
      (field.type === 'string' && field.format === 'data-url') ||
      (field.type === 'array' && isObject(field.items) && field.items.format === 'data-url'),
    make: () => ({
      field: { type: 'string', title: 'Your file', format: 'data-url' },
      ui: { 'ui:options': { accept: '.pdf', maxSize: '2 MB' } },
    }),
  },
  'list-of-items': {
    words: 'List of items ("Add item")',
    is: ({ field }) =>
      field.type === 'array' &&
      isObject(field.items) &&
      !hasChoices(field.items) &&
      field.items.format !== 'data-url',
    make: () => ({
      field: {
        type: 'array',
        title: 'Items',
        items: {
          type: 'object',
          title: 'Item',
          properties: { name: { type: 'string', title: 'Name' } },
        },
      },
    }),
  },
  section: {
    words: 'Section (questions under a title)',
    is: ({ field }) => field.type === 'object',
    make: () => ({
      field: {
        type: 'object',
        title: 'New section',
        properties: { name: { type: 'string', title: 'Name' } },
      },
    }),
  },
  calculated: {
    name: 'total',
    words: 'Calculated value',
    rank: 3,
    is: ({ calculated }) => calculated,
    make: () => ({ field: { type: 'number', title: 'Total' }, formula: { '+': [] } }),
    unanswered: true,
  },
  heading: {
    words: 'Heading and text',
    rank: 1,
    // A group with no questions: the form draws its title as a heading and its description under it.
    is: ({ field }) =>
      field.type === 'object' &&
      isObject(field.properties) &&
      Object.keys(field.properties).length === 0,
    make: () => ({
      field: {
        type: 'object',
        title: 'A heading',
        description: 'A few words under it.',
        properties: {},
      },
    }),
    unanswered: true,
  },
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

/** Whether people type text into a question of `kind` (it has a placeholder). */
export function isTyped(kind: QuestionKind | undefined): boolean {
  return kind !== undefined && table[kind].typed === true;
}

/** Whether people answer a question of `kind`: one they do not is never required. */
export function isAnswered(kind: QuestionKind | undefined): boolean {
  return kind === undefined || table[kind].unanswered !== true;
}
