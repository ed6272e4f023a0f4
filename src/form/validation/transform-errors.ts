import type { RJSFValidationError } from '@rjsf/utils';
import { i18n } from '../../kernel/i18n/i18n';
import { knownPatternWords } from '../../screen/validation/known-patterns';

type AjvErrorsParams = { errors?: { params?: { missingProperty?: string } }[] };

/**
 * ajv-errors reports an author's message for `required` at the object that
 * lists the field (that is where JSON Schema puts `required`), and rjsf then
 * shows it above the whole group. This moves each such message under the
 * field it is about, where the generic "is required" text would have been.
 */
export function placeRequiredMessages(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    if (error.name !== 'errorMessage') return error;
    const missing = new Set(
      ((error.params as AjvErrorsParams | undefined)?.errors ?? []).map(
        (e) => e.params?.missingProperty,
      ),
    );
    const [field] = missing;
    if (missing.size !== 1 || field === undefined) return error;
    return { ...error, property: `${error.property ?? ''}.${field}` };
  });
}

type Params = Record<string, unknown>;

// The format's own words; a format without any is a rule like `pattern`.
const FORMAT_WORDS = new Set(['email', 'date', 'date-time', 'time', 'uri', 'data-url', 'phone']);

/**
 * Plain words for each rule, from what ajv reports about it, in the language
 * shown (the catalogues' `check.*`); the person never sees ajv's own.
 */
const PLAIN: Record<string, (p: Params) => string> = {
  required: () => i18n._('check.required'),
  minLength: (p) =>
    p.limit === 1 ? i18n._('check.required') : i18n._('check.minLength', { limit: p.limit }),
  maxLength: (p) => i18n._('check.maxLength', { limit: p.limit }),
  pattern: (p) => {
    const known = typeof p.pattern === 'string' ? knownPatternWords(p.pattern) : undefined;
    return known ? i18n._(known.id, known.values) : i18n._('check.pattern');
  },
  format: (p) => {
    const format = p.format === 'url' ? 'uri' : String(p.format);
    return i18n._(FORMAT_WORDS.has(format) ? `check.format.${format}` : 'check.pattern');
  },
  minimum: (p) => i18n._('check.minimum', { limit: p.limit }),
  maximum: (p) => i18n._('check.maximum', { limit: p.limit }),
  exclusiveMinimum: (p) => i18n._('check.exclusiveMinimum', { limit: p.limit }),
  exclusiveMaximum: (p) => i18n._('check.exclusiveMaximum', { limit: p.limit }),
  multipleOf: (p) => i18n._('check.multipleOf', { step: p.multipleOf }),
  type: (p) =>
    p.type === 'integer'
      ? i18n._('check.integer')
      : p.type === 'number'
        ? i18n._('check.number')
        : i18n._('check.required'),
  enum: () => i18n._('check.choose'),
  oneOf: () => i18n._('check.choose'),
  anyOf: () => i18n._('check.choose'),
  other: () => i18n._('check.other'),
  const: (p) => i18n._(p.allowedValue === true ? 'check.tick' : 'check.expected'),
  minItems: (p) => i18n._('check.minItems', { limit: p.limit }),
  maxItems: (p) => i18n._('check.maxItems', { limit: p.limit }),
  uniqueItems: () => i18n._('check.uniqueItems'),
};

/**
 * ajv's messages are written for developers ("must NOT have fewer than 2
 * characters", "must match format \"email\""): each generic rule's message
 * becomes plain words for the person filling in the form. Authors' own
 * messages (`errorMessage`) and custom checks keep their words. `if` only
 * says that its `then` failed, whose own error is already there.
 */
export function plainMessages(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      const words = error.name ? PLAIN[error.name] : undefined;
      if (!words) return error;
      const message = words((error.params ?? {}) as Params);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}

/** Each `oneOf`/`anyOf` alternative a schema path goes through: `#/dependencies/x/oneOf/1`. */
const ALTERNATIVE = /\/(?:oneOf|anyOf)\/\d+(?=\/|$)/g;

function alternativesOf(schemaPath: string | undefined): string[] {
  const path = schemaPath ?? '';
  return [...path.matchAll(ALTERNATIVE)].map((m) => path.slice(0, m.index + m[0].length));
}

const groupOf = (alternative: string) => alternative.replace(/\/\d+$/, '');

/**
 * When a `oneOf` or `anyOf` fails, ajv reports the errors of every
 * alternative. An alternative whose `const` or `enum` does not match the
 * answer (`"contactByPhone": { "const": false }` once the person chose Yes) is
 * not the one the person is on: its errors would mark a valid answer wrong
 * ("Choose the expected answer"). They are dropped while another alternative
 * is still to follow, and with them the bare "must match one" of the `oneOf`,
 * whose remaining alternative's own errors say what is missing.
 */
export function followedAlternatives(errors: RJSFValidationError[]): RJSFValidationError[] {
  const notFollowed = new Set<string>();
  for (const e of errors) {
    const innermost = alternativesOf(e.schemaPath).at(-1);
    if ((e.name === 'const' || e.name === 'enum') && innermost) notFollowed.add(innermost);
  }
  const followed = new Set<string>();
  for (const e of errors) {
    for (const alternative of alternativesOf(e.schemaPath)) {
      if (!notFollowed.has(alternative)) followed.add(groupOf(alternative));
    }
  }
  return errors.filter((e) => {
    if ((e.name === 'oneOf' || e.name === 'anyOf') && followed.has(e.schemaPath ?? '')) {
      return false;
    }
    return !alternativesOf(e.schemaPath).some(
      (a) => notFollowed.has(a) && followed.has(groupOf(a)),
    );
  });
}

/** Every rule's message in plain words, and authors' `required` messages under their fields. */
export const friendlyErrors = (errors: RJSFValidationError[]): RJSFValidationError[] =>
  placeRequiredMessages(plainMessages(followedAlternatives(errors)));
