import '../../kernel/i18n/form-words';
import type { RJSFValidationError } from '@rjsf/utils';
import { pageWords, type Words } from '../../kernel/i18n/i18n';
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
const PLAIN: Record<string, (p: Params, t: Words) => string> = {
  required: (_p, t) => t('check.required'),
  minLength: (p, t) =>
    p.limit === 1 ? t('check.required') : t('check.minLength', { limit: p.limit }),
  maxLength: (p, t) => t('check.maxLength', { limit: p.limit }),
  pattern: (p, t) => {
    const known = typeof p.pattern === 'string' ? knownPatternWords(p.pattern) : undefined;
    return known ? t(known.id, known.values) : t('check.pattern');
  },
  format: (p, t) => {
    const format = p.format === 'url' ? 'uri' : String(p.format);
    return t(FORMAT_WORDS.has(format) ? `check.format.${format}` : 'check.pattern');
  },
  minimum: (p, t) => t('check.minimum', { limit: p.limit }),
  maximum: (p, t) => t('check.maximum', { limit: p.limit }),
  exclusiveMinimum: (p, t) => t('check.exclusiveMinimum', { limit: p.limit }),
  exclusiveMaximum: (p, t) => t('check.exclusiveMaximum', { limit: p.limit }),
  multipleOf: (p, t) => t('check.multipleOf', { step: p.multipleOf }),
  type: (p, t) =>
    p.type === 'integer'
      ? t('check.integer')
      : p.type === 'number'
        ? t('check.number')
        : t('check.required'),
  enum: (_p, t) => t('check.choose'),
  oneOf: (_p, t) => t('check.choose'),
  anyOf: (_p, t) => t('check.choose'),
  other: (_p, t) => t('check.other'),
  const: (p, t) => t(p.allowedValue === true ? 'check.tick' : 'check.expected'),
  minItems: (p, t) => t('check.minItems', { limit: p.limit }),
  maxItems: (p, t) => t('check.maxItems', { limit: p.limit }),
  uniqueItems: (_p, t) => t('check.uniqueItems'),
};

/**
 * ajv's messages are written for developers ("must NOT have fewer than 2
 * characters", "must match format \"email\""): each generic rule's message
 * becomes plain words for the person filling in the form. Authors' own
 * messages (`errorMessage`) and custom checks keep their words. `if` only
 * says that its `then` failed, whose own error is already there.
 */
export function plainMessages(errors: RJSFValidationError[], t: Words): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      const words = error.name ? PLAIN[error.name] : undefined;
      if (!words) return error;
      const message = words((error.params ?? {}) as Params, t);
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

/**
 * Every rule's message in plain words of `t` (the studio's preview shows a
 * language of its own), and authors' `required` messages under their fields.
 */
export const friendlyErrorsIn =
  (t: Words) =>
  (errors: RJSFValidationError[]): RJSFValidationError[] =>
    placeRequiredMessages(plainMessages(followedAlternatives(errors), t));

/** friendlyErrorsIn the language the page shows. */
export const friendlyErrors = friendlyErrorsIn(pageWords);
