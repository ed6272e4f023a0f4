import { _, stringify, type Ajv, type KeywordCxt, type KeywordDefinition } from 'ajv';

/**
 * The named checks a screen author writes next to a field, without code:
 * `"sameAs": "email"`, `"after": "checkIn"`, `"afterToday": true`.
 *
 * To add one, append an entry to `customChecks`; `npm run check`, the form,
 * the precompiled validators and the preview all pick it up from here, and
 * `docs/guide/checks.md` is where authors learn its name.
 *
 * Every check is an ajv `code` keyword: ajv turns it into plain generated
 * JavaScript, so it works in the validators precompiled at build time
 * (ajv standalone) and under a Content Security Policy without `eval`.
 * A check never refers to a function of this module at validation time.
 */
export type CustomCheck = {
  keyword: string;
  /** The ajv keyword; its `error.message` is the text shown when no `errorMessage` is given. */
  definition: KeywordDefinition;
  /**
   * What is wrong with the value an author gave the keyword, or `undefined`
   * when it is fine. `siblings` are the field names of the object the field
   * sits in, with their schemas.
   */
  checkArgument: (
    value: unknown,
    context: { siblings: Record<string, unknown>; field: string },
  ) => string | undefined;
};

/** The answer to the field named by the keyword, in the same object as the checked field. */
function siblingAnswer(cxt: KeywordCxt) {
  return _`${cxt.it.parentData}[${cxt.schema as string}]`;
}

/** Generated code for today's date in the person's own time zone, as `YYYY-MM-DD`. */
const today = _`new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10)`;

function namesSibling(value: unknown, siblings: Record<string, unknown>, field: string) {
  if (typeof value !== 'string') return 'write the name of another field, in quotes, like "email"';
  if (value === field) return `"${value}" is this field itself: name another field`;
  // Own fields only: `in` would find "constructor" or "toString" on any object.
  if (!Object.hasOwn(siblings, value)) {
    const names = Object.keys(siblings).filter((n) => n !== field);
    return `there is no field "${value}" next to this one; use one of: ${names.join(', ')}`;
  }
  return undefined;
}

function isDateField(schema: unknown) {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    ['date', 'date-time'].includes(String((schema as { format?: unknown }).format))
  );
}

/** `choices` beside `other`: what is wrong with them, or undefined. */
function choicesProblem(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0 || !list.every((c) => typeof c === 'string' && c.trim() !== '')) {
    return 'write the answers to choose from as a list of texts, like ["A friend", "A search"]';
  }
  if (new Set(list).size !== list.length) return 'each answer may be listed once';
  return undefined;
}

export const customChecks: readonly CustomCheck[] = [
  {
    keyword: 'sameAs',
    definition: {
      keyword: 'sameAs',
      schemaType: 'string',
      error: { message: ({ schema }) => _`${`must be the same as ${String(schema)}`}` },
      code(cxt) {
        // At the top of the form there is no object around the answer to compare with.
        if (cxt.it.dataLevel === 0) return;
        const other = siblingAnswer(cxt);
        cxt.fail(_`${other} !== undefined && ${cxt.data} !== ${other}`);
      },
    },
    checkArgument: (value, { siblings, field }) => namesSibling(value, siblings, field),
  },
  {
    keyword: 'after',
    definition: {
      keyword: 'after',
      schemaType: 'string',
      error: { message: ({ schema }) => _`${`must be after ${String(schema)}`}` },
      code(cxt) {
        if (cxt.it.dataLevel === 0) return;
        const other = siblingAnswer(cxt);
        // ISO dates (and date-times written the same way) sort as text.
        cxt.fail(
          _`typeof ${cxt.data} == "string" && typeof ${other} == "string" && ${other} !== "" && !(${cxt.data} > ${other})`,
        );
      },
    },
    checkArgument: (value, { siblings, field }) => {
      const wrong = namesSibling(value, siblings, field);
      if (wrong) return wrong;
      if (!isDateField(siblings[value as string])) {
        return `"${String(value)}" is not a date field: give it "format": "date" (or "date-time")`;
      }
      return undefined;
    },
  },
  {
    keyword: 'afterToday',
    definition: {
      keyword: 'afterToday',
      schemaType: 'boolean',
      error: { message: 'must be after today' },
      code(cxt) {
        if (cxt.schema !== true) return;
        // Today is worked out when the answer is checked, never at build time.
        cxt.fail(_`typeof ${cxt.data} == "string" && !(${cxt.data}.slice(0, 10) > ${today})`);
      },
    },
    checkArgument: (value) =>
      value === true || value === false ? undefined : 'write true (without quotes) or remove it',
  },
  {
    // The answers of a choice with "Other, please specify" (`other`, below).
    keyword: 'choices',
    definition: { keyword: 'choices', schemaType: 'array' },
    checkArgument: (value, { siblings, field }) => {
      const own = siblings[field] as Record<string, unknown>;
      if (typeof own.other !== 'string') {
        return 'is the list of a choice with "Other": add "other": "Other" beside it (or write the answers in "enum")';
      }
      return choicesProblem(value);
    },
  },
  {
    // "Other, please specify": the answer is one of `choices`, or `<other>: <what was written>`;
    // for several choices (a list), each of its answers is.
    keyword: 'other',
    definition: {
      keyword: 'other',
      schemaType: 'string',
      error: { message: 'must be one of the choices, or the other answer written' },
      code(cxt) {
        const choices = (cxt.parentSchema as { choices?: unknown }).choices;
        const prefix = `${String(cxt.schema)}: `;
        const fits = _`(v) => typeof v == "string" && (${stringify(Array.isArray(choices) ? choices : [])}.includes(v) || (v.startsWith(${prefix}) && v.slice(${prefix.length}).trim() !== ""))`;
        cxt.fail(
          _`!(Array.isArray(${cxt.data}) ? ${cxt.data}.every(${fits}) : (${fits})(${cxt.data}))`,
        );
      },
    },
    checkArgument: (value, { siblings, field }) => {
      if (typeof value !== 'string' || value.trim() === '') {
        return 'write the words of the other choice, like "Other"';
      }
      const own = siblings[field] as Record<string, unknown>;
      if (!('choices' in own)) {
        return 'list the answers to choose from beside it: "choices": ["A friend", "A search"]';
      }
      if (Array.isArray(own.choices) && own.choices.includes(value)) {
        return `"${value}" is one of the "choices" too: take it out of the list, the form adds it last`;
      }
      return undefined;
    },
  },
];

/** The keywords authors may write in a schema besides draft-07's own. */
export const customKeywordNames: readonly string[] = customChecks.map((c) => c.keyword);

/** Teaches an ajv instance every custom check. */
export function addCustomChecks(ajv: Ajv): Ajv {
  for (const check of customChecks) ajv.addKeyword(check.definition);
  return ajv;
}

/** A wrong keyword argument, at a JSON path relative to the schema root. */
export type CustomCheckProblem = { path: (string | number)[]; message: string };

/**
 * Finds custom checks written with a wrong argument (e.g. `sameAs` naming a
 * field that does not exist), for `npm run check` to report at their place.
 */
export function findCustomCheckProblems(schema: unknown): CustomCheckProblem[] {
  const problems: CustomCheckProblem[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const properties = record.properties;
    if (typeof properties === 'object' && properties !== null && !Array.isArray(properties)) {
      const siblings = properties as Record<string, unknown>;
      for (const [field, fieldSchema] of Object.entries(siblings)) {
        if (typeof fieldSchema !== 'object' || fieldSchema === null) continue;
        for (const check of customChecks) {
          if (!(check.keyword in fieldSchema)) continue;
          const value = (fieldSchema as Record<string, unknown>)[check.keyword];
          const message = check.checkArgument(value, { siblings, field });
          if (message) {
            problems.push({ path: [...path, 'properties', field, check.keyword], message });
          }
        }
      }
    }
    for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
  };
  visit(schema, []);
  return problems;
}
