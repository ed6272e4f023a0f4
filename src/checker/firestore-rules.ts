/**
 * `firestore.rules`, generated from the checked screen files: the only guard
 * of kept answers, there being no server of ours (docs/decisions/responses.md).
 * Pure, shared by the build, the dev server, the emulator's launcher and the
 * tests. Every name and text from a screen file enters the rules as a string
 * literal written by `literal`, whatever characters it holds.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { isFileSchema } from '../screen/file-answers';
import { parseSize } from '../screen/file-limits';
import { resolveSchema, schemaBranches } from '../screen/navigate';
import { choiceValues } from '../screen/grid-ranking';
import { dropOffSteps } from '../screen/question-steps';
import { dataUrlLength, keeping, TEXT_CEILING, type Keeping } from '../screen/responses';
import type { CheckResult, ScreenEntry, ScreenFile } from '../screen/types';
import { MAX_LIST_ITEMS } from './limits';

type Schema = RJSFSchema;

/** A submission id as the email carries it (request.ts): `1a2b-3c4d-5e6f`. */
const RESPONSE_ID = '^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$';
/** A visit's id: a version 4 UUID (src/kernel/random-hex.ts). */
const VISIT_ID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** How deep conditionals and groups are followed: deeper answers are only checked to be there. */
const DEPTH = 8;

/**
 * How many answers (a group's fields each counting) the rules check for type and size:
 * Firestore evaluates at most 1,000 expressions for one write, about twenty an answer,
 * and the rest of the response, its counter and its person take their share. Answers
 * past it are checked only to be the screen's own (their names), and Firestore's 1 MiB
 * a document bounds them. Measured on the emulator (docs/decisions/responses.md).
 */
export const CHECKED_ANSWERS_MAX = 35;

/** What is left of CHECKED_ANSWERS_MAX as the answers are walked, and the paths past it. */
type Budget = { left: number; unchecked: string[] };

/**
 * A rules string literal of any text: every character but a letter, digit or
 * underscore as a `\uXXXX` escape (UTF-16 units, as the rules language reads
 * them), so no quote, backslash or line break of a field name can end it.
 */
export function literal(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    out += /[A-Za-z0-9_]/.test(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
  return `'${out}'`;
}

const list = (texts: readonly string[]) => `[${texts.map(literal).join(', ')}]`;

/** Every schema a property of an object may have: its own, and those under conditionals. */
function propertySchemas(
  schema: unknown,
  root: Schema,
  depth = 0,
  into = new Map<string, Schema[]>(),
) {
  if (depth > DEPTH) return into;
  const s = resolveSchema(schema, root);
  if (isObject(s.properties)) {
    for (const [key, value] of Object.entries(s.properties)) {
      into.set(key, [...(into.get(key) ?? []), resolveSchema(value, root)]);
    }
  }
  for (const branch of schemaBranches(s)) {
    if (isObject(branch)) propertySchemas(branch, root, depth + 1, into);
  }
  return into;
}

/** Whether an object also takes keys it does not name (`additionalProperties`, `patternProperties`). */
function takesOtherKeys(schema: Schema, root: Schema): boolean {
  const s = resolveSchema(schema, root);
  return (
    s.additionalProperties === true ||
    isObject(s.additionalProperties) ||
    isObject(s.patternProperties)
  );
}

const typesOf = (s: Schema): string[] => {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.map(String);
  if (isObject(s.properties)) return ['object'];
  return [];
};

/** The values a choice allows (`enum`, a `const`, or `oneOf`/`anyOf` of `const`s), when it names them all. */
const allowedValues = (s: Schema, root: Schema): unknown[] | undefined =>
  !Array.isArray(s.enum) && 'const' in s ? [s.const] : choiceValues(s, root);

const valueLiteral = (v: unknown) =>
  typeof v === 'string'
    ? literal(v)
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : 'null';

/** `x in [...]` for choices of plain values; undefined when a value is something else. */
function choiceCheck(x: string, values: unknown[]): string | undefined {
  if (!values.every((v) => ['string', 'number', 'boolean'].includes(typeof v) || v === null))
    return undefined;
  return `${x} in [${values.map(valueLiteral).join(', ')}]`;
}

const ui = (parent: Record<string, unknown>, key: string): Record<string, unknown> =>
  isObject(parent[key]) ? parent[key] : {};

/** The condition one answer `x` meets under one of its schemas. */
function valueCheck(
  x: string,
  s: Schema,
  fieldUi: Record<string, unknown>,
  root: Schema,
  depth: number,
  budget: Budget,
  name: string,
): string {
  const choices = allowedValues(s, root);
  const types = typesOf(s);
  const checks = types.map((type) => {
    switch (type) {
      case 'string': {
        if (isFileSchema(s)) {
          const options = ui(fieldUi, 'ui:options');
          const bytes = parseSize(options.maxSize);
          return bytes === undefined
            ? `${x} is string`
            : `(${x} is string && ${x}.size() <= ${dataUrlLength(bytes)})`;
        }
        // The rules count UTF-16 units, the form characters: an emoji is two of the first.
        const limit = 2 * (typeof s.maxLength === 'number' ? s.maxLength : TEXT_CEILING);
        return `(${x} is string && ${x}.size() <= ${limit})`;
      }
      case 'integer':
        return `${x} is int`;
      case 'number':
        return `${x} is number`;
      case 'boolean':
        return `${x} is bool`;
      case 'null':
        return `${x} == null`;
      case 'array': {
        const most = typeof s.maxItems === 'number' ? s.maxItems : MAX_LIST_ITEMS;
        const items = resolveSchema(s.items, root);
        const itemChoices = isObject(s.items) ? allowedValues(items, root) : undefined;
        const only =
          itemChoices && itemChoices.every((v) => typeof v === 'string' || typeof v === 'number')
            ? ` && ${x}.hasOnly([${itemChoices.map(valueLiteral).join(', ')}])`
            : '';
        return `(${x} is list && ${x}.size() <= ${most}${only})`;
      }
      case 'object':
        return depth >= DEPTH
          ? `${x} is map`
          : `(${x} is map && ${objectCheck(x, s, fieldUi, root, depth + 1, budget, name)})`;
      default:
        return 'true';
    }
  });
  const shape =
    checks.length === 0 ? 'true' : checks.length === 1 ? checks[0]! : `(${checks.join(' || ')})`;
  const among = choices && choiceCheck(x, choices);
  return among ? (shape === 'true' ? among : `(${shape} && ${among})`) : shape;
}

/** The condition an object of answers `x` meets: only its own fields, each of its shape, none required. */
function objectCheck(
  x: string,
  schema: Schema,
  objectUi: Record<string, unknown>,
  root: Schema,
  depth: number,
  budget: Budget,
  prefix = '',
): string {
  // No password field is here: the checker refuses them on any screen with a send button.
  const fields = [...propertySchemas(schema, root)];
  const parts: string[] = [];
  if (!takesOtherKeys(schema, root))
    parts.push(`${x}.keys().hasOnly(${list(fields.map(([key]) => key))})`);
  for (const [key, schemas] of fields) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (budget.left <= 0) {
      budget.unchecked.push(name);
      continue;
    }
    budget.left -= 1;
    const at = `${x}[${literal(key)}]`;
    // A schema of a conditional that only narrows the field (a `const` to choose a branch) adds no type.
    const typed = schemas.filter((s) => typesOf(s).length > 0);
    const used = typed.length > 0 ? typed : schemas;
    const alternatives = [
      ...new Set(used.map((s) => valueCheck(at, s, ui(objectUi, key), root, depth, budget, name))),
    ];
    if (alternatives.includes('true')) continue;
    const check = alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' || ')})`;
    parts.push(`(!(${literal(key)} in ${x}) || ${check})`);
  }
  return parts.length === 0 ? 'true' : parts.join('\n          && ');
}

const uiOf = (screen: ScreenFile) => (isObject(screen.uiSchema) ? screen.uiSchema : {});

/**
 * The answers of a screen the rules check only by name, being past
 * CHECKED_ANSWERS_MAX (dotted paths: `address.city`); the checker says so.
 */
export function uncheckedAnswers(screen: ScreenFile): string[] {
  const budget: Budget = { left: CHECKED_ANSWERS_MAX, unchecked: [] };
  objectCheck(
    'a',
    resolveSchema(screen.schema, screen.schema),
    uiOf(screen),
    screen.schema,
    0,
    budget,
  );
  return budget.unchecked;
}

/** The steps a drop-off visit may reach, as the form counts them (dropOffSteps). */
function stepCount(entry: ScreenEntry): number {
  return Math.max(1, dropOffSteps(entry.screen!).length);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** `request.time` within the screen's `opening`: `false` while it is switched off. */
function openCheck(entry: ScreenEntry): string {
  const opening = entry.opening;
  if (!opening) return 'true';
  if (opening.closed) return 'false';
  const parts = [
    opening.opensAt === undefined
      ? undefined
      : `request.time >= timestamp.value('${iso(opening.opensAt)}')`,
    opening.closesAt === undefined
      ? undefined
      : `request.time < timestamp.value('${iso(opening.closesAt)}')`,
  ].filter((p) => p !== undefined);
  return parts.length === 0 ? 'true' : parts.join(' && ');
}

/** `expiresAt` no later than `keepForDays` (and a day for a clock ahead) after now. */
const expiryCheck = (keep: Keeping, data: string) =>
  keep.keepForDays === undefined
    ? 'true'
    : `${data}.expiresAt is timestamp && ${data}.expiresAt <= request.time + duration.value(${keep.keepForDays + 1}, 'd')`;

const fieldsOf = (required: string[], optional: string[], data: string) =>
  `${data}.keys().hasAll(${list(required)}) && ${data}.keys().hasOnly(${list([...required, ...optional])})`;

/** The rules of one screen that keeps its answers. */
function screenRules(entry: ScreenEntry, keep: Keeping, siteOwners: readonly string[]): string {
  const screen = entry.screen!;
  const slug = entry.slug;
  const path = (rest: string) => `/databases/$(database)/documents/screens/${slug}${rest}`;
  const owners = [...new Set([...siteOwners, ...keep.owners.map((o) => o.toLowerCase())])].sort();
  const signedIn = screen.access === 'signed-in' || keep.onePerPerson;
  const data = 'request.resource.data';
  const required = ['answers', 'submittedAt', 'language', 'version'];
  const optional: string[] = [];
  (signedIn ? required : optional).push('uid');
  if (keep.keepForDays !== undefined) required.push('expiresAt');
  const response = [
    `id.matches('${RESPONSE_ID}')`,
    `opened()`,
    fieldsOf(required, optional, data),
    `${data}.submittedAt == request.time`,
    `${data}.language is string && ${data}.language.size() <= 35`,
    `${data}.version is string && ${data}.version.size() <= 64`,
    signedIn
      ? `request.auth != null && ${data}.uid == request.auth.uid`
      : `(!('uid' in ${data}) || (request.auth != null && ${data}.uid == request.auth.uid))`,
    expiryCheck(keep, data),
    `answers(${data}.answers)`,
  ];
  if (keep.closeAfter !== undefined) {
    response.push(`getAfter(${path('')}).data.last == id`);
  }
  if (keep.onePerPerson) {
    response.push(
      `!exists(${path('/people/$(request.auth.uid)')})`,
      `getAfter(${path('/people/$(request.auth.uid)')}).data.response == id`,
    );
  }
  const top = resolveSchema(screen.schema, screen.schema);
  const budget: Budget = { left: CHECKED_ANSWERS_MAX, unchecked: [] };
  const answersCheck = objectCheck('a', top, uiOf(screen), screen.schema, 0, budget);
  const lines = [
    `    // schemas/${slug}.json`,
    `    match /screens/${slug} {`,
    `      function owner() {`,
    `        return request.auth != null && request.auth.token.email_verified == true`,
    `          && request.auth.token.email.lower() in ${list(owners)};`,
    `      }`,
    `      function opened() {`,
    `        return ${openCheck(entry)};`,
    `      }`,
    `      function answers(a) {`,
    `        return a is map && ${answersCheck};`,
    `      }`,
    `      function newResponse(id) {`,
    `        return id is string && id.matches('${RESPONSE_ID}')`,
    `          && !exists(${path('/responses/$(id)')}) && existsAfter(${path('/responses/$(id)')});`,
    `      }`,
  ];
  if (keep.closeAfter !== undefined) {
    const counter = `${data}.keys().hasOnly(['count', 'last']) && newResponse(${data}.last)`;
    lines.push(
      `      // The counter of closeAfter ${keep.closeAfter}: +1 with each new response, never past it.`,
      `      allow get: if true;`,
      `      allow create: if ${counter} && ${data}.count == 1;`,
      `      allow update: if ${counter} && ${data}.count == resource.data.count + 1 && ${data}.count <= ${keep.closeAfter};`,
    );
  }
  lines.push(
    `      match /responses/{id} {`,
    `        allow get, list, delete: if owner();`,
    `        allow create: if ${response.join('\n          && ')};`,
    `      }`,
  );
  // The owners' summary of the responses (their tallies as text), read and kept by their page.
  lines.push(
    `      match /tallies/{name} {`,
    `        allow get: if owner();`,
    `        allow create, update: if owner() && name == 'summary'`,
    `          && ${fieldsOf(['tallies', 'upTo', 'count'], [], data)}`,
    `          && ${data}.tallies is string && ${data}.upTo is timestamp`,
    `          && ${data}.count is int && ${data}.count >= 0;`,
    `      }`,
  );
  if (keep.onePerPerson) {
    lines.push(
      `      match /people/{uid} {`,
      `        allow get: if owner() || (request.auth != null && request.auth.uid == uid);`,
      `        allow list, delete: if owner();`,
      `        allow create: if request.auth != null && request.auth.uid == uid`,
      `          && ${data}.keys().hasOnly(['response']) && newResponse(${data}.response)`,
      `          && getAfter(${path('/responses/$(request.resource.data.response)')}).data.uid == uid;`,
      `      }`,
    );
  }
  if (keep.dropOff) {
    const visit = [
      fieldsOf(
        ['reached', 'at', ...(keep.keepForDays === undefined ? [] : ['expiresAt'])],
        ['sent'],
        data,
      ),
      `${data}.reached is int && ${data}.reached >= 0 && ${data}.reached < ${stepCount(entry)}`,
      `${data}.get('sent', true) == true`,
      `${data}.at == request.time`,
      expiryCheck(keep, data),
    ].join('\n          && ');
    lines.push(
      `      match /visits/{visit} {`,
      `        allow get, list, delete: if owner();`,
      `        allow create: if visit.matches('${VISIT_ID}') && opened()`,
      `          && ${visit};`,
      // Forward only; once sent a visit is done: its last step again only to say it was sent.
      `        allow update: if !('sent' in resource.data)`,
      `          && (${data}.reached > resource.data.reached`,
      `            || ('sent' in ${data} && ${data}.reached == resource.data.reached))`,
      `          && ${visit};`,
      `      }`,
    );
  }
  lines.push(`    }`);
  return lines.join('\n');
}

/** The screens whose answers the rules let people keep: usable, without problems, keeping. */
export function keepingScreens(result: Pick<CheckResult, 'screens'>) {
  return result.screens.flatMap((entry) => {
    const keep = entry.screen && entry.problems.length === 0 ? keeping(entry.screen) : undefined;
    return keep ? [{ entry, keep }] : [];
  });
}

/** The whole rules file of the checked screens; everything no screen keeps is refused. */
export function firestoreRules(result: Pick<CheckResult, 'screens' | 'owners'>): string {
  const screens = keepingScreens(result);
  const body = screens.map(({ entry, keep }) => screenRules(entry, keep, result.owners));
  return [
    `rules_version = '2';`,
    `// Generated from the screen files of schemas/ by \`npm run build\` and the dev server: do not`,
    `// edit (docs/decisions/responses.md). ${screens.length === 0 ? 'No screen keeps its responses: nothing is read or written.' : 'Whatever no rule below allows is refused.'}`,
    `service cloud.firestore {`,
    `  match /databases/{database}/documents {`,
    ...(body.length === 0
      ? [`    match /{document=**} {`, `      allow read, write: if false;`, `    }`]
      : [body.join('\n\n')]),
    `  }`,
    `}`,
    '',
  ].join('\n');
}
