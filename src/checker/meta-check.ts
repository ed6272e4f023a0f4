import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { JSONPath } from 'jsonc-parser';
import screenMetaSchema from '../../schemas/_screen.schema.json';
import { safeRedirect } from '../kernel/routes/safe-path';
import { didYouMean, quotedList, suggestion } from './did-you-mean';
import type { JsonSource } from './json-source';
import { isObject, valueAt } from '../kernel/is-object';
import type { Problem } from '../screen/types';

let validate: ValidateFunction | undefined;

/**
 * One validator for the editor meta-schema, compiled once for every file and
 * every save: the meta-schema authors see in their editor is the single
 * source of truth for the keys of a screen file.
 */
function metaValidator(): ValidateFunction {
  validate ??= new Ajv({
    allErrors: true,
    strict: false,
    verbose: true,
    // `success.redirect` is checked by the app's own guard: the schema's pattern
    // is what editors can say, this is exactly what the success screen accepts.
    formats: { 'app-redirect': (value: string) => safeRedirect(value) !== undefined },
  }).compile(screenMetaSchema);
  return validate;
}

/** What to write for a missing key, in the author's terms. */
const MISSING_ADVICE: Record<string, string> = {
  title: 'add "title": "Contact us" (the heading and the name on the home page)',
  schema: 'add "schema": { "type": "object", "properties": { ... } } with the form\'s fields',
  email:
    'add "email": { "template": "<EmailJS template id>" } to say what is sent, "responses": true to keep the answers for you to read instead, or "submit": "none" for a screen that only shows information',
  template: 'add "template": "<EmailJS template id>", like "template_contact"',
  fields: 'add "fields": ["<field>", ...] naming the top-level fields of this step',
};

const PATTERN_ADVICE: Record<string, string> = {
  path: 'it must start with / and use lowercase letters, digits and hyphens, like "/contact"',
  redirect: 'write an app route like "/" or a full address like "https://example.org/thanks"',
  primaryColor: 'write # and six hex digits, like "#1565c0"',
  logo: 'write a file inside public/ as "/logo.svg" (folders by name, no "." or ".."), or an address starting with https:// (no quotes, spaces or < >)',
  font: 'write a CSS font-family list: names separated by commas, a name with spaces or digits in quotes, like "Georgia, \'Times New Roman\', serif" (nothing else of CSS: no ; : { } ( ) < > or backslash)',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return `the text ${JSON.stringify(value)}`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return String(value);
    default:
      return 'an object';
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text in "double quotes"',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object { ... }',
  array: 'a list [ ... ]',
  null: 'null',
};

/** Turns ajv's instance path into the path jsonc-parser understands (numbers index lists). */
function toPath(pointer: string, data: unknown): JSONPath {
  if (pointer === '') return [];
  const path: JSONPath = [];
  let node = data;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key = Array.isArray(node) ? Number(seg) : seg;
    path.push(key);
    node = Array.isArray(node) ? node[Number(seg)] : isObject(node) ? node[seg] : undefined;
  }
  return path;
}

/** `"access"`, `"steps" entry 2`, `prefill "email"`: how a message names what it is about. */
function label(path: JSONPath): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'the file';
  if (typeof last === 'number') return `entry ${last + 1} of "${String(path[path.length - 2])}"`;
  if (path[0] === 'prefill' && path.length === 2) return `the prefill source of "${last}"`;
  if (path[0] === 'email' && path[1] === 'params' && path.length === 3)
    return `email param "${last}"`;
  return `"${last}"`;
}

const COMBINERS = new Set(['anyOf', 'oneOf', 'if', 'not']);

/** ajv reports one rule failing in several ways; keep the errors that say most. */
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const kept = errors.filter((e) => {
    if (COMBINERS.has(e.keyword)) {
      return !errors.some(
        (o) => o !== e && !COMBINERS.has(o.keyword) && o.instancePath.startsWith(e.instancePath),
      );
    }
    if (e.keyword === 'type' && /\/(anyOf|oneOf)\//.test(e.schemaPath)) {
      return !errors.some(
        (o) =>
          o.instancePath === e.instancePath && o.keyword !== 'type' && !COMBINERS.has(o.keyword),
      );
    }
    return true;
  });
  // Several "type" errors at one place are one message: "must be text or a list".
  const seenType = new Set<string>();
  return kept.filter((e) => {
    if (e.keyword !== 'type') return true;
    if (seenType.has(e.instancePath)) return false;
    seenType.add(e.instancePath);
    return true;
  });
}

function typesAt(errors: ErrorObject[], instancePath: string): string[] {
  return errors
    .filter((e) => e.keyword === 'type' && e.instancePath === instancePath)
    .flatMap((e) => String(e.params.type).split(','));
}

/**
 * The file checked against `_screen.schema.json` (or another editor
 * meta-schema, like `_theme.schema.json`), each ajv error turned into a
 * message at the offending key or value that says what to write instead.
 */
export function checkAgainstMetaSchema(
  source: JsonSource,
  data: unknown,
  check: ValidateFunction = metaValidator(),
): Problem[] {
  if (check(data)) return [];
  // A value its pattern refuses is refused by its format too: one message.
  const errors = (check.errors ?? []).filter(
    (e, _, all) =>
      e.keyword !== 'format' ||
      !all.some((o) => o.keyword === 'pattern' && o.instancePath === e.instancePath),
  );
  return mostSpecific(errors).map((e) => {
    const path = toPath(e.instancePath, data);
    const value = valueAt(data, path);
    const name = label(path);
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required': {
        const key = String(p.missingProperty);
        const where = path.length === 0 ? '' : ` in ${name}`;
        const advice = MISSING_ADVICE[key] ?? `add "${key}"`;
        return source.problem(path, `missing required key "${key}"${where}: ${advice}`, {
          key: true,
        });
      }
      case 'additionalProperties': {
        const key = String(p.additionalProperty);
        const allowed = isObject(e.parentSchema?.properties)
          ? Object.keys(e.parentSchema.properties)
          : [];
        const where = path.length === 0 ? '' : ` in ${name}`;
        return source.problem(
          [...path, key],
          `unknown key "${key}"${where}${suggestion(key, allowed, 'the keys are')}`,
          { key: true },
        );
      }
      case 'enum': {
        const allowed = (e.schema as unknown[]).map(String);
        const close = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
        return source.problem(
          path,
          `${name} must be ${quotedList(allowed)}, not ${JSON.stringify(value)}${close ? `: did you mean "${close}"?` : ''}`,
        );
      }
      case 'const':
        return source.problem(path, `${name} must be ${JSON.stringify(p.allowedValue)}`);
      case 'type': {
        const wanted = typesAt(errors, e.instancePath).map((t) => TYPE_WORDS[t] ?? t);
        return source.problem(
          path,
          `${name} must be ${[...new Set(wanted)].join(' or ')}, not ${describe(value)}`,
        );
      }
      case 'pattern':
      case 'format': {
        if (path[0] === 'prefill') {
          return source.problem(
            path,
            `prefill source ${JSON.stringify(value)} is not known: use "user.email", "user.name", "user.uid" or "query.<link parameter>"`,
          );
        }
        const last = String(path[path.length - 1]);
        const advice = PATTERN_ADVICE[last] ?? `it must match ${String(p.pattern)}`;
        return source.problem(
          path,
          `${name} ${JSON.stringify(value)} is not written as expected: ${advice}`,
        );
      }
      case 'minLength':
        return source.problem(path, `${name} must not be empty`);
      case 'maxLength':
        return source.problem(
          path,
          `${name} must be at most ${String(p.limit)} characters long: shorten it`,
        );
      case 'minimum':
      case 'maximum':
        return source.problem(
          path,
          `${name} must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}, not ${describe(value)}`,
        );
      case 'minItems':
        // A page made and not yet given a question: the one empty list an author meets often.
        if (path[0] === 'steps' && typeof path[1] === 'number' && path[2] === 'fields') {
          return source.problem(
            path,
            `step ${String(path[1] + 1)} has no questions yet: name at least one question in its "fields", or remove the step`,
          );
        }
        return source.problem(
          path,
          `${name} must have at least ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}`,
        );
      default:
        return source.problem(path, `${name} ${e.message ?? 'is not valid'}`);
    }
  });
}
