import { isObject } from '../kernel/is-object';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';

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

/**
 * A password field (`"ui:widget": "password"`, or `"writeOnly": true`) on a
 * screen that emails: the app never sends nor keeps its answer, so such a
 * field would ask for a secret that goes nowhere, and a form that seems to
 * mail one teaches people to type passwords into forms.
 */
export function checkSecretFields(data: Record<string, unknown>, source: JsonSource): Problem[] {
  if (data.submit === 'none') return [];
  const problems: Problem[] = [];
  const refuse = (path: Path, key: boolean) =>
    problems.push(
      source.problem(
        path,
        'a password field has no place on a screen that emails: its answer would go in clear to a mailbox, so the form never sends nor keeps it. Remove the field (let people set a password on the sign-in page), or make the screen "submit": "none"',
        { key },
      ),
    );
  for (const [node, path] of objectsIn(data.uiSchema, ['uiSchema'])) {
    if (node['ui:widget'] === 'password') refuse([...path, 'ui:widget'], false);
    const options = node['ui:options'];
    if (isObject(options) && options.widget === 'password')
      refuse([...path, 'ui:options', 'widget'], false);
  }
  for (const [node, path] of objectsIn(data.schema, ['schema'])) {
    if (node.writeOnly === true) refuse([...path, 'writeOnly'], true);
  }
  return problems;
}
