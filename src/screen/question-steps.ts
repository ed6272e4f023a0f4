import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { schemaBranches } from './navigate';
import type { ScreenFile, Step } from './types';

/**
 * One step per question, for a screen shown one question at a time: each
 * top-level field (those only declared under a condition too) in the order
 * the form renders them, or the screen's own `steps` taken apart, each question
 * keeping its step's title and `when`. A hidden field is no question.
 */
export function questionSteps(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  steps: readonly Step[] | undefined,
): Step[] {
  const hidden = (name: string) => {
    const own: unknown = uiSchema?.[name];
    return isObject(own) && own['ui:widget'] === 'hidden';
  };
  if (steps) {
    return steps.flatMap((step) =>
      step.fields.filter((name) => !hidden(name)).map((name) => ({ ...step, fields: [name] })),
    );
  }
  const declared = [...new Set(fieldsDeclaredBy(schema))];
  const order = uiSchema?.['ui:order'];
  let ordered = declared;
  try {
    if (Array.isArray(order)) ordered = orderProperties(declared, order as string[]);
  } catch {
    // A wrong `ui:order` is the checker's to report (ui-rules.ts); the schema's order stands.
  }
  return ordered.filter((name) => !hidden(name)).map((name) => ({ title: '', fields: [name] }));
}

/** The fields a schema declares (`properties`), those of its conditional branches after. */
function fieldsDeclaredBy(node: unknown): string[] {
  if (!isObject(node)) return [];
  const names = isObject(node.properties) ? Object.keys(node.properties) : [];
  return [...names, ...schemaBranches(node as RJSFSchema).flatMap(fieldsDeclaredBy)];
}

/**
 * The steps a visit goes through, as the form shows them and drop-off counts them: a question
 * each when the screen shows one at a time, else its pages. The rules bound a visit's step by
 * their number, the owners' funnel names them: both read them here, as the form does.
 */
export function dropOffSteps(
  screen: Pick<ScreenFile, 'schema' | 'uiSchema' | 'steps' | 'layout'>,
): Step[] {
  if (screen.layout === 'one-at-a-time') {
    return questionSteps(screen.schema, screen.uiSchema, screen.steps);
  }
  return screen.steps ?? [];
}
