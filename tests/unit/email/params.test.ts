import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { buildEmailParams, type MappingInput } from '../../../src/email/params';
import { fileFields } from '../../../src/screen/file-answers';

const at = new Date('2026-03-04T05:06:07.000Z');

const orderSchema: RJSFSchema = {
  type: 'object',
  definitions: {
    address: {
      type: 'object',
      properties: {
        street: { type: 'string', title: 'Street' },
        city: { type: 'string', title: 'City' },
      },
    },
  },
  properties: {
    name: { type: 'string', title: 'Your name' },
    address: { $ref: '#/definitions/address', title: 'Delivery address' },
    items: {
      type: 'array',
      title: 'Items',
      items: {
        type: 'object',
        properties: {
          product: { type: 'string', title: 'Product' },
          qty: { type: 'integer', title: 'Quantity' },
        },
      },
    },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
    gift: { type: 'boolean', title: 'Gift wrap' },
    note: { type: 'string' },
  },
};

function input(over: Partial<MappingInput> & { params?: Record<string, string> }): MappingInput {
  const { params, ...rest } = over;
  return {
    slug: 'order',
    screen: {
      title: 'Order',
      schema: orderSchema,
      email: { template: 'template_order', ...(params ? { params } : {}) },
    },
    formData: {},
    user: null,
    submittedAt: at,
    ...rest,
  };
}

describe('placeholders', () => {
  it('fills dotted paths through a $ref and array indexes', () => {
    const p = buildEmailParams(
      input({
        params: { line: '{{address.city}} / {{items.1.product}} x{{ items.1.qty }}' },
        formData: {
          address: { city: 'Köln' },
          items: [{ product: 'A' }, { product: 'B', qty: 3 }],
        },
      }),
    );
    expect(p.line).toBe('Köln / B x3');
  });

  it('turns arrays into comma-separated text and booleans into Yes/No', () => {
    const p = buildEmailParams(
      input({
        params: { tags: '{{tags}}', gift: '{{gift}}', nogift: '{{gift}}' },
        formData: { tags: ['red', 'blue', 'ünïcødé 🎁'], gift: true },
      }),
    );
    expect(p.tags).toBe('red, blue, ünïcødé 🎁');
    expect(p.gift).toBe('Yes');
    expect(
      buildEmailParams(input({ params: { g: '{{gift}}' }, formData: { gift: false } })).g,
    ).toBe('No');
  });

  it('writes an object as Title: value lines, titles from the $ref target', () => {
    const p = buildEmailParams(
      input({
        params: { a: '{{address}}' },
        formData: { address: { street: 'Main 1', city: 'Oslo' } },
      }),
    );
    expect(p.a).toBe('Street: Main 1\nCity: Oslo');
  });

  it('leaves missing values empty, at any depth', () => {
    const p = buildEmailParams(
      input({ params: { x: '[{{name}}|{{address.city}}|{{items.5.product}}|{{note.deeper}}]' } }),
    );
    expect(p.x).toBe('[|||]');
  });

  it('fills user, screen and submittedAt', () => {
    const p = buildEmailParams(
      input({
        params: {
          who: '{{user.name}} <{{user.email}}> {{user.uid}}',
          s: '{{screen.title}}/{{screen.slug}} {{submittedAt}}',
        },
        user: { uid: 'u1', email: 'ana@example.com', name: 'Ana' },
      }),
    );
    expect(p.who).toBe('Ana <ana@example.com> u1');
    expect(p.s).toBe('Order/order 2026-03-04T05:06:07.000Z');
    expect(buildEmailParams(input({ params: { who: '{{user.email}}' } })).who).toBe('');
  });

  it('keeps hostile text as text and never fills a placeholder typed into an answer', () => {
    const hostile = '<script>alert(1)</script> {{user.email}} <img src=x onerror=alert(1)>';
    const p = buildEmailParams(
      input({
        params: { n: 'From {{name}}' },
        formData: { name: hostile },
        user: { uid: 'u', email: 'secret@x.org', name: null },
      }),
    );
    expect(p.n).toBe(`From ${hostile}`);
    expect(p.answers).toBe(`Your name: ${hostile}`);
  });
});

describe('always-sent params', () => {
  it('sends form_id, form_title, submitted_at, and user_* only when signed in', () => {
    const out = buildEmailParams(input({ params: {} }));
    expect(out).toEqual({
      form_id: 'order',
      form_title: 'Order',
      submitted_at: '2026-03-04T05:06:07.000Z',
      answers: '',
    });
    const signed = buildEmailParams(
      input({ params: {}, user: { uid: 'u1', email: 'a@b.c', name: null } }),
    );
    expect(signed).toMatchObject({ signed_in_uid: 'u1', user_email: 'a@b.c', user_name: '' });
  });

  it('names the language the form was filled in, and keeps the screen’s own titles', () => {
    const out = buildEmailParams(input({ language: 'fr', formData: { name: 'Ana' } }));
    expect(out.language).toBe('fr');
    expect(out.answers).toBe('Your name: Ana');
  });

  it('lists every answered field in form order, ui:order first, nested and lists included', () => {
    const out = buildEmailParams({
      ...input({}),
      screen: {
        title: 'Order',
        schema: orderSchema,
        uiSchema: { 'ui:order': ['gift', '*', 'name'] },
        email: { template: 't', params: {} },
      },
      formData: {
        name: 'Ana',
        note: '',
        tags: [],
        gift: false,
        address: { city: 'Oslo' },
        items: [{ product: 'Pen', qty: 2 }, { product: 'Ink' }],
      },
    });
    expect(out.answers).toBe(
      [
        'Gift wrap: No',
        'Delivery address:',
        '  City: Oslo',
        'Items:',
        '  Product: Pen',
        '  Quantity: 2',
        '',
        '  Product: Ink',
        'Your name: Ana',
      ].join('\n'),
    );
  });

  it('adds no colon after a title that ends in its own question mark or colon', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        about: { type: 'string', title: 'What is it about?' },
        name: { type: 'string', title: 'Name:' },
        why: { type: 'string', title: 'لماذا؟' },
        stay: { type: 'object', title: 'How was it?', properties: { food: { type: 'string' } } },
        note: { type: 'string', title: 'Note' },
      },
    };
    const out = buildEmailParams({
      ...input({}),
      screen: { title: 'T', schema, email: { template: 't', params: {} } },
      formData: { about: 'Hours', name: 'Ana', why: 'نعم', stay: { food: 'Good' }, note: 'Hi' },
    });
    expect(out.answers).toBe(
      [
        'What is it about? Hours',
        'Name: Ana',
        'لماذا؟ نعم',
        'How was it?',
        '  food: Good',
        'Note: Hi',
      ].join('\n'),
    );
  });

  it('finds titles of fields that only exist under a conditional', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { kind: { type: 'string', title: 'Kind' } },
      dependencies: { kind: { properties: { detail: { type: 'string', title: 'Detail' } } } },
    };
    const out = buildEmailParams({
      ...input({}),
      screen: { title: 'T', schema, email: { template: 't', params: {} } },
      formData: { kind: 'bug', detail: 'crash' },
    });
    expect(out.answers).toBe('Kind: bug\nDetail: crash');
  });
});

describe('choices', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      topic: {
        type: 'string',
        title: 'Topic',
        oneOf: [
          { const: 'question', title: 'A question' },
          { const: 'idea', title: 'An idea' },
        ],
      },
      size: { type: 'string', title: 'Size', enum: ['s', 'm'] },
      dietary: {
        type: 'array',
        title: 'Dietary needs',
        uniqueItems: true,
        items: {
          type: 'string',
          anyOf: [
            { const: 'vegan', title: 'Vegan' },
            { const: 'gluten-free', title: 'Gluten free' },
          ],
        },
      },
      extras: {
        type: 'array',
        title: 'Extras',
        uniqueItems: true,
        items: { type: 'string', enum: ['wrap', 'card'] },
      },
      level: { type: 'integer', title: 'Level', enum: [1, 2] },
      parking: {
        type: 'boolean',
        title: 'Parking',
        oneOf: [
          { const: true, title: 'Yes, a space' },
          { const: false, title: 'No, on foot' },
        ],
      },
      other: { type: 'string', title: 'Other' },
    },
  };
  const formData = {
    topic: 'idea',
    size: 'm',
    dietary: ['vegan', 'gluten-free'],
    extras: ['card'],
    level: 2,
    parking: true,
    other: 'idea',
  };
  const out = buildEmailParams({
    ...input({}),
    screen: {
      title: 'T',
      schema,
      uiSchema: {
        size: { 'ui:enumNames': ['Small', 'Medium'] },
        extras: { 'ui:enumNames': ['Gift wrap', 'A card'] },
        level: { 'ui:enumNames': ['Beginner', 'Expert'] },
      },
      email: {
        template: 't',
        params: {
          topic: '{{topic}}',
          diet: '{{dietary}}',
          topicCode: '{{topic_code}}',
          dietCodes: '{{ dietary_code }}',
          size: '{{size}} ({{size_code}})',
          other: '{{other}}|{{other_code}}',
        },
      },
    },
    formData,
  });

  it('writes the words the person chose in the answers, for lists of choices too', () => {
    expect(out.answers).toBe(
      [
        'Topic: An idea',
        'Size: Medium',
        'Dietary needs: Vegan, Gluten free',
        'Extras: A card',
        'Level: Expert',
        'Parking: Yes',
        'Other: idea',
      ].join('\n'),
    );
  });

  it('gives the words in a placeholder, and the stored value under name_code', () => {
    expect(out).toMatchObject({
      topic: 'An idea',
      diet: 'Vegan, Gluten free',
      topicCode: 'idea',
      dietCodes: 'vegan, gluten-free',
      size: 'Medium (m)',
      // A typed answer has no code apart from its words.
      other: 'idea|idea',
    });
  });

  it("sends a screen without params each answer in words, a choice's code beside it", () => {
    const own = buildEmailParams({
      ...input({}),
      screen: {
        title: 'T',
        schema,
        uiSchema: { size: { 'ui:enumNames': ['Small', 'Medium'] } },
        email: { template: 't' },
      },
      formData: { ...formData, extras: undefined },
    });
    expect(own).toMatchObject({
      topic: 'An idea',
      topic_code: 'idea',
      size: 'Medium',
      size_code: 'm',
      dietary: 'Vegan, Gluten free',
      dietary_code: 'vegan, gluten-free',
      // Unanswered, a choice still names its code, empty: a template reads the same names every time.
      extras: '',
      extras_code: '',
      level_code: '2',
      parking: 'Yes',
      other: 'idea',
    });
    // A yes/no and a typed answer read the same either way: no second name.
    expect(own).not.toHaveProperty('parking_code');
    expect(own).not.toHaveProperty('other_code');
  });
});

describe('a field named like a code', () => {
  it('is itself, never the code of the field it starts with', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        country: {
          type: 'string',
          title: 'Country',
          oneOf: [{ const: 'nl', title: 'Netherlands' }],
        },
        country_code: { type: 'string', title: 'Dialling code' },
      },
    };
    const p = buildEmailParams({
      ...input({}),
      screen: {
        title: 'T',
        schema,
        email: { template: 't', params: { c: '{{country}}', cc: '{{country_code}}' } },
      },
      formData: { country: 'nl', country_code: '+31' },
    });
    expect(p).toMatchObject({ c: 'Netherlands', cc: '+31' });
  });
});

describe('without params', () => {
  it('sends every top-level field under its own name as text, unanswered ones empty', () => {
    const out = buildEmailParams(
      input({ formData: { name: 'Ana', tags: ['a', 'b'], gift: true, address: { city: 'Oslo' } } }),
    );
    expect(out).toMatchObject({
      name: 'Ana',
      address: 'City: Oslo',
      items: '',
      tags: 'a, b',
      gift: 'Yes',
      note: '',
    });
  });

  it('sends a heading, which takes no answer, as no param and no line', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        aboutYou: { type: 'object', title: 'About you', description: 'Tell us', properties: {} },
        name: { type: 'string', title: 'Your name' },
      },
    };
    const out = buildEmailParams({
      ...input({}),
      screen: { title: 'T', schema, email: { template: 't' } },
      formData: { aboutYou: {}, name: 'Ana' },
    });
    expect(out).not.toHaveProperty('aboutYou');
    expect(out.name).toBe('Ana');
    expect(out.answers).toBe('Your name: Ana');
  });

  it('names a file by its file name, never by its content', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        cv: { type: 'string', format: 'data-url', title: 'CV' },
        photos: { type: 'array', items: { type: 'string', format: 'data-url' } },
        other: { type: 'string' },
      },
    };
    const out = buildEmailParams({
      ...input({}),
      screen: { title: 'T', schema, email: { template: 't' } },
      formData: { cv: 'data:text/plain;name=my%20cv.txt;base64,aGVsbG8=' },
    });
    expect(out.cv).toBe('my cv.txt');
    expect(out.answers).toBe('CV: my cv.txt');
    expect(fileFields(schema)).toEqual(['cv', 'photos']);
  });
});

describe('a star rating', () => {
  it('reads "4 of 5" in answers and in a placeholder, 4 as its code', () => {
    const p = buildEmailParams({
      slug: 'feedback',
      screen: {
        title: 'Feedback',
        schema: {
          type: 'object',
          properties: { service: { type: 'integer', title: 'Service', minimum: 1, maximum: 5 } },
        },
        uiSchema: { service: { 'ui:widget': 'rating' } },
        email: {
          template: 'template_feedback',
          params: { stars: '{{service}}', code: '{{service_code}}' },
        },
      },
      formData: { service: 4 },
      user: null,
      submittedAt: at,
    });
    expect(p.answers).toBe('Service: 4 of 5');
    expect(p.stars).toBe('4 of 5');
    expect(p.code).toBe('4');
  });
});

describe('a choice grid and a ranking', () => {
  it("read a line a row under the grid's title, and the items with their places", () => {
    const level = {
      type: 'string',
      oneOf: [
        { const: 'poor', title: 'Poor' },
        { const: 'great', title: 'Great' },
      ],
    };
    const p = buildEmailParams({
      slug: 'stay',
      screen: {
        title: 'Stay',
        schema: {
          type: 'object',
          definitions: { level },
          properties: {
            stay: {
              type: 'object',
              title: 'How was your stay?',
              properties: {
                food: { $ref: '#/definitions/level', title: 'Food' },
                room: { $ref: '#/definitions/level', title: 'Room' },
              },
            },
            meals: {
              type: 'object',
              title: 'Meals',
              properties: {
                sat: { type: 'array', title: 'Saturday', items: { enum: ['Lunch', 'Dinner'] } },
              },
            },
            first: {
              type: 'array',
              title: 'What matters most?',
              items: {
                oneOf: [
                  { const: 'price', title: 'Price' },
                  { const: 'speed', title: 'Speed' },
                ],
              },
            },
          },
        } as RJSFSchema,
        uiSchema: {
          stay: { 'ui:widget': 'grid' },
          meals: { 'ui:widget': 'grid' },
          first: { 'ui:widget': 'ranking' },
        },
        email: {
          template: 't',
          params: {
            food: '{{stay.food}}',
            foodCode: '{{stay.food_code}}',
            stay: '{{stay}}',
            first: '{{first}}',
            firstCodes: '{{first_code}}',
          },
        },
      },
      formData: {
        stay: { food: 'great', room: 'poor' },
        meals: { sat: ['Lunch', 'Dinner'] },
        first: ['speed', 'price'],
      },
      user: null,
      submittedAt: at,
    });
    expect(p.answers).toBe(
      [
        'How was your stay?',
        '  Food: Great',
        '  Room: Poor',
        'Meals:',
        '  Saturday: Lunch, Dinner',
        'What matters most? 1. Speed, 2. Price',
      ].join('\n'),
    );
    expect(p).toMatchObject({
      food: 'Great',
      foodCode: 'great',
      stay: 'Food: Great\nRoom: Poor',
      first: '1. Speed, 2. Price',
      firstCodes: '1. speed, 2. price',
    });
  });
});
