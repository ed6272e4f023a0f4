import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { questionsOf } from '../../../../../src/features/studio/edits/questions';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import { testOfLogic } from '../../../../../src/features/studio/edits/condition-edits';
import {
  addPage,
  moveToPage,
  pageDecidersOf,
  removePage,
  setPaged,
  setPageCondition,
  setPageTitle,
} from '../../../../../src/features/studio/edits/page-edits';
import {
  removeParam,
  setCaptcha,
  setClosed,
  setCopy,
  setDescription,
  setDrafts,
  setHidden,
  setOneAtATime,
  setOpening,
  setOrder,
  setParam,
  setScreenTitle,
  setSendsEmail,
  setSignedIn,
  setTemplate,
  setThanksMessage,
  setThanksTitle,
  settingsOf,
} from '../../../../../src/features/studio/edits/screen-settings-edits';

const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (name: string) => readFileSync(path.join(root, 'schemas', name), 'utf8');
const contact = read('contact.json');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;

const shipped = ['schemas', 'tests/fixtures/schemas'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter(
      (name) => name.endsWith('.json') && !name.startsWith('_') && name.split('.').length === 2,
    )
    .map((name) => [`${folder}/${name}`, readFileSync(path.join(root, folder, name), 'utf8')]),
);

describe('every setting set to what the file says changes no byte', () => {
  it.each(shipped)('%s', (_file, text) => {
    const s = settingsOf(text);
    let next = setScreenTitle(text, s.title);
    next = setDescription(next, s.description);
    next = setOrder(next, s.order);
    next = setHidden(next, s.hidden);
    next = setOneAtATime(next, s.oneAtATime);
    next = setSignedIn(next, s.signedIn);
    next = setSendsEmail(next, s.sendsEmail);
    if (valueInText(text, ['email', 'template']) !== undefined)
      next = setTemplate(next, s.template);
    for (const p of s.params) next = setParam(next, p.name, p.value);
    next = setThanksTitle(next, s.thanksTitle);
    next = setThanksMessage(next, s.thanksMessage);
    next = setDrafts(next, s.drafts);
    next = setCaptcha(next, s.captcha);
    s.pages?.forEach((p, i) => {
      next = setPageTitle(next, i, p.title);
      if (p.condition) next = setPageCondition(next, i, p.condition);
    });
    expect(next === text).toBe(true);
  });
});

/** Each setting: on, it is in the file as the guide writes it; off again, the file is as it was. */
const cases: [string, (t: string) => string, (t: string) => string, [string[], unknown]][] = [
  [
    'description',
    (t) => setDescription(t, ''),
    (t) => setDescription(t, 'Write to us'),
    [['description'], 'Write to us'],
  ],
  ['order', (t) => setOrder(t, undefined), (t) => setOrder(t, 1), [['order'], 1]],
  ['hidden', (t) => setHidden(t, false), (t) => setHidden(t, true), [['hidden'], true]],
  [
    'layout',
    (t) => setOneAtATime(t, false),
    (t) => setOneAtATime(t, true),
    [['layout'], 'one-at-a-time'],
  ],
  ['access', (t) => setSignedIn(t, false), (t) => setSignedIn(t, true), [['access'], 'signed-in']],
  ['captcha', (t) => setCaptcha(t, false), (t) => setCaptcha(t, true), [['captcha'], true]],
  ['draft: off', (t) => setDrafts(t, true), (t) => setDrafts(t, false), [['draft'], false]],
  [
    'draft: days',
    (t) => setDrafts(t, true),
    (t) => setDrafts(t, 2),
    [['draft'], { keepForDays: 2 }],
  ],
  [
    'thank-you title',
    (t) => setThanksTitle(t, ''),
    (t) => setThanksTitle(t, 'Thanks'),
    [['success', 'title'], 'Thanks'],
  ],
  [
    'opening: closed',
    (t) => setClosed(t, false),
    (t) => setClosed(t, true),
    [['opening', 'closed'], true],
  ],
  [
    'opening: message',
    (t) => setOpening(t, 'message', ''),
    (t) => setOpening(t, 'message', 'Full'),
    [['opening', 'message'], 'Full'],
  ],
  [
    'opening hours',
    (t) => setOpening(setOpening(setOpening(t, 'opens', ''), 'closes', ''), 'timeZone', ''),
    (t) =>
      setOpening(
        setOpening(setOpening(t, 'opens', '2026-12-01T09:00'), 'closes', '2026-12-24T17:00'),
        'timeZone',
        'Europe/Berlin',
      ),
    [
      ['opening'],
      { opens: '2026-12-01T09:00', closes: '2026-12-24T17:00', timeZone: 'Europe/Berlin' },
    ],
  ],
  [
    'a param',
    (t) => removeParam(t, 'topic'),
    (t) => setParam(t, 'topic', '{{topic}}'),
    [['email', 'params', 'topic'], '{{topic}}'],
  ],
];

describe('each setting is written and taken out again', () => {
  // Contact without the keys the cases add: each starts from a file that lacks it.
  const bare = [
    (t: string) => setDescription(t, ''),
    (t: string) => setOrder(t, undefined),
    (t: string) => setThanksTitle(t, ''),
    (t: string) => setThanksMessage(t, ''),
  ].reduce((t, f) => f(t), contact);

  it('starts from contact without description, order and thank-you texts', () => {
    expect(valueInText(bare, ['success'])).toBeUndefined();
    expect(problemsOf(bare)).toEqual([]);
  });

  it.each(cases)('%s', (_name, off, on, [where, value]) => {
    const start = off(bare);
    const next = on(start);
    expect(valueInText(next, where)).toEqual(value);
    expect(problemsOf(next)).toEqual([]);
    expect(off(next)).toBe(start);
  });

  it('puts a new key where the guide lists it', () => {
    const next = setHidden(bare, true);
    const keys = Object.keys(valueInText(next, []) as object);
    expect(keys.indexOf('hidden')).toBe(keys.indexOf('title') + 1);
    expect(Object.keys(valueInText(setCaptcha(bare, true), []) as object).at(-1)).toBe('captcha');
  });

  it('keeps every key it does not know, as written', () => {
    const odd = contact.replace('"order": 1,', '"order": 1,\n  "x-note": { "by": "hand" },');
    const next = setSignedIn(setScreenTitle(odd, 'Write to us'), true);
    expect(next).toContain('"x-note": { "by": "hand" },');
    expect(setSignedIn(setScreenTitle(next, 'Contact us'), false)).toBe(odd);
  });
});

describe('the email', () => {
  it('changes the template in place', () => {
    expect(setTemplate(contact, 'template_hello')).toBe(
      contact.replace('"template_contact"', '"template_hello"'),
    );
  });

  it('an information page sends nothing, and sends again', () => {
    const none = setSendsEmail(contact, false);
    expect(valueInText(none, ['submit'])).toBe('none');
    expect(setSendsEmail(none, true)).toBe(contact);
  });

  it('a copy to the person turns the captcha on, as the checker asks', () => {
    const copy = setCopy(contact, { template: 'template_copy', to: 'email' });
    expect(valueInText(copy, ['email', 'confirmation'])).toEqual({
      template: 'template_copy',
      to: 'email',
    });
    expect(valueInText(copy, ['captcha'])).toBe(true);
    expect(settingsOf(copy).copy).toEqual({ template: 'template_copy', to: 'email' });
    const problems = checkScreenFiles([{ name: 'form.json', text: copy }], {
      deployment: { recaptchaSiteKey: true },
    }).problems;
    expect(problems).toEqual([]);
    expect(setCaptcha(setCopy(copy, undefined), false)).toBe(contact);
  });
});

describe('pages', () => {
  it('splits the form into pages and moves questions between them', () => {
    let next = setPaged(contact, true);
    next = addPage(next);
    next = setPageTitle(next, 1, 'Your words');
    next = moveToPage(next, 'message', 1);
    // Chosen in its list: where the form renders it among the page's questions.
    next = moveToPage(next, 'topic', 1);
    expect(valueInText(next, ['steps'])).toEqual([
      { title: 'Page 1', fields: ['name', 'email'] },
      { title: 'Your words', fields: ['topic', 'message'] },
    ]);
    expect(problemsOf(next)).toEqual([]);
    expect(settingsOf(next).pages?.[1]).toEqual({
      title: 'Your words',
      fields: ['topic', 'message'],
      when: false,
    });
    const one = removePage(next, 1);
    expect(valueInText(one, ['steps'])).toEqual([
      { title: 'Page 1', fields: ['name', 'email', 'topic', 'message'] },
    ]);
    expect(setPaged(one, false)).toBe(contact);
  });

  const rendered = (t: string) => questionsOf(t).map((q) => q.name);

  it('puts a question dropped between two others between them, on its page and in the form', () => {
    const paged = moveToPage(addPage(setPaged(contact, true)), 'message', 1);
    const dropped = moveToPage(paged, 'name', 1, 1);
    expect(valueInText(dropped, ['steps'])).toEqual([
      { title: 'Page 1', fields: ['email', 'topic'] },
      { title: 'Page 2', fields: ['message', 'name'] },
    ]);
    // The page renders its questions in the form's order.
    expect(rendered(dropped)).toEqual(['email', 'topic', 'message', 'name']);
    expect(problemsOf(dropped)).toEqual([]);

    const first = moveToPage(dropped, 'name', 1, 0);
    expect(valueInText(first, ['steps', 1, 'fields'])).toEqual(['name', 'message']);
    expect(rendered(first)).toEqual(['email', 'topic', 'name', 'message']);
    // Moved there and back, the very same file.
    expect(moveToPage(first, 'name', 1, 1)).toBe(dropped);
  });

  it('leaves the form as it is when the question is rendered between them already', () => {
    const paged = setPaged(contact, true);
    const moved = moveToPage(paged, 'topic', 0, 3);
    expect(valueInText(moved, ['steps', 0, 'fields'])).toEqual([
      'name',
      'email',
      'message',
      'topic',
    ]);
    expect(rendered(moved)).toEqual(['name', 'email', 'message', 'topic']);
    expect(moveToPage(moveToPage(paged, 'topic', 0, 0), 'topic', 0, 2)).toBe(paged);
    expect(moveToPage(paged, 'email', 0, 1)).toBe(paged);
  });
});

describe('a page shown on a condition', () => {
  const survey = read('event-survey.json');
  const plain = setPageCondition(survey, 1, undefined);

  it('reads the guide\'s step "when" as a condition in words', () => {
    expect(settingsOf(survey).pages?.[1]).toMatchObject({
      when: true,
      condition: { on: 'attended', test: { kind: 'is', value: true } },
    });
  });

  it('writes it as the guide does, accepted by the checker, and taken out gives back the bytes', () => {
    expect(valueInText(plain, ['steps', 1, 'when'])).toBeUndefined();
    const next = setPageCondition(plain, 1, { on: 'attended', test: { kind: 'is', value: true } });
    expect(next).toBe(survey);
    const no = setPageCondition(plain, 2, { on: 'attended', test: { kind: 'is', value: false } });
    expect(valueInText(no, ['steps', 2, 'when'])).toEqual({ '==': [{ var: 'attended' }, false] });
    expect(problemsOf(no)).toEqual([]);
    expect(setPageCondition(no, 2, undefined)).toBe(plain);
  });

  it('compares a number at least or at most, and looks for one of several choices', () => {
    const least = setPageCondition(plain, 2, {
      on: 'rating',
      test: { kind: 'at-least', value: 4 },
    });
    expect(valueInText(least, ['steps', 2, 'when'])).toEqual({ '>=': [{ var: 'rating' }, 4] });
    expect(problemsOf(least)).toEqual([]);
    expect(testOfLogic({ '<=': [{ var: 'rating' }, 2] })).toEqual({
      on: 'rating',
      test: { kind: 'at-most', value: 2 },
    });
    expect(testOfLogic({ in: ['vegan', { var: 'diet' }] })).toEqual({
      on: 'diet',
      test: { kind: 'includes', value: 'vegan' },
    });
    // Logic the studio does not write is the author's own: kept, not read as a condition.
    expect(testOfLogic({ and: [{ var: 'a' }, { var: 'b' }] })).toBeUndefined();
    expect(testOfLogic({ '==': [{ var: 'a' }, { var: 'b' }] })).toBeUndefined();
  });

  it('is decided only by questions of the pages before', () => {
    expect(pageDecidersOf(survey, 0)).toEqual([]);
    expect(pageDecidersOf(survey, 1).map((d) => d.name)).toEqual(['attended']);
    expect(pageDecidersOf(survey, 2).map((d) => d.name)).toEqual(['attended', 'rating']);
  });
});
