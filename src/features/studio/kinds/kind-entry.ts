import { isObject } from '../../../kernel/is-object';

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

/**
 * One kind of question: the palette's words, how the studio tells a field of
 * this kind, and what adding one writes. A room of kinds/ holds the entry
 * with its settings and edits; kind-table.ts lists every entry.
 */
export type KindEntry = {
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
  /** A new one is required from the start (a consent box). */
  required?: boolean;
  /**
   * It cannot be shown on a condition: a file or a signature is attached to the
   * email only as a field of the form itself, never inside a condition.
   */
  always?: boolean;
  /** The fewest choices it may have: a ranking orders two items at least. */
  fewestChoices?: number;
  /**
   * What the kind keeps true after every edit made in the cards (a ranking's
   * count of items), so no edit leaves the file refused for it.
   */
  keep?: (text: string, name: string) => string;
};

export const widget = (seen: FieldSeen) => seen.ui['ui:widget'];
export const isText = ({ field }: FieldSeen) => field.type === 'string';
export const hasFormat = (format: string) => (seen: FieldSeen) =>
  isText(seen) && seen.field.format === format;
export const isNumber = ({ field }: FieldSeen) =>
  field.type === 'number' || field.type === 'integer';
export const hasChoices = (field: unknown) =>
  isObject(field) && (Array.isArray(field.oneOf) || Array.isArray(field.enum));

/** Two choices to start from: a new choice, several-choices or ranking question. */
export const TWO_CHOICES = [
  { const: 'first', title: 'First' },
  { const: 'second', title: 'Second' },
];
