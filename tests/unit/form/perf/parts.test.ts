import { describe, expect, it } from 'vitest';
import { PARTS, partsFor, type PartName } from '../../../../src/form/perf/parts';
import { checkSchemasDir } from '../../../../src/build/schemas-dir';
import { partModule } from '../../../../src/build/screens-plugin';
import path from 'node:path';

const choices = (n: number) => Array.from({ length: n }, (_, i) => `choice ${i}`);
const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });

// A part a screen renders but does not carry shows up to 300 ms late; one it carries for nothing costs bytes.
describe('the parts a screen carries for its first render', () => {
  it('are none for plain text and a few choices', () => {
    const schema = object({
      name: { type: 'string' },
      size: { type: 'string', enum: choices(4) },
      room: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] },
    });
    expect(partsFor(schema, {})).toEqual([]);
  });

  it('include the date box for a date, a time or both, by format or by widget', () => {
    for (const format of ['date', 'time', 'date-time']) {
      expect(partsFor(object({ at: { type: 'string', format } }), {})).toEqual(['DateFieldWidget']);
    }
    const asked = { at: { 'ui:widget': 'date' } };
    expect(partsFor(object({ at: { type: 'string' } }), asked)).toEqual(['DateFieldWidget']);
  });

  it('include the drop-down for a long list of choices, or one asked for anywhere', () => {
    expect(partsFor(object({ c: { type: 'string', enum: choices(5) } }), {})).toEqual([
      'Select',
      'SelectWidget',
    ]);
    const constants = choices(5).map((c) => ({ const: c }));
    expect(partsFor(object({ c: { type: 'string', oneOf: constants } }), {})).toEqual([
      'Select',
      'SelectWidget',
    ]);
    const asked = { list: { items: { 'ui:options': { widget: 'select' } } } };
    expect(partsFor(object({ s: { type: 'boolean' } }), asked)).toContain('SelectWidget');
    expect(partsFor(object({ s: { type: 'boolean' } }), { s: { 'ui:widget': 'select' } })).toEqual([
      'Select',
      'SelectWidget',
    ]);
  });

  it('include lists, choices between schemas, files, sliders, checkboxes and the grid layout when used', () => {
    expect(partsFor(object({ l: { type: 'array', items: { type: 'string' } } }), {})).toEqual([
      'CheckboxesWidget',
      'ArrayField',
      'ListTemplate',
      'ListItemTemplate',
      'Divider',
      'IconButton',
    ]);
    const either = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(partsFor(object({ e: either }), {})).toEqual(['MultiSchemaField']);
    expect(partsFor(object({ f: { type: 'string', format: 'data-url' } }), {})).toEqual([
      'FileWidget',
    ]);
    expect(partsFor(object({ n: { type: 'number' } }), { n: { 'ui:widget': 'range' } })).toEqual([
      'RangeWidget',
    ]);
    // The stars only where asked for: a scale of 1 to 5 without the widget is buttons.
    const stars = object({ s: { type: 'integer', minimum: 1, maximum: 5 } });
    expect(partsFor(stars, { s: { 'ui:widget': 'rating' } })).toEqual(['RatingWidget']);
    expect(partsFor(stars, {})).toEqual([]);
    expect(partsFor(stars, { s: { 'ui:widget': 'nps' } })).toEqual(['OpinionWidget']);
    expect(partsFor(stars, { s: { 'ui:widget': 'opinion' } })).toEqual(['OpinionWidget']);
    // A grid and a ranking (with dnd-kit) only where asked for.
    const rows = object({ g: { type: 'object', properties: { r: { type: 'string' } } } });
    expect(partsFor(rows, { g: { 'ui:widget': 'grid' } })).toContain('GridField');
    // Without the widget the group is a section, its title over a line.
    expect(partsFor(rows, {})).toEqual(['Divider']);
    const ranked = object({ k: { type: 'array', uniqueItems: true, items: { enum: ['a', 'b'] } } });
    expect(partsFor(ranked, { k: { 'ui:widget': 'ranking' } })).toContain('RankingWidget');
    expect(partsFor(ranked, {})).not.toContain('RankingWidget');
    expect(partsFor(object({ d: { type: 'string' } }), { d: { 'ui:widget': 'alt-date' } })).toEqual(
      ['Select', 'SelectWidget', 'AltDateWidget'],
    );
    expect(partsFor(object({}), { 'ui:field': 'LayoutGridField' })).toEqual(['LayoutGridField']);
    expect(partsFor(object({ yes: { type: 'boolean', default: false } }), {})).toEqual([
      'CheckboxWidget',
    ]);
  });

  it('include the checkbox only for a true/false field rendered as one, not for a yes/no question', () => {
    const yesNo = { type: 'boolean', title: 'Have you been here before?' };
    expect(partsFor(object({ yesNo }), {})).toEqual([]);
    expect(partsFor(object({ yesNo, next: { dependencies: {} } }), {})).not.toContain(
      'CheckboxWidget',
    );
    const checkbox = 'CheckboxWidget';
    expect(partsFor(object({ terms: { type: 'boolean', const: true } }), {})).toContain(checkbox);
    expect(partsFor(object({ maybe: { type: ['boolean', 'null'] } }), {})).toContain(checkbox);
    expect(partsFor(object({ yesNo }), { yesNo: { 'ui:widget': 'checkbox' } })).toContain(checkbox);
    const flags = { type: 'array', items: { type: 'boolean' } };
    expect(partsFor(object({ flags }), {})).toContain(checkbox);
  });

  it('include the line under a title only for a form with one: a section, a list, a titled form', () => {
    const flat = object({ name: { type: 'string' }, age: { type: 'integer' } });
    expect(partsFor(flat, {})).toEqual([]);
    expect(partsFor({ ...flat, title: 'About you' }, {})).toEqual(['Divider']);
    expect(partsFor(flat, { 'ui:title': 'About you' })).toEqual(['Divider']);
    expect(partsFor(object({ you: flat }), {})).toEqual(['Divider']);
  });

  it('include the standard and filled text boxes only where a uiSchema asks for a variant', () => {
    const flat = object({ name: { type: 'string' } });
    expect(partsFor(flat, { name: { 'ui:options': { variant: 'filled' } } })).toEqual([
      'Input',
      'FilledInput',
    ]);
  });

  it('include the round button for lists and extra properties, and with its place for clearing a text box', () => {
    const flat = object({ name: { type: 'string' } });
    expect(partsFor(flat, {})).toEqual([]);
    expect(partsFor({ ...flat, additionalProperties: false }, {})).toEqual([]);
    expect(partsFor({ ...flat, additionalProperties: { type: 'string' } }, {})).toEqual([
      'IconButton',
    ]);
    const clear = ['IconButton', 'InputAdornment'];
    expect(partsFor(flat, { name: { 'ui:options': { allowClearTextInputs: true } } })).toEqual(
      clear,
    );
    expect(partsFor(flat, { 'ui:globalOptions': { allowClearTextInputs: true } })).toEqual(clear);
    expect(partsFor(flat, { name: { 'ui:allowClearTextInputs': true } })).toEqual(clear);
  });

  it("include rjsf's allOf merge and URI library only for the schemas that reach them", () => {
    const address = { type: 'object', properties: { street: { type: 'string' } } };
    const plain = {
      ...object({ a: { $ref: '#/definitions/address', title: 'Home' } }),
      definitions: { address },
    };
    // The address is a section under its title: the line under it comes too.
    expect(partsFor(plain, {})).toEqual(['Divider']);
    expect(partsFor({ ...plain, $schema: 'http://json-schema.org/draft-07/schema#' }, {})).toEqual([
      'Divider',
    ]);
    expect(
      partsFor({ ...plain, $schema: 'https://json-schema.org/draft/2019-09/schema' }, {}),
    ).toEqual(['AllOfMerge', 'Divider']);
    expect(
      partsFor({ ...plain, $schema: 'https://json-schema.org/draft/2020-12/schema' }, {}),
    ).toEqual(['AllOfMerge', 'UriResolver', 'Divider']);
    for (const keyword of ['allOf', 'dependencies']) {
      expect(partsFor(object({ a: { [keyword]: {} } }), {})).toEqual(['AllOfMerge']);
    }
    // Properties a person may add come with an add and a remove button.
    expect(partsFor(object({ a: { patternProperties: {} } }), {})).toEqual([
      'AllOfMerge',
      'IconButton',
    ]);
  });

  it('follow the example screens: the contact form carries none, the order form its lists', () => {
    const { screens } = checkSchemasDir(path.resolve(import.meta.dirname, '../../../../schemas'));
    const parts = (slug: string) => {
      const screen = screens.find((s) => s.slug === slug)?.screen;
      return screen && partsFor(screen.schema, screen.uiSchema);
    };
    expect(parts('contact')).toEqual([]);
    expect(parts('order')).toEqual([
      'Select',
      'SelectWidget',
      'CheckboxWidget',
      'CheckboxesWidget',
      'ArrayField',
      'ListTemplate',
      'ListItemTemplate',
      // Its delivery date.
      'DateFieldWidget',
      'Divider',
      'IconButton',
    ]);
    // Its one true/false field is a yes/no question: Yes and No buttons, no checkbox.
    expect(parts('support-request')).toEqual(['MultiSchemaField', 'AllOfMerge', 'Divider']);
  });
});

// Each part is declared once: the module a screen chunk imports and the one its lazy part loads are one.
describe('every part of parts.ts', () => {
  it.each(Object.keys(PARTS) as PartName[])('%s loads the very module it names', async (name) => {
    const part = PARTS[name];
    expect(await part.load()).toBe(await import(/* @vite-ignore */ partModule(name)));
  });
});
