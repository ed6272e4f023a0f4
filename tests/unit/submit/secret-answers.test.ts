import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { fileFields } from '../../../src/screen/file-answers';
import { buildEmailRequest } from '../../../src/email/request';
import { draftAnswers } from '../../../src/screen/kept-answers';
import { expectOnly, problemsOf, validScreen } from '../checker/helpers';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    password: { type: 'string', title: 'Password' },
    pin: { type: 'string', title: 'PIN', writeOnly: true },
    account: {
      type: 'object',
      properties: { secret: { type: 'string', title: 'Secret' } },
    },
    cv: { type: 'string', format: 'data-url', title: 'CV' },
    photos: { type: 'array', items: { type: 'string', format: 'data-url' } },
  },
};
const uiSchema = {
  password: { 'ui:widget': 'password' },
  account: { secret: { 'ui:options': { widget: 'password' } } },
};
const answers = {
  name: 'Ana',
  password: 'hunter2-secret',
  pin: '9876',
  account: { secret: 'open-sesame' },
  cv: 'data:application/pdf;name=cv.pdf;base64,JVBERi0xLjQ=',
  photos: ['data:image/png;name=a.png;base64,iVBORw=='],
};

describe('a password is never sent', () => {
  it('is in no param and not in the answers summary, whatever the params name', () => {
    const { params } = buildEmailRequest({
      slug: 'join',
      fileFields: fileFields(schema),
      screen: {
        title: 'Join',
        schema,
        uiSchema,
        email: {
          template: 'template_join',
          params: { who: '{{name}}', pw: '{{password}}', code: '{{pin}}', s: '{{account.secret}}' },
        },
      },
      formData: answers,
      user: null,
      submittedAt: new Date('2026-03-04T05:06:07Z'),
      defaultServiceId: 'default_service',
    });
    expect(params.who).toBe('Ana');
    expect(JSON.stringify(params)).not.toMatch(/hunter2|9876|open-sesame/);
  });

  it('is not sent under its own name either, without params', () => {
    const { params } = buildEmailRequest({
      slug: 'join',
      fileFields: fileFields(schema),
      screen: { title: 'Join', schema, uiSchema, email: { template: 'template_join' } },
      formData: answers,
      user: null,
      submittedAt: new Date('2026-03-04T05:06:07Z'),
      defaultServiceId: 'default_service',
    });
    expect(params.password ?? '').toBe('');
    expect(params.pin ?? '').toBe('');
    expect(JSON.stringify(params)).not.toMatch(/hunter2|9876|open-sesame/);
  });
});

describe('a draft keeps neither passwords nor files', () => {
  it('keeps every other answer', () => {
    expect(draftAnswers({ schema, uiSchema }, answers)).toEqual({ name: 'Ana', account: {} });
  });
});

describe('the checker and password fields', () => {
  const withPassword = (more: Record<string, unknown>) => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.pin = {
      type: 'string',
      title: 'PIN',
    };
    return { ...screen, ...more };
  };
  const message =
    'a password field has no place on a screen that emails: its answer would go in clear to a mailbox, so the form never sends nor keeps it. Remove the field (let people set a password on the sign-in page), or make the screen "submit": "none"';

  it('refuses "ui:widget": "password" on a screen that emails, at the widget', () => {
    const { actual, expected } = expectOnly(
      withPassword({ uiSchema: { pin: { 'ui:widget': 'password' } } }),
      '"password"',
      message,
    );
    expect(actual).toEqual(expected);
  });

  it('refuses "writeOnly": true on a screen that emails, at the key', () => {
    const screen = withPassword({});
    (
      screen.schema as { properties: Record<string, Record<string, unknown>> }
    ).properties.pin!.writeOnly = true;
    const { actual, expected } = expectOnly(screen, '"writeOnly"', message);
    expect(actual).toEqual(expected);
  });

  it('lets a screen that sends nothing have one', () => {
    const screen = withPassword({ uiSchema: { pin: { 'ui:widget': 'password' } }, submit: 'none' });
    delete (screen as Record<string, unknown>).email;
    expect(problemsOf(screen)).toEqual([]);
  });
});
