import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { fileFields } from '../../../src/screen/file-answers';
import { buildEmailRequest } from '../../../src/email/request';
import { EMAILJS_REQUEST_NAMES } from '../../../src/email/reserved-names';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    address: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
    cv: { type: 'string', format: 'data-url', title: 'CV' },
  },
};

const request = (formData: unknown, options: { params?: Record<string, string> } = {}) =>
  buildEmailRequest({
    slug: 'apply',
    fileFields: fileFields(schema),
    screen: {
      title: 'Apply',
      schema,
      email: { template: 'template_apply', ...(options.params && { params: options.params }) },
    },
    formData,
    user: { uid: 'firebase-uid-1', email: 'ana@example.com', name: 'Ana' },
    submittedAt: new Date('2026-03-04T05:06:07Z'),
    defaultServiceId: 'default_service',
    captchaToken: 'token-1',
  });

const CV = 'data:application/pdf;name=cv.pdf;base64,JVBERi0xLjQ=';

describe('the EmailJS request of a submission', () => {
  it("sends the signed-in person's account as signed_in_uid, never under a name EmailJS uses itself", () => {
    const { params, files } = request({ name: 'Ana', cv: CV });
    expect(params.signed_in_uid).toBe('firebase-uid-1');
    expect(params.user_email).toBe('ana@example.com');
    // The captcha token is the one EmailJS name the app sets on purpose.
    const own = EMAILJS_REQUEST_NAMES.filter((n) => n !== 'g-recaptcha-response');
    for (const name of own) expect(params).not.toHaveProperty(name);
    expect(params['g-recaptcha-response']).toBe('token-1');
    expect(files.map((f) => f.name)).toEqual(['cv.pdf']);
  });

  it('sends only answers to fields of the screen: keys of a forged or stale draft go nowhere', () => {
    const forged = {
      name: 'Ana',
      service_id: 'service_evil',
      form_id: 'spoofed',
      template_id: 'template_evil',
      address: { city: 'Lyon', note: 'hidden extra' },
    };
    const { params } = request(forged);
    expect(params).not.toHaveProperty('service_id');
    expect(params).not.toHaveProperty('template_id');
    expect(params.form_id).toBe('apply');
    expect(params.answers).toBe('Name: Ana\naddress:\n  City: Lyon');
    expect(params.answers).not.toMatch(/spoofed|service_evil|hidden extra/);
    expect(params.name).toBe('Ana');
  });

  it('fills mapped params from the same known answers', () => {
    const { params } = request(
      { name: 'Ana', form_id: 'spoofed' },
      { params: { subject: 'From {{name}} ({{form_id}})' } },
    );
    expect(params.subject).toBe('From Ana ()');
  });
});

describe('the answers summary', () => {
  it('titles each answer as the form showed it: ui:title first, answers named in a title filled in, as text', () => {
    const { params } = buildEmailRequest({
      slug: 'tickets',
      fileFields: [],
      screen: {
        title: 'Tickets',
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Your name' },
            adults: { type: 'integer', title: 'How many adults, {{name}}?' },
            note: { type: 'string', title: 'Note' },
          },
        },
        uiSchema: { note: { 'ui:title': 'Anything else?' } },
        email: { template: 'template_tickets' },
      },
      formData: { name: 'Ana {{note}}', adults: 2, note: 'No' },
      user: null,
      submittedAt: new Date('2026-03-04T05:06:07Z'),
      defaultServiceId: 'default_service',
    });
    expect(params.answers).toBe(
      'Your name: Ana {{note}}\nHow many adults, Ana {{note}}? 2\nAnything else? No',
    );
  });
});
