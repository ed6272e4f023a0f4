import { describe, expect, it } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

const poll = (change: (screen: Record<string, unknown>) => void = () => undefined) => {
  const screen = { ...validScreen(), layout: 'one-at-a-time' };
  change(screen);
  return screen;
};

describe('"layout": one question at a time', () => {
  it('is a key the checker knows', () => {
    expect(problemsOf(poll())).toEqual([]);
  });

  it('names a misspelt value where it is written, with what was meant', () => {
    const { actual, expected } = expectOnly(
      { ...validScreen(), layout: 'one-at-time' },
      '"one-at-time"',
      '"layout" must be "one-at-a-time", not "one-at-time": did you mean "one-at-a-time"?',
    );
    expect(actual).toEqual(expected);
  });

  it('refuses a screen whose every question is hidden', () => {
    const screen = poll((s) => {
      s.uiSchema = { name: { 'ui:widget': 'hidden' }, email: { 'ui:widget': 'hidden' } };
    });
    const { actual, expected } = expectOnly(
      screen,
      '"one-at-a-time"',
      'one question at a time needs a question to show, and every field of this screen is hidden: show one, or remove "layout"',
    );
    expect(actual).toEqual(expected);
  });

  it('refuses a step whose when reads its own question, unless the link fills it in', () => {
    const steps = [
      { title: 'One', fields: ['name'] },
      { title: 'Two', fields: ['email'], when: { '!!': [{ var: 'email' }] } },
    ];
    const { actual, expected } = expectOnly(
      poll((s) => (s.steps = steps)),
      '"email"',
      'step 2 is shown only when its "when" holds, which reads "email", asked in this step or later: one question at a time, "email" is then never asked. Move "email" to an earlier step',
      5,
    );
    expect(actual).toEqual(expected);
    expect(
      problemsOf(poll((s) => ((s.steps = steps), (s.prefill = { email: 'query.email' })))),
    ).toEqual([]);
  });

  it('lets the usual layout be', () => {
    const steps = [
      { title: 'One', fields: ['name'] },
      { title: 'Two', fields: ['email'], when: { '!!': [{ var: 'email' }] } },
    ];
    expect(problemsOf({ ...validScreen(), steps })).toEqual([]);
  });
});

describe('a page with no questions yet', () => {
  it('says which step is empty and what to do, not a list length', () => {
    const screen = {
      ...validScreen(),
      steps: [
        { title: 'You', fields: ['name', 'email'] },
        { title: 'Later', fields: [] },
      ],
    };
    const { actual, expected } = expectOnly(
      screen,
      '[]',
      'step 2 has no questions yet: name at least one question in its "fields", or remove the step',
    );
    expect(actual).toEqual(expected);
  });
});
