import { moveQuestion } from './question-edits';
import { questionsOf } from './questions';
import type { Condition } from './field-edits';
import { decidersAmong, logicOfTest, type Decider } from './condition-edits';
import { setAt, valueInText } from './json-text';
import { setSetting } from './pruned';
import { isObject } from '../../../kernel/is-object';
import { conditionalsOf, fieldOrder } from '../../../screen/field-order';
import { answerNamesOf } from './screen-settings-edits';

/** A form split into pages (`steps`): their titles, conditions and questions. */

/** "Show this page when an earlier question is an answer": the earlier question and its test. */
export type PageCondition = Pick<Condition, 'on' | 'test'>;

/**
 * A page of the form when it is split into steps; `when`: shown on a
 * condition, `condition` that condition when written as the studio writes it.
 */
export type Page = { title: string; fields: string[]; when: boolean; condition?: PageCondition };

/**
 * Splits the form into pages: all its questions on a first page, in the order
 * the form renders them (those a condition written in the file declares too,
 * after the question deciding them), or back to one page.
 */
export function setPaged(t: string, paged: boolean): string {
  return setSetting(
    t,
    ['steps'],
    paged ? [{ title: 'Page 1', fields: everyQuestion(t) }] : undefined,
  );
}

/** Every top-level question of the screen, as the checker counts them, in the form's order. */
function everyQuestion(t: string): string[] {
  const rendered = questionsOf(t).map((q) => q.name);
  const schema = valueInText(t, ['schema']);
  const order = isObject(schema)
    ? fieldOrder(rendered, conditionalsOf(schema), undefined)
    : undefined;
  const ordered = (order ?? rendered).filter((n) => n !== '*');
  const all = answerNamesOf(t).map((a) => a.name);
  return [...ordered, ...all.filter((n) => !ordered.includes(n))];
}

export const setPageTitle = (t: string, page: number, title: string) =>
  setSetting(t, ['steps', page, 'title'], title);

/** A new empty page at the end. */
export function addPage(t: string): string {
  const steps = valueInText(t, ['steps']);
  const count = Array.isArray(steps) ? steps.length : 0;
  return setSetting(
    t,
    ['steps'],
    [...(Array.isArray(steps) ? steps : []), { title: `Page ${String(count + 1)}`, fields: [] }],
  );
}

/** Takes out a page; its questions go to the page before (the next, for the first). */
export function removePage(t: string, page: number): string {
  const steps = valueInText(t, ['steps']);
  if (!Array.isArray(steps) || steps.length < 2) return t;
  const fields = fieldsAt(t, page);
  const into = page === 0 ? 1 : page - 1;
  const next = setSetting(t, ['steps', into, 'fields'], [...fieldsAt(t, into), ...fields]);
  return setAt(next, ['steps', page], undefined);
}

function fieldsAt(t: string, page: number): string[] {
  const fields = valueInText(t, ['steps', page, 'fields']);
  return Array.isArray(fields) ? fields.map(String) : [];
}

/** Shows `page` only when `condition` holds for the answers of the pages before; `undefined`: always. */
export const setPageCondition = (t: string, page: number, condition: PageCondition | undefined) =>
  setSetting(t, ['steps', page, 'when'], condition && logicOfTest(condition.on, condition.test));

/** The questions of the pages before `page` whose answer can decide whether it shows. */
export function pageDecidersOf(t: string, page: number): Decider[] {
  const earlier = new Set(Array.from({ length: page }, (_p, i) => fieldsAt(t, i)).flat());
  return decidersAmong(
    t,
    questionsOf(t).filter((q) => earlier.has(q.name)),
  );
}

/**
 * Puts the question `field` on `page`, taking it off the page it was on: at
 * place `at` among the page's other questions, or, with no `at`, where the
 * form already renders it among them. A page renders its questions in the form's
 * order (one question at a time: in the page's list), so a place given moves
 * the question there in both; a place the form cannot render it at (a question
 * shown on a condition follows the one deciding it) is where it renders it.
 */
export function moveToPage(t: string, field: string, page: number, at?: number): string {
  const steps = valueInText(t, ['steps']);
  if (!Array.isArray(steps)) return t;
  let next = t;
  steps.forEach((_s, i) => {
    const fields = fieldsAt(next, i);
    if (i !== page && fields.includes(field)) {
      next = setSetting(next, ['steps', i, 'fields', fields.indexOf(field)], undefined);
    }
  });
  const target = fieldsAt(next, page);
  if (at === undefined && target.includes(field)) return next;
  const rendered = questionsOf(next).map((q) => q.name);
  const others = target.filter((f) => f !== field);
  const renderedAfter = others.findIndex((f) => rendered.indexOf(f) > rendered.indexOf(field));
  const place = at ?? (renderedAfter < 0 ? others.length : renderedAfter);
  const fields = [...others.slice(0, place), field, ...others.slice(place)];
  if (fields.join('\n') !== target.join('\n')) {
    next = setSetting(next, ['steps', page, 'fields'], fields);
  }
  if (at === undefined || renderedBetween(next, field, fields)) return next;
  const moved = moveQuestion(next, rendered.indexOf(field), renderedPlace(next, field, fields));
  return renderedBetween(moved, field, fields) ? moved : moveToPage(t, field, page);
}

/** Whether the form renders `field` between the questions before and after it on its page. */
function renderedBetween(t: string, field: string, fields: string[]): boolean {
  const rendered = questionsOf(t).map((q) => q.name);
  const i = fields.indexOf(field);
  const at = rendered.indexOf(field);
  const after = rendered.indexOf(fields[i + 1] ?? '');
  return at > rendered.indexOf(fields[i - 1] ?? '') && (after < 0 || at < after);
}

/** Where among the form's questions `field` goes to be rendered right before the next on its page, or after the one before. */
function renderedPlace(t: string, field: string, fields: string[]): number {
  const rest = questionsOf(t)
    .map((q) => q.name)
    .filter((n) => n !== field);
  const i = fields.indexOf(field);
  const after = rest.indexOf(fields[i + 1] ?? '');
  return after >= 0 ? after : rest.indexOf(fields[i - 1] ?? '') + 1;
}
