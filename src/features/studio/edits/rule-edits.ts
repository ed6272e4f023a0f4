import '../../../kernel/i18n/form-words';
import { i18n } from '../../../kernel/i18n/i18n';
import { isObject } from '../../../kernel/is-object';
import { knownPatternWords } from '../../../screen/validation/known-patterns';
import { fieldPath } from './field-edits';
import { setAt, valueInText } from './json-text';

/**
 * The rules an answer must follow, in the authors' words ("At least",
 * "Longest"), each with the message people will see and the author's own
 * (`errorMessage`), as minimal edits of the file's text.
 */

export type Rule =
  'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'pattern' | 'minItems' | 'maxItems';

export type Rules = {
  values: Partial<Record<Rule, number | string>>;
  /** The author's own message for each rule (`errorMessage.<rule>`). */
  messages: Partial<Record<Rule, string>>;
  /** One message the file gives for every rule of the question (`errorMessage` as a text). */
  oneMessage: string | undefined;
  /** A number question takes whole numbers only (`"type": "integer"`). */
  wholeNumbers: boolean;
};

const RULES: Rule[] = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
];

export function rulesOf(text: string, name: string): Rules {
  const field = valueInText(text, fieldPath(text, name));
  const values: Rules['values'] = {};
  const messages: Rules['messages'] = {};
  if (!isObject(field)) return { values, messages, oneMessage: undefined, wholeNumbers: false };
  const own = field.errorMessage;
  for (const rule of RULES) {
    const value = field[rule];
    if (typeof value === 'number' || typeof value === 'string') values[rule] = value;
    const message = isObject(own) ? own[rule] : undefined;
    if (typeof message === 'string') messages[rule] = message;
  }
  return {
    values,
    messages,
    oneMessage: typeof own === 'string' ? own : undefined,
    wholeNumbers: field.type === 'integer',
  };
}

/** Whole numbers only (`"integer"`) or any number (`"number"`): the type's own characters replaced. */
export const setWholeNumbers = (text: string, name: string, whole: boolean): string =>
  setAt(text, [...fieldPath(text, name), 'type'], whole ? 'integer' : 'number');

/** Takes out `errorMessage` once it holds nothing, so a rule added and removed leaves the file as it was. */
function withoutEmptyMessages(text: string, name: string): string {
  const own = valueInText(text, [...fieldPath(text, name), 'errorMessage']);
  const empty = isObject(own) && Object.keys(own).length === 0;
  return empty ? setAt(text, [...fieldPath(text, name), 'errorMessage'], undefined) : text;
}

/** Sets a rule; `undefined` removes it with its own message. */
export function setRule(
  text: string,
  name: string,
  rule: Rule,
  value: number | string | undefined,
): string {
  const next = setAt(text, [...fieldPath(text, name), rule], value);
  if (value !== undefined || next === text) return next;
  const own = valueInText(next, [...fieldPath(text, name), 'errorMessage']);
  if (!isObject(own) || !(rule in own)) return next;
  return withoutEmptyMessages(
    setAt(next, [...fieldPath(text, name), 'errorMessage', rule], undefined),
    name,
  );
}

/** The author's own message for a rule; empty gives back the standard one. */
export function setRuleMessage(text: string, name: string, rule: Rule, message: string): string {
  const own = valueInText(text, [...fieldPath(text, name), 'errorMessage']);
  if (typeof own === 'string') return text;
  const next = setAt(text, [...fieldPath(text, name), 'errorMessage', rule], message || undefined);
  return message ? next : withoutEmptyMessages(next, name);
}

/** What people see when an answer breaks the rule and the author wrote no message: the form's own words. */
export function standardMessage(rule: Rule, value: number | string): string {
  switch (rule) {
    case 'minimum':
      return i18n._('check.minimum', { limit: value });
    case 'maximum':
      return i18n._('check.maximum', { limit: value });
    case 'minLength':
      return value === 1 ? i18n._('check.required') : i18n._('check.minLength', { limit: value });
    case 'maxLength':
      return i18n._('check.maxLength', { limit: value });
    case 'minItems':
      return i18n._('check.minItems', { limit: value });
    case 'maxItems':
      return i18n._('check.maxItems', { limit: value });
    case 'pattern': {
      const known = knownPatternWords(String(value));
      return known ? i18n._(known.id, known.values) : i18n._('check.pattern');
    }
  }
}

/** A pattern the form has no words for: only the author's own message can say what it expects. */
export const patternNeedsMessage = (pattern: string) => knownPatternWords(pattern) === undefined;

/** The patterns offered by name; each is one the form already has words for. */
export const PATTERN_PRESETS = {
  digits: {
    words: 'Digits, a given number of them',
    pattern: (count: number) => `^[0-9]{${count}}$`,
  },
  postcode: { words: 'A postcode', pattern: () => '^[A-Za-z0-9 -]{3,10}$' },
  phone: { words: 'A phone number', pattern: () => '^\\+?[0-9 ()-]{7,20}$' },
  letters: { words: 'Letters only (any language)', pattern: () => "^[\\p{L} '-]+$" },
} as const;
export type PatternPreset = keyof typeof PATTERN_PRESETS;

/** Which preset a pattern is, with its count of digits; `custom` for one written by hand. */
export function presetOf(pattern: string): { preset: PatternPreset | 'custom'; count?: number } {
  const digits = /^\^\[0-9\]\{(\d+)\}\$$/.exec(pattern);
  if (digits) return { preset: 'digits', count: Number(digits[1]) };
  for (const preset of ['postcode', 'phone', 'letters'] as const) {
    if (PATTERN_PRESETS[preset].pattern() === pattern) return { preset };
  }
  return { preset: 'custom' };
}

/**
 * Whether an example fits the pattern, as the form checks it (the whole of
 * it when the pattern says `^...$`; Unicode, so `\p{L}` works); a mistake in
 * the pattern comes back as its message.
 */
export function tryPattern(pattern: string, example: string): boolean | { mistake: string } {
  try {
    return new RegExp(pattern, 'u').test(example);
  } catch (e) {
    return { mistake: e instanceof Error ? e.message : String(e) };
  }
}
