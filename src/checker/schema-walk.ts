import type { JSONPath } from 'jsonc-parser';
import { isObject } from '../kernel/is-object';
import { quotedList, suggestion } from './did-you-mean';
import { fieldsOf, hasField, type FieldSet } from './fields';
import { KNOWN_KEYWORDS } from './known-keywords';
import { deepEquals } from '@rjsf/utils';
import { findRefLoops, hasOwn, own, resolveRef, type Located, type SchemaDoc } from './refs';
import { checkRegex } from './regex';
import { builtinNameMessage, isObjectBuiltinName } from './builtin-names';
import { knownPatternWords } from '../screen/validation/known-patterns';
import type { Problem } from '../screen/types';

const SIMPLE_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/** Every keyword of JSON Schema draft-07, annotations included. */
const DRAFT07_KEYWORDS = [
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'readOnly', 'writeOnly',
  'examples', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'additionalItems', 'items', 'maxItems', 'minItems',
  'uniqueItems', 'contains', 'maxProperties', 'minProperties', 'required', 'additionalProperties',
  'definitions', 'properties', 'patternProperties', 'dependencies', 'propertyNames', 'const',
  'enum', 'type', 'format', 'contentMediaType', 'contentEncoding', 'if', 'then', 'else', 'allOf',
  'anyOf', 'oneOf', 'not',
]; // prettier-ignore

/**
 * What may stand next to `$ref`: words the form shows and notes. draft-07
 * ignores every keyword beside `$ref`, while the form's validator (ajv 8)
 * applies them, so a rule there would mean two things (the draft-07
 * suite's "ref overrides any sibling keywords").
 */
const BESIDE_REF = [
  '$ref', '$id', '$schema', '$comment', 'title', 'description', 'default', 'examples', 'readOnly',
  'writeOnly', 'definitions', 'contentMediaType', 'contentEncoding',
]; // prettier-ignore

/** Keywords whose value is one schema. */
const ONE_SCHEMA = [
  'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'additionalProperties',
]; // prettier-ignore
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];
/** Keywords that apply to the same answer, so fields they define are visible to `required`. */
const SAME_ANSWER = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependencies',
]);

/** Pairs no answer can satisfy when the first is above the second. */
const RANGES: [min: string, max: string, what: string, strict: boolean][] = [
  ['minLength', 'maxLength', 'text length', false],
  ['minimum', 'maximum', 'number', false],
  ['exclusiveMinimum', 'maximum', 'number', true],
  ['minimum', 'exclusiveMaximum', 'number', true],
  ['exclusiveMinimum', 'exclusiveMaximum', 'number', true],
  ['minItems', 'maxItems', 'number of entries', false],
  ['minProperties', 'maxProperties', 'number of fields', false],
];

export type WalkOptions = {
  shared: ReadonlyMap<string, SchemaDoc>;
  /** Format names the form's validator knows. */
  formats: readonly string[];
  /** Where problems go: shared files collect their own, once however many screens use them. */
  report: (problem: Problem) => void;
  /** Where what works but could be better goes (a pattern people are told nothing about). */
  warn: (warning: Problem) => void;
  /** Schema nodes already walked, shared between screens so a shared file is checked once. */
  walked: Set<unknown>;
};

/**
 * Walks every schema reachable from `start` (following `$ref`s into
 * shared files) and reports what would keep it from compiling or from
 * ever accepting an answer, each at the key or value to change.
 */
export function walkSchema(start: Located, options: WalkOptions): void {
  const { shared, report, walked } = options;
  const keywords = [...DRAFT07_KEYWORDS, ...KNOWN_KEYWORDS];
  const at = (loc: Located, rel: JSONPath, message: string, key = false) =>
    report(loc.doc.source.problem([...loc.path, ...rel], message, { key }));

  type Visit = { loc: Located; scope: FieldSet | undefined; isDocRoot: boolean };
  const visit = ({ loc, scope, isDocRoot }: Visit, later: (next: Visit) => void) => {
    const { node } = loc;
    if (!isObject(node) || walked.has(node)) return;
    walked.add(node);
    const child = (rel: JSONPath, value: unknown, sameAnswer: boolean) => {
      const next: Located = { doc: loc.doc, node: value, path: [...loc.path, ...rel] };
      later({
        loc: next,
        scope: sameAnswer ? (scope ?? fieldsOf(loc, shared)) : undefined,
        isDocRoot: false,
      });
    };

    for (const key of Object.keys(node)) {
      if (keywords.includes(key)) continue;
      // The root of a shared file is a folder of pieces, not a schema.
      if (isDocRoot && loc.doc.base.length === 0) {
        if (isObject(node[key])) child([key], node[key], false);
        continue;
      }
      at(
        loc,
        [key],
        key === 'enumNames'
          ? ENUM_NAMES_ADVICE
          : `unknown keyword "${key}"${suggestion(key, keywords, 'keywords include')}`,
        true,
      );
    }

    checkType(loc, at);
    checkConst(loc, at);
    checkPatterns(loc, at);
    const unexplained = unexplainedPattern(loc);
    if (unexplained)
      options.warn(loc.doc.source.problem([...loc.path, 'pattern'], unexplained, { key: true }));
    checkFormat(loc, options.formats, at);
    checkRanges(loc, at);
    checkErrorMessages(loc, at);

    const ref = own(node, '$ref');
    if (typeof ref === 'string') {
      for (const key of Object.keys(node)) {
        if (DRAFT07_KEYWORDS.includes(key) && !BESIDE_REF.includes(key))
          at(loc, [key], refSiblingMessage(key, ref, node[key]), true);
      }
      const target = resolveRef(ref, loc.doc, shared);
      if ('error' in target) at(loc, ['$ref'], target.error);
      else
        later({
          loc: target,
          scope: undefined,
          isDocRoot: target.path.length === target.doc.base.length,
        });
    }

    const required = own(node, 'required');
    if (Array.isArray(required)) {
      const fields = scope ?? fieldsOf(loc, shared);
      // A mixin that only lists names (used through allOf/$ref) cannot be judged on its own;
      // a screen's own schema can, even with no fields at all.
      const screenRoot = loc.doc.base.length > 0 && loc.path.length === loc.doc.base.length;
      const judged =
        screenRoot || fields.names.size > 0 || fields.patterns.length > 0 || fields.open.length > 0;
      required.forEach((name, i) => {
        if (
          judged &&
          typeof name === 'string' &&
          !hasField(fields, name) &&
          !isObjectBuiltinName(name)
        ) {
          const names = [...fields.names.keys()];
          at(
            loc,
            ['required', i],
            `"required" names "${name}", which is not a field here: add it under "properties" or remove it from "required"${suggestion(name, names, 'the fields are')}`,
          );
        }
      });
    }

    for (const key of ONE_SCHEMA) {
      const v = own(node, key);
      if (v !== undefined) child([key], v, SAME_ANSWER.has(key));
    }
    for (const key of SCHEMA_LISTS) {
      const list = own(node, key);
      if (Array.isArray(list)) list.forEach((v, i) => child([key, i], v, true));
    }
    for (const key of SCHEMA_MAPS) {
      const map = own(node, key);
      if (isObject(map)) for (const [name, v] of Object.entries(map)) child([key, name], v, false);
    }
    const properties = own(node, 'properties');
    if (isObject(properties)) {
      for (const [name, v] of Object.entries(properties)) {
        if (v === false) at(loc, ['properties', name], falseFieldMessage(name));
        if (isObjectBuiltinName(name))
          at(loc, ['properties', name], builtinNameMessage(name), true);
      }
    }
    checkBuiltinNames(loc, at);
    const items = own(node, 'items');
    if (Array.isArray(items)) items.forEach((v, i) => child(['items', i], v, false));
    else if (items !== undefined) child(['items'], items, false);
    const dependencies = own(node, 'dependencies');
    if (isObject(dependencies)) {
      for (const [name, v] of Object.entries(dependencies)) {
        if (isObject(v)) child(['dependencies', name], v, true);
      }
    }
  };
  for (const loop of findRefLoops(start, shared)) {
    // A loop in a shared file is reported once, by the first screen that uses it.
    const ref = own(loop.node, '$ref');
    if (!walked.has(loop.node) && typeof ref === 'string') at(loop, ['$ref'], refLoopMessage(ref));
  }
  // A stack, not recursion: a chain of thousands of $refs is as deep as it is long.
  const stack: Visit[] = [
    { loc: start, scope: undefined, isDocRoot: start.path.length === start.doc.base.length },
  ];
  for (let current = stack.pop(); current; current = stack.pop()) {
    const next: Visit[] = [];
    visit(current, (v) => next.push(v));
    // Reversed, so the first found is walked first, in the order recursion would take.
    stack.push(...next.reverse());
  }
}

type At = (loc: Located, rel: JSONPath, message: string, key?: boolean) => void;

/**
 * `required` and `dependencies` name fields too: a builtin name there reaches
 * the same object lookups (the draft-07 suite's "required properties whose
 * names are Javascript object property names", which the build's validator
 * gets wrong), even with no field of that name.
 */
function checkBuiltinNames(loc: Located, at: At) {
  const required = own(loc.node, 'required');
  if (Array.isArray(required))
    required.forEach((name, i) => {
      if (typeof name === 'string' && isObjectBuiltinName(name))
        at(loc, ['required', i], builtinNameMessage(name));
    });
  const dependencies = own(loc.node, 'dependencies');
  if (!isObject(dependencies)) return;
  for (const [name, v] of Object.entries(dependencies)) {
    if (isObjectBuiltinName(name)) at(loc, ['dependencies', name], builtinNameMessage(name), true);
    if (Array.isArray(v))
      v.forEach((other, i) => {
        if (typeof other === 'string' && isObjectBuiltinName(other))
          at(loc, ['dependencies', name, i], builtinNameMessage(other));
      });
  }
}

/** react-jsonschema-form 5 read labels from `enumNames`; 6 ignores it and shows the codes. */
const ENUM_NAMES_ADVICE =
  '"enumNames" is not used by this form (react-jsonschema-form 6 ignores it, so the choices would show their codes): move the labels to the uiSchema, as "ui:enumNames": [...] under this field, or write the choices as "oneOf": [{ "const": ..., "title": ... }]';

function falseFieldMessage(name: string): string {
  return `the field "${name}" has the schema false, so no answer can pass and the form can never be sent: give it a schema like { "type": "string" }, or remove the field`;
}

function refSiblingMessage(key: string, ref: string, value: unknown): string {
  const rule = JSON.stringify({ [key]: value }).slice(1, -1);
  const shown = rule.length > 60 ? `"${key}": ...` : rule;
  return `"${key}" next to "$ref" is ignored by JSON Schema draft-07 (and your editor), but the form would apply it: to apply it everywhere, write both inside "allOf": [{ "$ref": "${ref}" }, { ${shown} }]`;
}

function refLoopMessage(ref: string): string {
  return `"$ref" "${ref}" leads back to where it is written (a field that holds itself, like a tree): the build cannot turn the rules of such a form into code ahead of time (see "Shared pieces with $ref", docs/guide/shared-pieces.md); write out a fixed number of levels instead`;
}

const TYPE_TESTS: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  array: (v) => Array.isArray(v),
  object: isObject,
};

/** A `const` that its own `enum` or `type` refuses: no answer can pass. */
function checkConst(loc: Located, at: At) {
  if (!hasOwn(loc.node, 'const')) return;
  const value = own(loc.node, 'const');
  const shown = JSON.stringify(value);
  const choices = own(loc.node, 'enum');
  if (Array.isArray(choices) && !choices.some((c) => deepEquals(c, value))) {
    at(
      loc,
      ['const'],
      `no answer can pass: "const" ${shown} is not one of the "enum" values; make it one of them, or remove "const" or "enum"`,
      true,
    );
  }
  const type = own(loc.node, 'type');
  const types = (typeof type === 'string' ? [type] : Array.isArray(type) ? type : []).filter(
    (t): t is string => typeof t === 'string' && t in TYPE_TESTS,
  );
  if (types.length > 0 && !types.some((t) => TYPE_TESTS[t]?.(value))) {
    at(
      loc,
      ['const'],
      `no answer can pass: "const" ${shown} is not of "type" ${quotedList(types)}; write the value as that type${types.includes('string') ? `, like ${JSON.stringify(String(value))}` : ''}, or change "type"`,
      true,
    );
  }
}

function checkType(loc: Located, at: At) {
  const type = own(loc.node, 'type');
  const names = typeof type === 'string' ? [type] : Array.isArray(type) ? type : [];
  names.forEach((name, i) => {
    if (typeof name !== 'string' || SIMPLE_TYPES.includes(name)) return;
    const close = suggestion(name, SIMPLE_TYPES, '');
    const advice = close.startsWith(': did') ? close : `: use ${quotedList(SIMPLE_TYPES)}`;
    at(loc, typeof type === 'string' ? ['type'] : ['type', i], `unknown type "${name}"${advice}`);
  });
}

function checkPatterns(loc: Located, at: At) {
  const pattern = own(loc.node, 'pattern');
  if (typeof pattern === 'string') {
    const check = checkRegex(pattern);
    if (!check.ok) at(loc, ['pattern'], `"pattern" ${check.problem}`);
    // Without a maxLength of its own the field gets PATTERN_ANSWER_MAX_LENGTH (withPatternLengths), below this bound.
    const maxLength = own(loc.node, 'maxLength');
    const longest = check.ok ? check.maxAnswerLength : undefined;
    if (longest !== undefined && typeof maxLength === 'number' && maxLength > longest) {
      at(
        loc,
        ['maxLength'],
        `"maxLength" ${maxLength} is too long for this field's "pattern": the time to check an answer against it grows with the square of the answer's length, so ${maxLength} characters would freeze the page; make "maxLength" ${longest} or less, or write the pattern so each stretch of an answer fits one part only (\\s+ rather than \\s* between parts that repeat)`,
      );
    }
  }
  const patternProperties = own(loc.node, 'patternProperties');
  if (isObject(patternProperties)) {
    for (const key of Object.keys(patternProperties)) {
      const check = checkRegex(key);
      // A name typed by the person (additionalProperties) has no length bound to try it on.
      const problem = !check.ok
        ? check.problem
        : check.maxAnswerLength !== undefined
          ? `can freeze the browser: the time to check a name against it grows with the square of the name's length, and a name has no maxLength; write it so each stretch of a name fits one part only`
          : undefined;
      if (problem)
        at(
          loc,
          ['patternProperties', key],
          `the "patternProperties" name "${key}" ${problem}`,
          true,
        );
    }
  }
}

/**
 * A `pattern` whose mismatch the form can only call "not written the
 * expected way": neither one of the patterns it has words for nor given a
 * message of its own (`errorMessage` as text, or for "pattern" or "_").
 */
function unexplainedPattern(loc: Located): string | undefined {
  const pattern = own(loc.node, 'pattern');
  // A pattern that is itself wrong has its own message; its wording comes after.
  if (typeof pattern !== 'string' || !checkRegex(pattern).ok || knownPatternWords(pattern))
    return undefined;
  const message = own(loc.node, 'errorMessage');
  if (typeof message === 'string' || hasOwn(message, 'pattern') || hasOwn(message, '_'))
    return undefined;
  const example = ownExample(loc.node);
  return `"pattern" ${JSON.stringify(pattern)} has no message of its own, so a person whose answer does not match is only told "This is not written the expected way: check it": say what to write, like "errorMessage": { "pattern": "Write it like ${example}" }`;
}

/** A sample answer to show in the advice: the field's own example or placeholder-like default, else a made-up one. */
function ownExample(node: unknown): string {
  const examples = own(node, 'examples');
  const first: unknown = Array.isArray(examples) ? examples[0] : own(node, 'default');
  return typeof first === 'string' && first.length <= 40 ? first : '<an answer that fits>';
}

function checkFormat(loc: Located, formats: readonly string[], at: At) {
  const format = own(loc.node, 'format');
  if (typeof format !== 'string' || formats.length === 0 || formats.includes(format)) return;
  at(loc, ['format'], `unknown format "${format}"${suggestion(format, formats, 'formats are')}`);
}

function checkRanges(loc: Located, at: At) {
  for (const [minKey, maxKey, what, strict] of RANGES) {
    const min = own(loc.node, minKey);
    const max = own(loc.node, maxKey);
    if (typeof min !== 'number' || typeof max !== 'number') continue;
    if (strict ? min < max : min <= max) continue;
    at(
      loc,
      [maxKey],
      `no answer can pass: "${maxKey}" ${max} is ${strict && min === max ? 'equal to' : 'below'} "${minKey}" ${min}; make the ${what} range possible, e.g. "${maxKey}": ${strict ? min + 1 : min}`,
      true,
    );
  }
}

/** Keys of an `errorMessage` object that are not rules: ajv-errors' default and per-child messages. */
const MESSAGE_GROUPS = ['_', 'properties', 'items'];

/**
 * ajv-errors silently ignores a message for a rule the schema does not have,
 * so a misspelled or misplaced rule name in `errorMessage` would leave the
 * standard message showing with nothing to say why.
 */
function checkErrorMessages(loc: Located, at: At) {
  const messages = own(loc.node, 'errorMessage');
  if (!isObject(messages) || !isObject(loc.node)) return;
  const rules = Object.keys(loc.node).filter((k) => k !== 'errorMessage');
  for (const key of Object.keys(messages)) {
    if (MESSAGE_GROUPS.includes(key) || rules.includes(key)) continue;
    at(
      loc,
      ['errorMessage', key],
      `"errorMessage" has a message for "${key}", which is not a rule here: write it next to the rule it is about${suggestion(key, rules, 'the rules here are')}`,
      true,
    );
  }
  const required = own(loc.node, 'required');
  const perField = own(messages, 'required');
  if (!Array.isArray(required) || !isObject(perField)) return;
  const names = required.filter((n): n is string => typeof n === 'string');
  for (const name of Object.keys(perField)) {
    if (names.includes(name)) continue;
    at(
      loc,
      ['errorMessage', 'required', name],
      `"errorMessage" has a "required" message for "${name}", which "required" does not list${suggestion(name, names, 'it lists')}`,
      true,
    );
  }
}
