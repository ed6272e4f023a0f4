import { isObject, valueAt } from '../kernel/is-object';
import { JsonSource } from './json-source';
import type { Problem, SourceFile } from '../screen/types';

/** A stored code rather than words: `question`, `gluten-free`, `in_person`. */
const CODE = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;

type Path = (string | number)[];

/** Words for the choices in the uiSchema, on the field or, for a list of choices, on the list. */
function labelled(uiSchema: unknown, names: readonly string[]): boolean {
  const list = names.at(-1) === 'items' ? [names.slice(0, -1)] : [];
  return [names, ...list].some((at) => Array.isArray(valueAt(uiSchema, [...at, 'ui:enumNames'])));
}

/**
 * Every `enum` of a screen whose choices are all lowercase codes with no
 * words for people (`ui:enumNames`): the person would read "question / idea /
 * praise" as stored. A warning, not a problem: the form works, it only reads
 * badly (docs/guide/choices.md, "Choices").
 */
export function unlabelledChoiceWarnings(files: readonly SourceFile[]): Problem[] {
  const warnings: Problem[] = [];
  for (const file of files) {
    if (!file.name.endsWith('.json') || file.name.startsWith('_')) continue;
    const source = new JsonSource(`schemas/${file.name}`, file.text);
    const screen = source.value;
    if (!isObject(screen) || !isObject(screen.schema)) continue;
    const visit = (node: unknown, path: Path, names: string[]) => {
      if (!isObject(node)) return;
      const choices = node.enum;
      if (
        Array.isArray(choices) &&
        choices.length > 1 &&
        choices.every((c) => typeof c === 'string' && CODE.test(c)) &&
        !labelled(screen.uiSchema, names)
      ) {
        const list = (choices as string[]).map((c) => `"${c}"`).join(', ');
        const [first = ''] = choices as string[];
        warnings.push(
          source.problem(
            ['schema', ...path, 'enum'],
            `the choices ${list} are shown to people as written: give each words to read, like "oneOf": [{ "const": "${first}", "title": "${first[0]?.toUpperCase() ?? ''}${first.slice(1).replace(/[-_]/g, ' ')}" }, ...] (what is stored and sent stays "${first}")`,
            { key: true },
          ),
        );
      }
      for (const [key, value] of Object.entries(node)) {
        // A condition's values are compared, never shown; definitions are shown where used.
        if (key === 'if' || key === 'definitions' || key === 'enum') continue;
        if (key === 'properties' && isObject(value)) {
          for (const [name, field] of Object.entries(value)) {
            visit(field, [...path, key, name], [...names, name]);
          }
        } else if (key === 'items') {
          visit(value, [...path, key], [...names, 'items']);
        } else if (Array.isArray(value)) {
          value.forEach((item, i) => visit(item, [...path, key, i], names));
        } else {
          visit(value, [...path, key], names);
        }
      }
    };
    visit(screen.schema, [], []);
  }
  return warnings;
}
