import { describe, expect, it } from 'vitest';
import { unlabelledChoiceWarnings } from '../../../src/checker/choice-labels';
import { text, validScreen, where } from './helpers';

const warn = (
  change: (fields: Record<string, unknown>, screen: Record<string, unknown>) => void,
) => {
  const screen = validScreen();
  change((screen.schema as { properties: Record<string, unknown> }).properties, screen);
  const source = text(screen);
  return { source, warnings: unlabelledChoiceWarnings([{ name: 'form.json', text: source }]) };
};

describe('npm run check warns of choices shown as stored codes', () => {
  it('names the enum of lowercase codes, where it is, and the titled way to write it', () => {
    const { source, warnings } = warn((f) => {
      f.topic = { type: 'string', enum: ['question', 'idea', 'gluten-free'] };
    });
    expect(warnings).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"enum"'),
        message: expect.stringContaining(
          'the choices "question", "idea", "gluten-free" are shown to people as written',
        ) as string,
      },
    ]);
    expect(warnings[0]?.message).toContain('{ "const": "question", "title": "Question" }');
  });

  it('also in a list of choices and a conditional branch', () => {
    const { warnings } = warn((f, screen) => {
      f.diet = { type: 'array', items: { type: 'string', enum: ['vegan', 'halal'] } };
      (screen.schema as Record<string, unknown>).then = {
        properties: { severity: { type: 'string', enum: ['low', 'high'] } },
      };
    });
    expect(warnings).toHaveLength(2);
  });

  it('stays quiet for titled choices, ui:enumNames, words people read and conditions', () => {
    const { warnings } = warn((f, screen) => {
      f.topic = {
        type: 'string',
        oneOf: [
          { const: 'question', title: 'A question' },
          { const: 'idea', title: 'An idea' },
        ],
      };
      f.size = { type: 'string', enum: ['small', 'large'] };
      f.diet = { type: 'array', items: { type: 'string', enum: ['vegan', 'halal'] } };
      f.plan = { type: 'string', enum: ['Monthly', 'Yearly'] };
      f.floor = { type: 'string', enum: ['1', '2'] };
      screen.uiSchema = {
        size: { 'ui:enumNames': ['Small', 'Large'] },
        diet: { items: { 'ui:enumNames': ['Vegan', 'Halal'] } },
      };
      (screen.schema as Record<string, unknown>).if = {
        properties: { plan: { enum: ['basic', 'pro'] } },
      };
    });
    expect(warnings).toEqual([]);
  });
});
