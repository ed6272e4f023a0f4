import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { prefillFormData } from '../../../../src/features/prefill/prefill';
import { expectOnly, validScreen } from '../../checker/helpers';

const schema = {
  type: 'object',
  definitions: {
    address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } } },
  },
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    guests: { type: 'integer', default: 1 },
    newsletter: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    address: { $ref: '#/definitions/address' },
  },
} as RJSFSchema;

const prefill = {
  name: 'user.name',
  email: 'user.email',
  guests: 'query.guests',
  newsletter: 'query.news',
  tags: 'query.tag',
  'address.city': 'query.city',
};

const user = { uid: 'u1', email: 'ana@example.com', name: 'Ana' };

describe('prefill', () => {
  it('fills fields from the link, typed as the field, nested ones too, and from the account', () => {
    const query = new URLSearchParams('guests=3&news=yes&tag=a&tag=b&city=Lyon');
    expect(prefillFormData(schema, prefill, { query, user }, undefined)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      guests: 3,
      newsletter: true,
      tags: ['a', 'b'],
      address: { city: 'Lyon' },
    });
  });

  it('never overwrites an answer restored from a draft', () => {
    const query = new URLSearchParams('city=Lyon&guests=3');
    const draft = { name: 'Bo', address: { city: 'Nice', zip: '06000' } };
    expect(prefillFormData(schema, prefill, { query, user }, draft)).toEqual({
      name: 'Bo',
      email: 'ana@example.com',
      guests: 3,
      address: { city: 'Nice', zip: '06000' },
    });
  });

  it('leaves a field to its default when the source has nothing usable', () => {
    const query = new URLSearchParams('guests=many');
    expect(prefillFormData(schema, prefill, { query, user: null }, undefined)).toBeUndefined();
  });
});

// Issue 45, finding 5: `?cv=data:application/x-msdownload;name=CV.pdf;base64,...&sig=...`
// showed a file already attached and the pad signed with the link's words, and both were mailed.
// Tried again on 2026-11-28: each of these was filled from the link and passed the checker.
const reachedAnotherWay: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
  ['a file that may be empty (type ["string", "null"])', 'cv', { cv: { type: ['string', 'null'], format: 'data-url' } }, {}],
  ['a file whose format is in an "allOf" part', 'cv', { cv: { allOf: [{ type: 'string' }, { format: 'data-url' }] } }, {}],
  ['a text field rendered as a file box ("ui:widget": "file")', 'cv', { cv: { type: 'string' } }, { cv: { 'ui:widget': 'file' } }],
  ['a text field rendered as a file box (in "ui:options")', 'cv', { cv: { type: 'string' } }, { cv: { 'ui:options': { widget: 'file' } } }],
  ['a consent box ("I agree", "const": true)', 'agree', { agree: { type: 'boolean', const: true, title: 'I agree to pay 500 EUR' } }, {}],
]; // prettier-ignore

describe('a link never attaches a file nor signs (issue 45)', () => {
  const withFiles = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      cv: { type: 'string', format: 'data-url' },
      photos: { type: 'array', items: { type: 'string', format: 'data-url' } },
      sig: { type: 'string', format: 'data-url' },
    },
  } as RJSFSchema;
  const link = new URLSearchParams({
    name: 'Ana',
    cv: 'data:application/x-msdownload;name=CV.pdf;base64,TVqQAAMAAAAEAAAA',
    photo: 'data:image/png;name=a.png;base64,iVBORw==',
    sig: 'data:image/png;typed=Ana%20(I%20agree%20to%20pay%20500%20EUR);base64,iVBORw==',
  });

  it('fills the text, leaves every file and signature empty', () => {
    const filled = prefillFormData(
      withFiles,
      { name: 'query.name', cv: 'query.cv', photos: 'query.photo', sig: 'query.sig' },
      { query: link, user },
      undefined,
    );
    expect(filled).toEqual({ name: 'Ana' });
  });

  it.each(reachedAnotherWay)(
    'leaves %s empty at run time, whatever the file says',
    (_what, name, fields, uiSchema) => {
      const schema = { type: 'object', properties: { name: { type: 'string' }, ...fields } };
      const query = new URLSearchParams({
        name: 'Ana',
        [name]: link.get('cv') ?? '',
        agree: 'yes',
      });
      const prefill = { name: 'query.name', [name]: `query.${name}` };
      const filled = prefillFormData(
        schema as RJSFSchema,
        prefill,
        { query, user },
        undefined,
        uiSchema,
      );
      expect(filled).toEqual({ name: 'Ana' });
    },
  );

  it.each([
    ['a file', 'cv', { cv: { type: 'string', format: 'data-url' } }, {}],
    [
      'a list of files',
      'photos',
      { photos: { type: 'array', items: { type: 'string', format: 'data-url' } } },
      {},
    ],
    [
      'a signature',
      'sig',
      { sig: { type: 'string', format: 'data-url' } },
      { sig: { 'ui:widget': 'signature' } },
    ],
    ...reachedAnotherWay,
  ])('the checker refuses a prefill of %s, at its name', (_what, name, fields, uiSchema) => {
    const screen = validScreen();
    Object.assign((screen.schema as { properties: object }).properties, fields);
    const { actual, expected } = expectOnly(
      { ...screen, uiSchema, prefill: { [name]: `query.${name}` } },
      `"${name}": "query.${name}"`,
      `prefill names "${name}", a file, signature or consent field: a link could attach any file to the answers, sign in the person's name or tick their consent, so only the person may fill it in. Remove it from "prefill"`,
    );
    expect(actual).toEqual(expected);
  });
  it("takes no more of a link's list than the field's maxItems, 1000 at most", () => {
    const many = new URLSearchParams(Array.from({ length: 1500 }, (_, i) => `tag=t${i}`).join('&'));
    const tags = (maxItems?: number) =>
      (
        prefillFormData(
          {
            ...schema,
            properties: { tags: { type: 'array', items: { type: 'string' }, maxItems } },
          },
          { tags: 'query.tag' },
          { query: many, user: null },
          undefined,
        ) as { tags: string[] }
      ).tags;
    expect(tags(3)).toEqual(['t0', 't1', 't2']);
    expect(tags()).toHaveLength(1000);
  });
});
