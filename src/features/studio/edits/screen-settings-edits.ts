import type { JSONPath } from 'jsonc-parser';
import { fieldsOf } from '../../../checker/fields';
import { JsonSource } from '../../../checker/json-source';
import { isObject } from '../../../kernel/is-object';
import { decidersAmong, logicOfTest, testOfLogic, type Decider } from './condition-edits';
import { moveEntry, setAt, valueAt } from './json-text';
import { moveQuestion } from './question-edits';
import { questionsOf } from './questions';
import { type Condition } from './field-edits';

/**
 * The screen's own settings (title, access, steps, email, thank-you texts,
 * drafts, captcha, opening hours) as minimal edits of the file's text, each
 * in the authors' words: a setting back at its default is taken out of the
 * file, so turning one on and off again gives back the very same file.
 */

/** The order the authors' guide lists a screen's keys in: a new key goes after those before it. */
const SCREEN_KEYS = [
  '$schema',
  'title',
  'description',
  'path',
  'order',
  'hidden',
  'access',
  'schema',
  'uiSchema',
  'steps',
  'layout',
  'prefill',
  'submit',
  'email',
  'success',
  'draft',
  'captcha',
  'calculated',
  'points',
  'opening',
];

/** Where a new top-level `key` goes among the file's `keys`: after the last one `order` puts before it. */
function placeOf(key: string, order: readonly string[]): (keys: string[]) => number {
  return (keys) => {
    const rank = order.indexOf(key);
    let at = 0;
    keys.forEach((k, i) => {
      const r = order.indexOf(k);
      if (r >= 0 && r < rank) at = i + 1;
    });
    return rank < 0 ? keys.length : at;
  };
}

/** `value` under `keys`, a list for a number (entries before it empty objects), an object otherwise. */
function nest(keys: JSONPath, value: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => {
    if (typeof key !== 'number') return { [key]: inner };
    const list: unknown[] = Array.from({ length: key }, () => ({}));
    list.push(inner);
    return list;
  }, value);
}

/**
 * Sets `path` to `value`, or takes it out with `undefined`; a parent object
 * left empty by a removal goes too (`success: {}` is no setting). A new
 * top-level key goes where `order` lists it.
 */
export function setPruned(
  text: string,
  path: JSONPath,
  value: unknown,
  order: readonly string[] = SCREEN_KEYS,
): string {
  if (value !== undefined) {
    // The deepest part of the path that is there: what is missing is made in one value.
    let depth = path.length;
    while (depth > 0 && valueAt(text, path.slice(0, depth)) === undefined) depth--;
    if (depth === path.length) return setAt(text, path, value);
    const parent = valueAt(text, path.slice(0, depth));
    const key = path[depth];
    if (Array.isArray(parent) && typeof key === 'number') {
      // An item past the end of a list: the whole list again, with the entries up to it.
      const list: unknown[] = [...parent];
      while (list.length < key) list.push({});
      list[key] = nest(path.slice(depth + 1), value);
      return setAt(text, path.slice(0, depth), list);
    }
    const made = nest(path.slice(depth + 1), value);
    const insertAt = depth === 0 ? placeOf(String(key), order) : undefined;
    return setAt(text, path.slice(0, depth + 1), made, insertAt);
  }
  let next = setAt(text, path, undefined);
  for (let depth = path.length - 1; depth > 0 && next !== text; depth--) {
    const parent = valueAt(next, path.slice(0, depth));
    if (!isObject(parent) || Object.keys(parent).length > 0) break;
    next = setAt(next, path.slice(0, depth), undefined);
  }
  return next;
}

const setSetting = (text: string, path: JSONPath, value: unknown) => setPruned(text, path, value);

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const emptyToNone = (v: string) => (v === '' ? undefined : v);

/** "Show this page when an earlier question is an answer": the earlier question and its test. */
export type PageCondition = Pick<Condition, 'on' | 'test'>;

/**
 * A page of the form when it is split into steps; `when`: shown on a
 * condition, `condition` that condition when written as the studio writes it.
 */
export type Page = { title: string; fields: string[]; when: boolean; condition?: PageCondition };

/**
 * A thank-you text for some answers (`success.results`), like a quiz's score
 * range: `always` when its `when` is `true` (every answer left), `condition`
 * when written as the studio writes one; any other `when` is the author's own.
 */
export type Result = { title: string; message: string; always: boolean; condition?: PageCondition };

/** One EmailJS variable: its name in the template and the text it becomes. */
export type EmailParam = { name: string; value: string };

/** What the settings panel shows, read from the file (defaults where a key is absent). */
export type ScreenSettings = {
  title: string;
  description: string;
  order: number | undefined;
  hidden: boolean;
  signedIn: boolean;
  /** `undefined`: one page. */
  pages: Page[] | undefined;
  /** One question a view (`"layout": "one-at-a-time"`). */
  oneAtATime: boolean;
  sendsEmail: boolean;
  template: string;
  params: EmailParam[];
  /** The copy to the person who answered: its template and the email question it goes to. */
  copy: { template: string; to: string } | undefined;
  thanksTitle: string;
  thanksMessage: string;
  /** The thank-you texts by result, the first whose condition holds shown. */
  results: Result[];
  /** `false`: no drafts; a number: kept that many days; `true`: the default 7. */
  drafts: boolean | number;
  captcha: boolean;
  opening: { opens: string; closes: string; timeZone: string; closed: boolean; message: string };
};

export function settingsOf(fileText: string): ScreenSettings {
  const file = valueAt(fileText, []);
  const f = isObject(file) ? file : {};
  const email = isObject(f.email) ? f.email : {};
  const params = isObject(email.params) ? email.params : {};
  const confirmation = isObject(email.confirmation) ? email.confirmation : undefined;
  const success = isObject(f.success) ? f.success : {};
  const opening = isObject(f.opening) ? f.opening : {};
  const draft = f.draft;
  return {
    title: text(f.title),
    description: text(f.description),
    order: typeof f.order === 'number' ? f.order : undefined,
    hidden: f.hidden === true,
    signedIn: f.access === 'signed-in',
    pages: Array.isArray(f.steps)
      ? f.steps.map((s) => ({
          title: isObject(s) ? text(s.title) : '',
          fields: isObject(s) && Array.isArray(s.fields) ? s.fields.map(String) : [],
          when: isObject(s) && s.when !== undefined,
          ...(isObject(s) && s.when !== undefined && { condition: testOfLogic(s.when) }),
        }))
      : undefined,
    oneAtATime: f.layout === 'one-at-a-time',
    sendsEmail: f.submit !== 'none',
    template: text(email.template),
    params: Object.entries(params).map(([name, value]) => ({ name, value: text(value) })),
    copy: confirmation && { template: text(confirmation.template), to: text(confirmation.to) },
    thanksTitle: text(success.title),
    thanksMessage: text(success.message),
    results: Array.isArray(success.results) ? success.results.map(resultOf) : [],
    drafts:
      draft === false
        ? false
        : isObject(draft) && typeof draft.keepForDays === 'number'
          ? draft.keepForDays
          : true,
    captcha: f.captcha === true,
    opening: {
      opens: text(opening.opens),
      closes: text(opening.closes),
      timeZone: text(opening.timeZone),
      closed: opening.closed === true,
      message: text(opening.message),
    },
  };
}

export const setScreenTitle = (t: string, title: string) => setSetting(t, ['title'], title);
export const setDescription = (t: string, description: string) =>
  setSetting(t, ['description'], emptyToNone(description));
export const setOrder = (t: string, order: number | undefined) => setSetting(t, ['order'], order);
export const setOneAtATime = (t: string, on: boolean) =>
  setSetting(t, ['layout'], on ? 'one-at-a-time' : undefined);
export const setHidden = (t: string, hidden: boolean) =>
  setSetting(t, ['hidden'], hidden ? true : undefined);
export const setSignedIn = (t: string, signedIn: boolean) =>
  setSetting(t, ['access'], signedIn ? 'signed-in' : undefined);
export const setCaptcha = (t: string, on: boolean) =>
  setSetting(t, ['captcha'], on ? true : undefined);

/** Drafts on (the default, or kept `days`), or off. */
export function setDrafts(t: string, drafts: boolean | number): string {
  return setSetting(
    t,
    ['draft'],
    drafts === true ? undefined : drafts === false ? false : { keepForDays: drafts },
  );
}

export const setThanksTitle = (t: string, title: string) =>
  setSetting(t, ['success', 'title'], emptyToNone(title));
export const setThanksMessage = (t: string, message: string) =>
  setSetting(t, ['success', 'message'], emptyToNone(message));

function resultOf(entry: unknown): Result {
  const r = isObject(entry) ? entry : {};
  const condition = testOfLogic(r.when);
  return {
    title: text(r.title),
    message: text(r.message),
    always: r.when === true,
    ...(condition && { condition }),
  };
}

const RESULTS = ['success', 'results'];

/** A new result at the end: for every answer not met by one before it, until given a condition. */
export function addResult(t: string): string {
  const results = valueAt(t, RESULTS);
  const at = Array.isArray(results) ? results.length : 0;
  return setPruned(t, [...RESULTS, at], { when: true, title: 'Thank you!' });
}

/** Takes result `r` out, and the list when it was the last (an empty list is refused). */
export function removeResult(t: string, r: number): string {
  const results = valueAt(t, RESULTS);
  if (Array.isArray(results) && results.length === 1) return setSetting(t, RESULTS, undefined);
  return setAt(t, [...RESULTS, r], undefined);
}

export const moveResult = (t: string, from: number, to: number) => moveEntry(t, RESULTS, from, to);

/** Result `r` shown when `condition` holds; `undefined`: for every answer left. */
export const setResultCondition = (t: string, r: number, condition: PageCondition | undefined) =>
  setAt(t, [...RESULTS, r, 'when'], condition ? logicOfTest(condition.on, condition.test) : true);
export const setResultTitle = (t: string, r: number, title: string) =>
  setSetting(t, [...RESULTS, r, 'title'], emptyToNone(title));
export const setResultMessage = (t: string, r: number, message: string) =>
  setSetting(t, [...RESULTS, r, 'message'], emptyToNone(message));

/** The questions a result's condition may read: any with a number or choices to compare. */
export const resultDecidersOf = (t: string): Decider[] => decidersAmong(t, questionsOf(t));

export type OpeningPart = 'opens' | 'closes' | 'timeZone' | 'message';
export const setOpening = (t: string, part: OpeningPart, value: string) =>
  setSetting(t, ['opening', part], emptyToNone(value));
export const setClosed = (t: string, closed: boolean) =>
  setSetting(t, ['opening', 'closed'], closed ? true : undefined);

/** Sends an email (the default), or is a page of information with no send button. */
export const setSendsEmail = (t: string, sends: boolean) =>
  setSetting(t, ['submit'], sends ? undefined : 'none');

export const setTemplate = (t: string, template: string) =>
  setSetting(t, ['email', 'template'], template);

/** The answer `field` sent as the variable `name` (`{{field}}`); a name already there keeps its place. */
export const setParam = (t: string, name: string, value: string) =>
  setSetting(t, ['email', 'params', name], value);
export const removeParam = (t: string, name: string) =>
  setSetting(t, ['email', 'params', name], undefined);

/**
 * The copy to the person who answered, to the email question `to`, or none.
 * A copy needs the captcha (the checker refuses one without): turning the
 * copy on turns it on too.
 */
export function setCopy(t: string, copy: { template: string; to: string } | undefined): string {
  if (!copy) return setSetting(t, ['email', 'confirmation'], undefined);
  const existing = valueAt(t, ['email', 'confirmation']);
  let next = isObject(existing)
    ? setSetting(
        setSetting(t, ['email', 'confirmation', 'template'], copy.template),
        ['email', 'confirmation', 'to'],
        copy.to,
      )
    : setSetting(t, ['email', 'confirmation'], copy);
  next = setCaptcha(next, true);
  return next;
}

/** Splits the form into pages: all its questions on a first page, or back to one page. */
export function setPaged(t: string, paged: boolean, questions: string[]): string {
  return setSetting(t, ['steps'], paged ? [{ title: 'Page 1', fields: questions }] : undefined);
}

export const setPageTitle = (t: string, page: number, title: string) =>
  setSetting(t, ['steps', page, 'title'], title);

/** A new empty page at the end. */
export function addPage(t: string): string {
  const steps = valueAt(t, ['steps']);
  const count = Array.isArray(steps) ? steps.length : 0;
  return setSetting(
    t,
    ['steps'],
    [...(Array.isArray(steps) ? steps : []), { title: `Page ${String(count + 1)}`, fields: [] }],
  );
}

/** Takes out a page; its questions go to the page before (the next, for the first). */
export function removePage(t: string, page: number): string {
  const steps = valueAt(t, ['steps']);
  if (!Array.isArray(steps) || steps.length < 2) return t;
  const fields = fieldsAt(t, page);
  const into = page === 0 ? 1 : page - 1;
  const next = setSetting(t, ['steps', into, 'fields'], [...fieldsAt(t, into), ...fields]);
  return setAt(next, ['steps', page], undefined);
}

function fieldsAt(t: string, page: number): string[] {
  const fields = valueAt(t, ['steps', page, 'fields']);
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
 * form already draws it among them. A page draws its questions in the form's
 * order (one question at a time: in the page's list), so a place given moves
 * the question there in both; a place the form cannot draw it at (a question
 * shown on a condition follows the one deciding it) is where it draws it.
 */
export function moveToPage(t: string, field: string, page: number, at?: number): string {
  const steps = valueAt(t, ['steps']);
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
  const drawn = questionsOf(next).map((q) => q.name);
  const others = target.filter((f) => f !== field);
  const drawnAfter = others.findIndex((f) => drawn.indexOf(f) > drawn.indexOf(field));
  const place = at ?? (drawnAfter < 0 ? others.length : drawnAfter);
  const fields = [...others.slice(0, place), field, ...others.slice(place)];
  if (fields.join('\n') !== target.join('\n')) {
    next = setSetting(next, ['steps', page, 'fields'], fields);
  }
  if (at === undefined || drawnBetween(next, field, fields)) return next;
  const moved = moveQuestion(next, drawn.indexOf(field), drawnPlace(next, field, fields));
  return drawnBetween(moved, field, fields) ? moved : moveToPage(t, field, page);
}

/** Whether the form draws `field` between the questions before and after it on its page. */
function drawnBetween(t: string, field: string, fields: string[]): boolean {
  const drawn = questionsOf(t).map((q) => q.name);
  const i = fields.indexOf(field);
  const at = drawn.indexOf(field);
  const after = drawn.indexOf(fields[i + 1] ?? '');
  return at > drawn.indexOf(fields[i - 1] ?? '') && (after < 0 || at < after);
}

/** Where among the form's questions `field` goes to be drawn right before the next on its page, or after the one before. */
function drawnPlace(t: string, field: string, fields: string[]): number {
  const rest = questionsOf(t)
    .map((q) => q.name)
    .filter((n) => n !== field);
  const i = fields.indexOf(field);
  const after = rest.indexOf(fields[i + 1] ?? '');
  return after >= 0 ? after : rest.indexOf(fields[i - 1] ?? '') + 1;
}

/** The name and words of every question of the screen, those shown on a condition included. */
export function answerNamesOf(fileText: string): { name: string; title: string }[] {
  const source = new JsonSource('schemas/screen.json', fileText);
  const schema = isObject(source.value) ? source.value.schema : undefined;
  const doc = { name: 'screen.json', root: schema, source, base: ['schema'] };
  const names = fieldsOf({ doc, node: schema, path: ['schema'] }, new Map()).names;
  return [...names].map(([name, places]) => {
    const title = places.map((p) => (isObject(p.node) ? p.node.title : undefined)).find(Boolean);
    return { name, title: typeof title === 'string' ? title : name };
  });
}

/**
 * The questions a copy of the answers may go to, by the checker's rules: a
 * top-level email question, not calculated, filled in from nothing but the
 * signed-in person's address.
 */
export function copyAddressesOf(fileText: string): { name: string; title: string }[] {
  const file = valueAt(fileText, []);
  if (!isObject(file) || !isObject(file.schema) || !isObject(file.schema.properties)) return [];
  const calculated = isObject(file.calculated) ? file.calculated : {};
  const prefill = isObject(file.prefill) ? file.prefill : {};
  return Object.entries(file.schema.properties).flatMap(([name, field]) =>
    isObject(field) &&
    field.format === 'email' &&
    !(name in calculated) &&
    (prefill[name] === undefined || prefill[name] === 'user.email')
      ? [{ name, title: typeof field.title === 'string' ? field.title : name }]
      : [],
  );
}
