import type { RJSFValidationError } from '@rjsf/utils';

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

const count = (n: unknown, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter an email address, like ana@example.com',
  date: 'Enter a date',
  'date-time': 'Enter a date and a time',
  time: 'Enter a time, like 14:30',
  uri: 'Enter a full web address, like https://example.org',
  url: 'Enter a full web address, like https://example.org',
  'data-url': 'Choose a file',
};

/** Plain words for each rule, from what ajv reports about it; the person never sees ajv's own. */
const PLAIN: Record<string, (p: Params) => string> = {
  required: () => 'Please fill this in',
  minLength: (p) =>
    p.limit === 1
      ? 'Please fill this in'
      : `Use at least ${count(p.limit, 'character', 'characters')}`,
  maxLength: (p) => `Use at most ${count(p.limit, 'character', 'characters')}`,
  pattern: () => 'This is not written the expected way: check it',
  format: (p) => FORMAT_WORDS[String(p.format)] ?? 'This is not written the expected way: check it',
  minimum: (p) => `Enter ${String(p.limit)} or more`,
  maximum: (p) => `Enter ${String(p.limit)} or less`,
  exclusiveMinimum: (p) => `Enter more than ${String(p.limit)}`,
  exclusiveMaximum: (p) => `Enter less than ${String(p.limit)}`,
  multipleOf: (p) => `Enter a multiple of ${String(p.multipleOf)}`,
  type: (p) =>
    p.type === 'integer'
      ? 'Enter a whole number'
      : p.type === 'number'
        ? 'Enter a number'
        : 'Please fill this in',
  enum: () => 'Choose one of the options',
  oneOf: () => 'Choose one of the options',
  anyOf: () => 'Choose one of the options',
  const: (p) =>
    p.allowedValue === true ? 'Please tick this box to go on' : 'Choose the expected answer',
  minItems: (p) => `Choose or add at least ${String(p.limit)}`,
  maxItems: (p) => `Choose or add at most ${String(p.limit)}`,
  uniqueItems: () => 'Each entry must be different',
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
