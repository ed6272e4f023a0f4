import type { RJSFSchema } from '@rjsf/utils';

/**
 * A flat form of `count` fields like the ones screens have: mostly short
 * texts with rules, some emails, numbers and choices, a few required.
 */
export function generatedSchema(count: number): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (let i = 0; i < count; i++) {
    const title = `Field ${i + 1}`;
    if (i % 10 === 3) properties[`field${i}`] = { type: 'string', title, format: 'email' };
    else if (i % 10 === 6) properties[`field${i}`] = { type: 'number', title, minimum: 0 };
    else if (i % 10 === 9)
      properties[`field${i}`] = { type: 'string', title, enum: ['a', 'b', 'c'] };
    else properties[`field${i}`] = { type: 'string', title, minLength: 2, maxLength: 80 };
  }
  return { type: 'object', required: ['field0', 'field1'], properties };
}

/** A section as long real forms write them: ten short texts with rules, the first required. */
function section(title: string): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (let i = 0; i < 10; i++) {
    properties[`f${i}`] = {
      type: 'string',
      title: `${title}, field ${i + 1}`,
      minLength: 2,
      maxLength: 80,
    };
  }
  return { type: 'object', title, required: ['f0'], properties };
}

const sections = (count: number, title = (i: number) => `Section ${i + 1}`) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`s${i}`, section(title(i))]));

/** One of the bench's 1000-field form shapes, with the ids of the fields it types into. */
export type Shape = {
  name: string;
  /** The screen file of our app. */
  screen: Record<string, unknown>;
  /** What the stock page renders: the same form (for steps, its first step, as stock has none). */
  stockSchema: RJSFSchema;
  /** The first field, the one typed into in the middle, and the last one rendered. */
  first: string;
  middle: string;
  last: string;
};

const screenOf = (name: string, schema: RJSFSchema, extra: Record<string, unknown> = {}) => ({
  title: name,
  hidden: true,
  submit: 'none',
  schema,
  ...extra,
});

/**
 * The form shapes long real forms take, as long as the checker lets a screen
 * be: 1000 `properties` entries, groups counted (MAX_FIELDS), so 90 sections
 * of ten, 9 parts of 10 such sections, 9 steps of 10 sections; the list is 300
 * items of three. As screen files and as the stock page's schema.
 */
export function generatedShapes(): Shape[] {
  const flat = generatedSchema(1000);
  const inSections: RJSFSchema = { type: 'object', properties: sections(90) };
  const nested: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 9 }, (_, p) => [
        `p${p}`,
        {
          type: 'object',
          title: `Part ${p + 1}`,
          properties: sections(10, (i) => `Part ${p + 1}, section ${i + 1}`),
        },
      ]),
    ),
  };
  const item: RJSFSchema = {
    type: 'object',
    required: ['a'],
    properties: {
      a: { type: 'string', title: 'Name', minLength: 2, maxLength: 80 },
      b: { type: 'string', title: 'Email', format: 'email' },
      c: { type: 'string', title: 'Note', maxLength: 200 },
    },
  };
  const list: RJSFSchema = {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        title: 'People',
        items: item,
        default: Array.from({ length: 300 }, () => ({})),
      },
    },
  };
  const steps = Array.from({ length: 9 }, (_, step) => ({
    title: `Step ${step + 1}`,
    fields: Array.from({ length: 10 }, (_, i) => `s${step * 10 + i}`),
  }));
  const firstStep: RJSFSchema = { type: 'object', properties: sections(10) };
  return [
    {
      name: 'flat',
      screen: screenOf('flat', flat),
      stockSchema: flat,
      first: 'root_field0',
      middle: 'root_field500',
      last: 'root_field999',
    },
    {
      name: 'sections',
      screen: screenOf('sections', inSections),
      stockSchema: inSections,
      first: 'root_s0_f0',
      middle: 'root_s45_f4',
      last: 'root_s89_f9',
    },
    {
      name: 'nested',
      screen: screenOf('nested', nested),
      stockSchema: nested,
      first: 'root_p0_s0_f0',
      middle: 'root_p4_s5_f4',
      last: 'root_p8_s9_f9',
    },
    {
      name: 'list',
      screen: screenOf('list', list),
      stockSchema: list,
      first: 'root_items_0_a',
      middle: 'root_items_150_a',
      last: 'root_items_299_c',
    },
    {
      name: 'steps',
      screen: screenOf('steps', inSections, { steps }),
      stockSchema: firstStep,
      first: 'root_s0_f0',
      middle: 'root_s5_f4',
      last: 'root_s9_f9',
    },
  ];
}

/**
 * The flat form as a screen file of the app; with `calculated`, that many of
 * its number fields (every other one, from the second) are worked out from
 * the number field before them, as an order's line totals are.
 */
export function generatedScreenFile(count: number, calculated = 0) {
  const formulas: Record<string, unknown> = {};
  for (let i = 16; i < count && Object.keys(formulas).length < calculated; i += 20) {
    formulas[`field${i}`] = { '*': [{ var: [`field${i - 10}`, 0] }, 2] };
  }
  return screenOf(
    `${count} fields${calculated ? `, ${calculated} calculated` : ''}`,
    generatedSchema(count),
    calculated > 0 ? { calculated: formulas } : {},
  );
}
