import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { passwordCause, renderedOptions, type PasswordCause } from '../screen/rendered-widget';
import { itemSchema, resolveSchema } from '../screen/navigate';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';
import { MAX_DEPTH } from './limits';

type Path = (string | number)[];

/** Every object in a JSON value with its path, the value itself first. */
function* objectsIn(node: unknown, path: Path): Generator<[Record<string, unknown>, Path]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* objectsIn(item, [...path, i]);
    return;
  }
  if (!isObject(node)) return;
  yield [node, path];
  for (const [key, value] of Object.entries(node)) yield* objectsIn(value, [...path, key]);
}

/** A field of the form with its part of the uiSchema, and where each is written in the file. */
type Field = { schema: RJSFSchema; ui: unknown; schemaPath: Path; uiPath: Path };

const uiOf = (ui: unknown, key: string): unknown => (isObject(ui) ? ui[key] : undefined);

/**
 * Every field the form may render from `schema` (the checker's bundled schema, `$ref`s followed),
 * at every depth: properties, the fields an object allows beside them (`additionalProperties`,
 * `patternProperties`), list items, each option of a `oneOf`/`anyOf`, and the fields
 * conditionals add. The uiSchema is walked alongside, as rjsf dresses them.
 */
function* fieldsOf(
  schema: unknown,
  ui: unknown,
  schemaPath: Path,
  uiPath: Path,
  root: RJSFSchema,
  depth = 0,
): Generator<Field> {
  if (depth > MAX_DEPTH || !isObject(schema)) return;
  const s = resolveSchema(schema, root);
  function* field(node: unknown, at: Path, fieldUi: unknown, fieldUiPath: Path): Generator<Field> {
    yield { schema: resolveSchema(node, root), ui: fieldUi, schemaPath: at, uiPath: fieldUiPath };
    yield* fieldsOf(node, fieldUi, at, fieldUiPath, root, depth + 1);
  }
  if (isObject(s.properties)) {
    for (const [name, node] of Object.entries(s.properties))
      yield* field(node, [...schemaPath, 'properties', name], uiOf(ui, name), [...uiPath, name]);
  }
  // rjsf dresses every field an object allows beside its properties with one uiSchema.
  const otherUi = uiOf(ui, 'additionalProperties');
  const otherUiPath = [...uiPath, 'additionalProperties'];
  if (isObject(s.additionalProperties))
    yield* field(
      s.additionalProperties,
      [...schemaPath, 'additionalProperties'],
      otherUi,
      otherUiPath,
    );
  if (isObject(s.patternProperties)) {
    for (const [pattern, node] of Object.entries(s.patternProperties))
      yield* field(node, [...schemaPath, 'patternProperties', pattern], otherUi, otherUiPath);
  }
  if (isObject(s.items)) {
    const at = [...schemaPath, 'items'];
    const itemUi = uiOf(ui, 'items');
    yield {
      schema: itemSchema(s, 0, root),
      ui: itemUi,
      schemaPath: at,
      uiPath: [...uiPath, 'items'],
    };
    yield* fieldsOf(s.items, itemUi, at, [...uiPath, 'items'], root, depth + 1);
  }
  for (const option of renderedOptions(s, ui, root)) {
    const at = [...schemaPath, ...option.path];
    const optionUiPath = [...uiPath, ...option.uiPath];
    yield { schema: option.schema, ui: option.ui, schemaPath: at, uiPath: optionUiPath };
    yield* fieldsOf(
      s[option.path[0]]?.[option.path[1]],
      option.ui,
      at,
      optionUiPath,
      root,
      depth + 1,
    );
  }
  const inner = (node: unknown, path: Path) => fieldsOf(node, ui, path, uiPath, root, depth + 1);
  if (Array.isArray(s.allOf))
    for (const [i, branch] of s.allOf.entries()) yield* inner(branch, [...schemaPath, 'allOf', i]);
  for (const key of ['then', 'else'] as const) yield* inner(s[key], [...schemaPath, key]);
  if (isObject(s.dependencies))
    for (const [name, branch] of Object.entries(s.dependencies))
      yield* inner(branch, [...schemaPath, 'dependencies', name]);
}

/** The key of a uiSchema part that gives `option` its value as rjsf reads it (the later key wins). */
function optionPlace(ui: unknown, option: 'widget' | 'inputType', uiPath: Path): Path {
  let place: Path = uiPath;
  for (const [key, value] of Object.entries(isObject(ui) ? ui : {})) {
    if (key === `ui:${option}`) place = [...uiPath, key];
    if (key === 'ui:options' && isObject(value) && option in value)
      place = [...uiPath, key, option];
  }
  return place;
}

/** Where the file makes a field a password box, by what makes it one. */
function placeOf(cause: PasswordCause, { schema, ui, schemaPath, uiPath }: Field): Path {
  if (cause !== 'format') return optionPlace(ui, cause, uiPath);
  // The format may be written in one of the parts `allOf` merges.
  const part = Array.isArray(schema.allOf)
    ? schema.allOf.findIndex((p) => isObject(p) && p.format !== undefined)
    : -1;
  return part < 0 ? [...schemaPath, 'format'] : [...schemaPath, 'allOf', part, 'format'];
}

/**
 * A password field on a screen that emails: one the form renders as a password box, however the
 * file asks for it (`"ui:widget": "password"` or `"PasswordWidget"`, `"ui:inputType":
 * "password"`, either in `ui:options`, `"format": "password"`: the same decision the runtime
 * strip makes, rendered-widget.ts), or `"writeOnly": true`. The app never sends nor keeps its
 * answer, so such a field would ask for a secret that goes nowhere, and a form that seems to
 * mail one teaches people to type passwords into forms.
 */
export function checkSecretFields(
  data: Record<string, unknown>,
  source: JsonSource,
  schema: RJSFSchema,
): Problem[] {
  if (data.submit === 'none') return [];
  const problems = new Map<string, Problem>();
  const refuse = (path: Path, key: boolean) => {
    const problem = source.problem(
      path,
      'a password field has no place on a screen that emails: its answer would go in clear to a mailbox, so the form never sends nor keeps it. Remove the field (let people set a password on the sign-in page), or make the screen "submit": "none"',
      { key },
    );
    problems.set(`${problem.line}:${problem.column}`, problem);
  };
  for (const field of fieldsOf(schema, data.uiSchema, ['schema'], ['uiSchema'], schema)) {
    const cause = passwordCause(field.schema, field.ui, schema);
    if (cause) refuse(placeOf(cause, field), false);
  }
  for (const [node, path] of objectsIn(data.schema, ['schema'])) {
    if (node.writeOnly === true) refuse([...path, 'writeOnly'], true);
  }
  return [...problems.values()];
}
