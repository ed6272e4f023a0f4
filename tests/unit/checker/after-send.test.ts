import { describe, expect, test } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

const withCopy = (to: unknown, more: Record<string, unknown> = {}) => {
  const screen = validScreen();
  const email = screen.email as Record<string, unknown>;
  return {
    ...screen,
    captcha: true,
    ...more,
    email: { ...email, confirmation: { template: 'template_copy', to } },
  };
};

describe('email.confirmation: the copy to the person', () => {
  test('a copy to an email field is accepted', () => {
    expect(problemsOf(withCopy('email'))).toEqual([]);
    expect(problemsOf(withCopy('email', { prefill: { email: 'user.email' } }))).toEqual([]);
  });

  test('"to" naming no field suggests the email fields', () => {
    const { actual, expected } = expectOnly(
      withCopy('emial'),
      '"emial"',
      '"to" names "emial", which is not a top-level field: did you mean "email"?',
    );
    expect(actual).toEqual(expected);
  });

  test('"to" naming a field that is not checked as an address', () => {
    const { actual, expected } = expectOnly(
      withCopy('name'),
      '"name"',
      'the copy goes only to a checked address: give the field "name" "format": "email", or name an email field in "to"',
      3,
    );
    expect(actual).toEqual(expected);
  });

  test('"to" filled in from anything but user.email is refused at the prefill', () => {
    for (const from of ['query.email', 'user.name']) {
      const { actual, expected } = expectOnly(
        withCopy('email', { prefill: { email: from } }),
        `"${from}"`,
        `"email" receives the copy, so it may be filled in only from "user.email", not from "${from}": a copy never goes to an address the link or another answer gave. Remove that prefill, or write "user.email"`,
      );
      expect(actual).toEqual(expected);
    }
  });

  test('"to" made by a calculation from two link values is refused', () => {
    const screen = withCopy('email', {
      prefill: { name: 'query.u' },
      calculated: { email: { cat: [{ var: 'name' }, '@', 'example.com'] } },
    });
    const { actual, expected } = expectOnly(
      screen,
      '"email": {\n      "cat"',
      '"email" receives the copy, so it may not be calculated: an address made from other answers or the link could be anyone\'s. Remove "email" from "calculated"',
    );
    expect(actual).toEqual(expected);
  });

  test("a copy needs the screen's captcha, whose token the copy template checks", () => {
    const { actual, expected } = expectOnly(
      withCopy('email', { captcha: false }),
      '"confirmation"',
      'a copy to the person needs "captcha": true on the screen: its template\'s "To Email" is whatever address a request names, and only EmailJS\'s reCAPTCHA check on that template stops a script from mailing strangers with it. Add "captcha": true and turn on reCAPTCHA in the copy template\'s settings',
    );
    expect(actual).toEqual(expected);
  });

  test('the app\'s own to_email is no email param, and "to" is required', () => {
    const screen = withCopy('email');
    (screen.email as Record<string, unknown>).params = { to_email: '{{email}}' };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'email param "to_email" is a name the app fills in itself (the address a confirmation copy goes to): rename it, like "my_to_email", and use that name in the EmailJS template',
    ]);
    const noTo = validScreen();
    (noTo.email as Record<string, unknown>).confirmation = { template: 'template_copy' };
    expect(problemsOf(noTo).map((p) => p.message)).toEqual([
      'missing required key "to" in "confirmation": add "to"',
    ]);
  });
});

describe('the embed routes', () => {
  test('a screen cannot take an address under /embed/, where every screen is shown alone', () => {
    expect(problemsOf({ ...validScreen(), path: '/embed/contact' }).map((p) => p.message)).toEqual([
      'the route "/embed/contact" belongs to the app itself: choose another "path", like "/my-form"',
    ]);
  });
});
