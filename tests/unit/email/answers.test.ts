import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { answersToSend } from '../../../src/email/answers';
import { buildEmailRequest } from '../../../src/email/request';
import { isSecretField } from '../../../src/screen/kept-answers';
import { knownAnswers } from '../../../src/screen/navigate';
import { TEXT_CEILING } from '../../../src/screen/responses';

const schema: RJSFSchema = {
  type: 'object',
  definitions: { long: { type: 'string', title: 'Story', maxLength: 8000 } },
  properties: {
    free: { type: 'string', title: 'Free text' },
    story: { $ref: '#/definitions/long' },
    items: {
      type: 'array',
      title: 'Items',
      items: {
        type: 'object',
        properties: { note: { type: 'string' }, count: { type: 'number' } },
      },
    },
    file: { type: 'string', format: 'data-url' },
    password: { type: 'string', title: 'Password' },
    pin: { type: 'string', title: 'PIN', writeOnly: true },
    tags: { type: 'object', additionalProperties: { type: 'string', maxLength: 3 } },
    codes: { type: 'object', patternProperties: { '^c': { type: 'number' } } },
    contact: { type: 'string', enum: ['phone', 'email'] },
  },
  dependencies: {
    contact: { oneOf: [{ properties: { phone: { type: 'string', title: 'Phone' } } }] },
  },
};
const uiSchema = { password: { 'ui:widget': 'password' } };
const screen = { schema, uiSchema };
const tooLong = (formData: unknown) => answersToSend(screen, formData).tooLong;
const said = (formData: unknown) => {
  const problem = tooLong(formData);
  return problem && problem.message;
};

/** What the send took before the one walk: the known answers but secrets, and their JSON. */
const sendableBefore = (data: unknown) =>
  knownAnswers(schema, data, (s, ui) => isSecretField(s, ui, schema), uiSchema);
const keptBefore = (data: unknown) => {
  const plain: unknown = JSON.parse(JSON.stringify(sendableBefore(data) ?? {}));
  return typeof plain === 'object' && plain !== null && !Array.isArray(plain) ? plain : {};
};

describe('the text ceiling', () => {
  it('refuses an answer without maxLength over the ceiling, naming the field', () => {
    const problem = tooLong({ free: 'x'.repeat(TEXT_CEILING + 1) });
    expect(problem).toMatchObject({ ok: false, kind: 'too-large' });
    expect(problem?.message).toContain(
      '"Free text" is 5,001 characters long; the most it can send is 5,000',
    );
    expect(tooLong({ free: 'x'.repeat(TEXT_CEILING) })).toBeUndefined();
  });

  it("lets a field's own maxLength (through $ref) decide, looks into lists, and skips files", () => {
    expect(tooLong({ story: 'x'.repeat(7000) })).toBeUndefined();
    expect(said({ story: 'x'.repeat(8001) })).toContain('"Story" is 8,001 characters long');
    expect(said({ items: [{ note: 'x'.repeat(6000) }] })).toContain('"note" is 6,000');
    expect(tooLong({ file: `data:text/plain;base64,${'A'.repeat(9000)}` })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: an emoji is one', () => {
    expect(tooLong({ free: '😀'.repeat(TEXT_CEILING) })).toBeUndefined();
    expect(said({ free: '😀'.repeat(TEXT_CEILING + 1) })).toContain('5,001 characters');
  });

  it('names the first answer too long, in the order the answers come', () => {
    const long = 'x'.repeat(TEXT_CEILING + 1);
    expect(said({ free: long, items: [{ note: long }] })).toContain('"Free text"');
    expect(said({ items: [{ note: long }], free: long })).toContain('"note"');
  });

  it('checks what is neither sent nor kept: a password, a key no field has', () => {
    const long = 'x'.repeat(TEXT_CEILING + 1);
    expect(said({ password: long })).toContain('"Password"');
    expect(said({ stray: long })).toContain('"stray"');
    // A key no field names is plain text: the ceiling, whatever its object allows beside them.
    expect(tooLong({ tags: { colour: 'red!' } })).toBeUndefined();
  });

  it('calls a whole answer with no field "An answer"', () => {
    expect(
      answersToSend({ schema: { type: 'string' } }, 'x'.repeat(5001)).tooLong?.message,
    ).toMatch(/^"An answer" is 5,001 characters long/);
  });
});

describe('what leaves the browser', () => {
  const answers = {
    free: 'Ana',
    story: 'Once',
    items: [{ note: 'Pens', count: 3, price: 9 }],
    password: 'hunter2',
    pin: '9876',
    tags: { colour: 'red' },
    codes: { c1: 1, x1: 2 },
    contact: 'phone',
    phone: '123',
    stray: 'forged',
  };

  it('is every answer the schema has a place for, passwords left out, at every depth', () => {
    const { sendable, kept } = answersToSend(screen, answers);
    const expected = {
      free: 'Ana',
      story: 'Once',
      items: [{ note: 'Pens', count: 3 }],
      tags: { colour: 'red' },
      codes: { c1: 1 },
      contact: 'phone',
      phone: '123',
    };
    expect(sendable).toEqual(expected);
    expect(kept).toEqual(expected);
  });

  it('is what the email is made of: the same request as from the raw answers', () => {
    const input = {
      slug: 'walk',
      fileFields: ['file'],
      screen: { title: 'Walk', ...screen },
      formData: answers,
      user: null,
      submittedAt: new Date('2026-01-01T00:00:00Z'),
      defaultServiceId: 'service',
    };
    const walked = buildEmailRequest(input, answersToSend(screen, answers).sendable);
    expect(walked).toEqual(buildEmailRequest(input));
    expect(JSON.stringify(walked.params)).not.toMatch(/hunter2|9876|forged/);
  });

  it('keeps as Firestore takes it: no field left empty, JSON numbers, holes as null', () => {
    const sparse: unknown[] = [];
    sparse[2] = { note: 'c' };
    const { sendable, kept } = answersToSend(screen, {
      free: undefined,
      story: 'x',
      contact: undefined,
      items: [{ note: undefined, count: -0 }, undefined, { count: Number.NaN }],
      codes: { c1: Infinity },
    });
    expect(kept).toEqual({
      story: 'x',
      items: [{ count: 0 }, null, { count: null }],
      codes: { c1: null },
    });
    expect(Object.is((kept.items as { count: number }[])[0]?.count, 0)).toBe(true);
    // The email's answers keep them as the form holds them.
    expect(sendable).toMatchObject({ free: undefined, items: [{ count: -0 }, undefined, {}] });
    expect(answersToSend(screen, { items: sparse }).kept).toEqual({
      items: [null, null, { note: 'c' }],
    });
    expect(
      1 in (answersToSend(screen, { items: sparse }).sendable as { items: unknown[] }).items,
    ).toBe(false);
  });

  it('keeps nothing of answers that are no object', () => {
    for (const data of [undefined, null, 'text', 3, ['a']]) {
      expect(answersToSend(screen, data).kept).toEqual({});
    }
    expect(answersToSend(screen, undefined).sendable).toBeUndefined();
  });

  it('gives the very answers the walks before it gave, for answers of every shape', () => {
    // A small generator of answers as forms and hand-edited drafts hold them.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const leaf = () => pick(['', 'a', 'long text', 0, -0, 7.5, NaN, true, false, null, undefined]);
    const keys = ['free', 'story', 'items', 'password', 'pin', 'tags', 'codes', 'phone', 'stray'];
    const value = (depth: number): unknown => {
      const r = next();
      if (depth > 2 || r < 0.5) return leaf();
      if (r < 0.75) return Array.from({ length: Math.floor(next() * 3) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [
          pick([...keys, 'note', 'count', 'c2', 'x']),
          value(depth + 1),
        ]),
      );
    };
    for (let i = 0; i < 300; i++) {
      const data = Object.fromEntries(keys.map((k) => [k, value(0)]));
      const { sendable, kept } = answersToSend(screen, data);
      expect(sendable).toStrictEqual(sendableBefore(data));
      expect(kept).toStrictEqual(keptBefore(data));
    }
  });
});
