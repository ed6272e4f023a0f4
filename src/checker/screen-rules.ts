import { didYouMean, suggestion } from './did-you-mean';
import { isObject } from '../kernel/is-object';
import { checkFieldPath, fieldsOf, type PathCheck } from './fields';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { hasCodes } from '../screen/answer-text';
import { propertySchema, schemaAtPath, uiAtPath } from '../screen/navigate';
import { isPersonsOwn } from '../screen/rendered-widget';
import {
  codeStem,
  findPlaceholders,
  findUnclosedPlaceholders,
  isSpecialPath,
  SPECIAL_PATHS,
  splitPath,
} from '../screen/placeholders';
import { RESERVED_PARAMS } from '../email/reserved-names';
import { own, resolveRef, type Located, type SchemaDoc } from './refs';
import type { Problem } from '../screen/types';

export function pathAdvice(path: string, check: Exclude<PathCheck, { ok: true }>): string {
  const segments = splitPath(path);
  const reached = segments.slice(0, check.depth).join('.');
  const missing = String(segments[check.depth]);
  const where = reached
    ? `"${reached}" has no field "${missing}"`
    : `there is no field "${missing}"`;
  if (check.notAList) return `${where}: "${reached}" is not a list, so it has no numbered items`;
  return `${where}${suggestion(missing, check.known, 'the fields there are')}`;
}

/**
 * The keys of a screen file that name fields of its schema: `steps`,
 * `prefill` and the `{{placeholders}}` of `email.params`. A name the schema
 * does not have is an error here, never a silent blank on the live form.
 * `bundled` is the schema with its shared pieces copied in, as the form and
 * the email read it.
 */
export function checkFieldReferences(
  data: Record<string, unknown>,
  root: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
  bundled: RJSFSchema,
): Problem[] {
  const source = root.doc.source;
  const problems: Problem[] = [];
  const topLevel = fieldsOf(root, shared);
  const topNames = [...topLevel.names.keys()];

  const steps = own(data, 'steps');
  if (Array.isArray(steps)) {
    const stepOf = new Map<string, number>();
    steps.forEach((step, s) => {
      const fields = own(step, 'fields');
      if (!Array.isArray(fields)) return;
      fields.forEach((field, f) => {
        if (typeof field !== 'string') return;
        const at = ['steps', s, 'fields', f];
        if (!topLevel.names.has(field)) {
          problems.push(
            source.problem(
              at,
              `step ${s + 1} names "${field}", which is not a top-level field${suggestion(field, topNames, 'the fields are')}`,
            ),
          );
          return;
        }
        const earlier = stepOf.get(field);
        if (earlier !== undefined) {
          problems.push(
            source.problem(
              at,
              `"${field}" is already in step ${earlier + 1}: every field belongs to exactly one step, so remove it from one of them`,
            ),
          );
          return;
        }
        stepOf.set(field, s);
      });
    });
    const left = topNames.filter((n) => !stepOf.has(n));
    if (left.length > 0 && steps.length > 0) {
      problems.push(
        source.problem(
          ['steps'],
          `${left.map((n) => `"${n}"`).join(', ')} ${left.length === 1 ? 'is' : 'are'} in no step: add ${left.length === 1 ? 'it' : 'them'} to the "fields" of one step`,
          { key: true },
        ),
      );
    }
  }

  const prefill = own(data, 'prefill');
  if (isObject(prefill)) {
    for (const path of Object.keys(prefill)) {
      const check = checkFieldPath(root, splitPath(path), shared);
      if (!check.ok) {
        problems.push(
          source.problem(
            ['prefill', path],
            `prefill names "${path}", but ${pathAdvice(path, check)}`,
            {
              key: true,
            },
          ),
        );
        continue;
      }
      const field = schemaAtPath(bundled, splitPath(path));
      if (field && isPersonsOwn(field, uiAtPath(data.uiSchema, splitPath(path)), bundled)) {
        problems.push(
          source.problem(
            ['prefill', path],
            `prefill names "${path}", a file, signature or consent field: a link could attach any file to the answers, sign in the person's name or tick their consent, so only the person may fill it in. Remove it from "prefill"`,
            { key: true },
          ),
        );
      }
    }
  }

  const params = own(own(data, 'email'), 'params');
  if (isObject(own(data, 'email')) && !isObject(params)) {
    // Without `params`, each top-level answer is sent under its field's name,
    // so a field may not take a name EmailJS or the app gives a meaning.
    for (const [name, places] of topLevel.names) {
      const reserved = Object.hasOwn(RESERVED_PARAMS, name) ? RESERVED_PARAMS[name] : undefined;
      const at = places[0];
      if (!reserved || !at) continue;
      problems.push(
        at.doc.source.problem(
          at.path,
          `the field "${name}" would be sent as the email param "${name}", a name ${reserved}, so its answer would never reach the email: rename the field, like "my_${name.replace(/-/g, '_')}", or list what is sent yourself in "email": { "params": { ... } }`,
          { key: true },
        ),
      );
    }
    problems.push(...codeNameClashes(data, topLevel.names, bundled));
  }
  if (isObject(params)) {
    for (const [param, text] of Object.entries(params)) {
      const reserved = Object.hasOwn(RESERVED_PARAMS, param) ? RESERVED_PARAMS[param] : undefined;
      if (reserved) {
        problems.push(
          source.problem(
            ['email', 'params', param],
            `email param "${param}" is a name ${reserved}: rename it, like "my_${param.replace(/-/g, '_')}", and use that name in the EmailJS template`,
            { key: true },
          ),
        );
      }
      if (typeof text === 'string') {
        problems.push(
          ...checkPlaceholders(['email', 'params', param], text, `email param "${param}"`, {
            root,
            shared,
            special: true,
          }),
        );
      }
    }
  }
  problems.push(...checkConfirmation(data, root, shared));
  return problems;
}

/**
 * Without `params`, a field with codes (a choice, a rating) is sent twice: in
 * words under its name, as stored under `<name>_code`; a field of that second
 * name would be overwritten.
 */
function codeNameClashes(
  data: Record<string, unknown>,
  names: ReadonlyMap<string, Located[]>,
  bundled: RJSFSchema,
): Problem[] {
  const ui = isObject(data.uiSchema) ? (data.uiSchema as UiSchema) : {};
  const problems: Problem[] = [];
  for (const [name, places] of names) {
    const stem = codeStem(name);
    const at = places[0];
    if (stem === undefined || !at || !names.has(stem)) continue;
    const schema = propertySchema(bundled, stem, bundled);
    const stemUi = isObject(ui[stem]) ? (ui[stem] as UiSchema) : undefined;
    if (!schema || !hasCodes(schema, stemUi, bundled)) continue;
    problems.push(
      at.doc.source.problem(
        at.path,
        `the field "${name}" would be sent as the email param "${name}", which carries the code of "${stem}" (its answer as stored, where "${stem}" carries the words), so one would overwrite the other: rename the field, like "${stem}Code", or list what is sent yourself in "email": { "params": { ... } }`,
        { key: true },
      ),
    );
  }
  return problems;
}

/** The schema a field names, through one `$ref` (a shared email field, say). */
function fieldNode(at: Located, shared: ReadonlyMap<string, SchemaDoc>): unknown {
  const ref = own(at.node, '$ref');
  if (typeof ref !== 'string') return at.node;
  const target = resolveRef(ref, at.doc, shared);
  return 'node' in target ? target.node : at.node;
}

/**
 * `email.confirmation.to`: the copy goes only to an address the person typed
 * into an email field the form validated, never to one the link filled in,
 * so the form cannot be made to mail strangers.
 */
function checkConfirmation(
  data: Record<string, unknown>,
  root: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
): Problem[] {
  const source = root.doc.source;
  const to = own(own(own(data, 'email'), 'confirmation'), 'to');
  if (typeof to !== 'string' || to === '') return [];
  const at = ['email', 'confirmation', 'to'];
  const topLevel = fieldsOf(root, shared);
  const found = topLevel.names.get(to);
  if (!found) {
    const emailFields = [...topLevel.names]
      .filter(([, locs]) => locs.some((l) => own(fieldNode(l, shared), 'format') === 'email'))
      .map(([name]) => name);
    return [
      source.problem(
        at,
        `"to" names "${to}", which is not a top-level field${suggestion(to, emailFields, 'the email fields are')}`,
      ),
    ];
  }
  const problems: Problem[] = [];
  if (!found.some((l) => own(fieldNode(l, shared), 'format') === 'email')) {
    problems.push(
      source.problem(
        at,
        `the copy goes only to a checked address: give the field "${to}" "format": "email", or name an email field in "to"`,
      ),
    );
  }
  const filledFrom = own(own(data, 'prefill'), to);
  if (typeof filledFrom === 'string' && filledFrom !== 'user.email') {
    problems.push(
      source.problem(
        ['prefill', to],
        `"${to}" receives the copy, so it may be filled in only from "user.email", not from "${filledFrom}": a copy never goes to an address the link or another answer gave. Remove that prefill, or write "user.email"`,
      ),
    );
  }
  const calculated = own(data, 'calculated');
  if (isObject(calculated) && Object.hasOwn(calculated, to)) {
    problems.push(
      source.problem(
        ['calculated', to],
        `"${to}" receives the copy, so it may not be calculated: an address made from other answers or the link could be anyone's. Remove "${to}" from "calculated"`,
        { key: true },
      ),
    );
  }
  // EmailJS's reCAPTCHA check on the copy template is the only guard a script
  // calling EmailJS directly meets; the form must hand out tokens for it.
  if (own(data, 'captcha') !== true) {
    problems.push(
      source.problem(
        ['email', 'confirmation'],
        `a copy to the person needs "captcha": true on the screen: its template's "To Email" is whatever address a request names, and only EmailJS's reCAPTCHA check on that template stops a script from mailing strangers with it. Add "captcha": true and turn on reCAPTCHA in the copy template's settings`,
        { key: true },
      ),
    );
  }
  return problems;
}

/**
 * The `{{...}}` placeholders of the text at `valuePath` (an email param, or a
 * title, description, help or success text the form pipes answers into):
 * each must name a field, and the special paths are for email params only,
 * the form having no person or moment to fill them with. Each problem sits
 * at its own placeholder's column.
 */
export function checkPlaceholders(
  valuePath: (string | number)[],
  text: string,
  where: string,
  {
    root,
    shared,
    special,
  }: { root: Located; shared: ReadonlyMap<string, SchemaDoc>; special: boolean },
): Problem[] {
  const source = root.doc.source;
  const problems: Problem[] = [];
  const topNames = [...fieldsOf(root, shared).names.keys()];
  const offset = source.offsetOf(valuePath);
  // Placeholders are found again in the raw text so the column is exact even after escapes.
  const raw = source.text.slice(offset, offset + 1 + text.length * 6 + 1);
  const rawPlaceholders = findPlaceholders(raw);
  const rawStrays = findUnclosedPlaceholders(raw);
  findUnclosedPlaceholders(text).forEach((stray, k) => {
    const rawAt = rawStrays[k]?.index;
    const name = stray.text.replace(/[{}]/g, '').trim() || (topNames[0] ?? 'name');
    const message = `the placeholder "${stray.text}" in ${where} is not ${stray.text.startsWith('{{') ? 'closed' : 'opened'}, so it would stay as written: write {{${name}}}`;
    problems.push(
      rawAt === undefined
        ? source.problem(valuePath, message)
        : source.problemAt(offset + rawAt, message),
    );
  });
  findPlaceholders(text).forEach((placeholder, k) => {
    const path = placeholder.path;
    const rawAt = rawPlaceholders[k]?.index;
    const problemAt = (message: string) =>
      problems.push(
        rawAt === undefined
          ? source.problem(valuePath, message)
          : source.problemAt(offset + rawAt, message),
      );
    if (isSpecialPath(path)) {
      if (!special) {
        problemAt(
          `{{${path}}} in ${where} is for email params only: here a placeholder names a field, like {{${topNames[0] ?? 'name'}}}`,
        );
      }
      return;
    }
    if (path === '') {
      problemAt(
        `the placeholder "{{}}" in ${where} is empty: write a field name, like {{${topNames[0] ?? 'name'}}}`,
      );
      return;
    }
    const check = checkFieldPath(root, splitPath(path), shared);
    // `{{name_code}}`: the answer to `name` as stored, where `{{name}}` gives its words.
    const stem = codeStem(path);
    const ofCode = stem !== undefined && checkFieldPath(root, splitPath(stem), shared).ok;
    if (!check.ok && !ofCode) {
      const looksSpecial =
        check.depth === 0 && ['user', 'screen'].includes(String(splitPath(path)[0]));
      const close = special && looksSpecial ? didYouMean(path, SPECIAL_PATHS) : undefined;
      const advice = close
        ? `did you mean {{${close}}}?`
        : special && looksSpecial
          ? `the special placeholders are ${SPECIAL_PATHS.map((s) => `{{${s}}}`).join(', ')}`
          : pathAdvice(path, check);
      problemAt(`the placeholder {{${path}}} in ${where} names no field: ${advice}`);
    }
  });
  return problems;
}
