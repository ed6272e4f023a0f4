import { fieldsOf } from '../../../checker/fields';
import { JsonSource } from '../../../checker/json-source';
import { isObject } from '../../../kernel/is-object';
import { isHeading } from '../../../screen/navigate';
import { testOfLogic } from './condition-edits';
import { valueInText } from './json-text';
import { emptyToNone, setSetting, stringOf } from './pruned';
import type { Page } from './page-edits';
import { resultOf, type Result } from './result-edits';

/**
 * The screen's own settings (title, access, steps, email, thank-you texts,
 * drafts, captcha, opening hours) as minimal edits of the file's text, each
 * in the authors' words: a setting back at its default is taken out of the
 * file, so turning one on and off again gives back the very same file.
 */

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
  const file = valueInText(fileText, []);
  const f = isObject(file) ? file : {};
  const email = isObject(f.email) ? f.email : {};
  const params = isObject(email.params) ? email.params : {};
  const confirmation = isObject(email.confirmation) ? email.confirmation : undefined;
  const success = isObject(f.success) ? f.success : {};
  const opening = isObject(f.opening) ? f.opening : {};
  const draft = f.draft;
  return {
    title: stringOf(f.title),
    description: stringOf(f.description),
    order: typeof f.order === 'number' ? f.order : undefined,
    hidden: f.hidden === true,
    signedIn: f.access === 'signed-in',
    pages: Array.isArray(f.steps)
      ? f.steps.map((s) => ({
          title: isObject(s) ? stringOf(s.title) : '',
          fields: isObject(s) && Array.isArray(s.fields) ? s.fields.map(String) : [],
          when: isObject(s) && s.when !== undefined,
          ...(isObject(s) && s.when !== undefined && { condition: testOfLogic(s.when) }),
        }))
      : undefined,
    oneAtATime: f.layout === 'one-at-a-time',
    sendsEmail: f.submit !== 'none',
    template: stringOf(email.template),
    params: Object.entries(params).map(([name, value]) => ({ name, value: stringOf(value) })),
    copy: confirmation && {
      template: stringOf(confirmation.template),
      to: stringOf(confirmation.to),
    },
    thanksTitle: stringOf(success.title),
    thanksMessage: stringOf(success.message),
    results: Array.isArray(success.results) ? success.results.map(resultOf) : [],
    drafts:
      draft === false
        ? false
        : isObject(draft) && typeof draft.keepForDays === 'number'
          ? draft.keepForDays
          : true,
    captcha: f.captcha === true,
    opening: {
      opens: stringOf(opening.opens),
      closes: stringOf(opening.closes),
      timeZone: stringOf(opening.timeZone),
      closed: opening.closed === true,
      message: stringOf(opening.message),
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
  const existing = valueInText(t, ['email', 'confirmation']);
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

/**
 * The name and words of every question of the screen, those shown on a
 * condition included; `heading` for a heading, which takes no answer.
 */
export function answerNamesOf(
  fileText: string,
): { name: string; title: string; heading: boolean }[] {
  const source = new JsonSource('schemas/screen.json', fileText);
  const schema = isObject(source.value) ? source.value.schema : undefined;
  const doc = { name: 'screen.json', root: schema, source, base: ['schema'] };
  const names = fieldsOf({ doc, node: schema, path: ['schema'] }, new Map()).names;
  return [...names].map(([name, places]) => {
    const title = places.map((p) => (isObject(p.node) ? p.node.title : undefined)).find(Boolean);
    const heading = places.some((p) => isHeading(p.node));
    return { name, title: typeof title === 'string' ? title : name, heading };
  });
}

/**
 * The questions the confirmation may go to, by the checker's rules: a
 * top-level email question, not calculated, filled in from nothing but the
 * signed-in person's address.
 */
export function copyAddressesOf(fileText: string): { name: string; title: string }[] {
  const file = valueInText(fileText, []);
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
