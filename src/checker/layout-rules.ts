import { isObject } from '../kernel/is-object';
import { fieldReads } from '../screen/logic/expressions';
import type { Problem } from '../screen/types';
import { fieldsOf } from './fields';
import { own, type Located, type SchemaDoc } from './refs';

/**
 * What cannot work one question at a time (`"layout": "one-at-a-time"`): a
 * screen with no question to show, and a step whose `when` reads an answer
 * asked in that step or a later one. Each question of a step is skipped
 * while the step's `when` is false, so the question it waits for is never
 * asked (unless the link fills it in: `prefill`).
 */
export function checkLayout(
  data: Record<string, unknown>,
  root: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
): Problem[] {
  if (own(data, 'layout') !== 'one-at-a-time') return [];
  const source = root.doc.source;
  const ui = own(data, 'uiSchema');
  const hidden = (name: string) => {
    const field = own(ui, name);
    return isObject(field) && field['ui:widget'] === 'hidden';
  };
  const names = [...fieldsOf(root, shared).names.keys()];
  if (names.length > 0 && names.every(hidden)) {
    return [
      source.problem(
        ['layout'],
        'one question at a time needs a question to show, and every field of this screen is hidden: show one, or remove "layout"',
      ),
    ];
  }
  const steps = own(data, 'steps');
  if (!Array.isArray(steps)) return [];
  const prefilled = Object.keys(
    isObject(own(data, 'prefill')) ? (own(data, 'prefill') as object) : {},
  );
  const problems: Problem[] = [];
  steps.forEach((step, s) => {
    if (!isObject(step) || !Object.hasOwn(step, 'when')) return;
    const askedFrom = new Set(
      steps.slice(s).flatMap((later) => {
        const fields = own(later, 'fields');
        return Array.isArray(fields) ? fields.map(String) : [];
      }),
    );
    for (const read of fieldReads(step.when, ['steps', s, 'when'])) {
      const field = read.path.split('.')[0] ?? '';
      if (!askedFrom.has(field) || prefilled.some((p) => p.split('.')[0] === field)) continue;
      problems.push(
        source.problem(
          read.at,
          `step ${s + 1} is shown only when its "when" holds, which reads "${field}", asked in this step or later: one question at a time, "${field}" is then never asked. Move "${field}" to an earlier step`,
        ),
      );
    }
  });
  return problems;
}
