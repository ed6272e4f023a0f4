import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { mistakesByQuestion } from '../../../../../src/features/studio/checking/mistakes';
import { treeOf } from '../../../../../src/features/studio/edits/json-text';

const placed = (text: string) => {
  const { problems } = checkScreenFiles([{ name: 'party.json', text }]);
  const byQuestion = mistakesByQuestion(text, problems);
  return {
    problems,
    byQuestion: Object.fromEntries(
      [...byQuestion].map(([name, found]) => [name, found.map((p) => p.message)]),
    ),
  };
};

const screen = (parts: Record<string, unknown>) =>
  `${JSON.stringify(
    {
      title: 'Party',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Your name' },
          guests: { type: 'integer', title: 'Guests' },
        },
        ...parts,
      },
      email: { template: 'template_party' },
    },
    null,
    2,
  )}\n`;

describe('each problem of a screen file on the question it concerns', () => {
  it('a rule of a question, at its value', () => {
    const text = screen({}).replace('"title": "Guests"', '"title": "Guests",\n"minimum": "two"');
    const { problems, byQuestion } = placed(text);
    expect(problems).toHaveLength(1);
    expect(Object.keys(byQuestion)).toEqual(['guests']);
    expect(byQuestion.guests?.[0]).toMatch(/minimum/);
  });

  it('a key of a question the checker does not know, at the key', () => {
    const text = screen({}).replace(
      '"title": "Your name"',
      '"title": "Your name",\n"minLenght": 2',
    );
    const { byQuestion } = placed(text);
    expect(Object.keys(byQuestion)).toEqual(['name']);
    expect(byQuestion.name?.[0]).toMatch(/minLength/);
  });

  it('a required entry naming no question is on no card', () => {
    const { problems, byQuestion } = placed(screen({ required: ['name', 'nmae'] }));
    expect(problems.length).toBeGreaterThan(0);
    expect(byQuestion).toEqual({});
  });

  it('a question shown on a condition, in its then', () => {
    const text = screen({
      allOf: [
        {
          if: { properties: { guests: { minimum: 1 } }, required: ['guests'] },
          then: { properties: { diet: { type: 'string', title: 'Diet', maxLength: -1 } } },
        },
      ],
    });
    const { byQuestion } = placed(text);
    expect(Object.keys(byQuestion)).toEqual(['diet']);
  });

  it('how a question is rendered (uiSchema), under its name', () => {
    const text = screen({}).replace(
      '"email": {',
      '"uiSchema": { "guests": { "ui:widget": "stars" } },\n  "email": {',
    );
    const { problems, byQuestion } = placed(text);
    expect(problems).toHaveLength(1);
    expect(Object.keys(byQuestion)).toEqual(['guests']);
  });

  it('a problem of the screen itself is on no question', () => {
    const text = screen({}).replace('"title": "Party"', '"title": "Party",\n  "acess": "public"');
    const { problems, byQuestion } = placed(text);
    expect(problems).toHaveLength(1);
    expect(byQuestion).toEqual({});
  });

  it('no problems, nothing to place; a line past the end is left out', () => {
    const text = screen({});
    expect(mistakesByQuestion(text, [])).toEqual(new Map());
    const past = { file: 'schemas/party.json', line: 999, column: 1, message: 'x' };
    expect(mistakesByQuestion(text, [past])).toEqual(new Map());
  });

  // Issue 45, finding 12: a file 10,000 lists deep overflowed the parser's stack here and took
  // the studio down; its one problem (nested too deep) is on no card, and the cards have no tree.
  it('a file nested 10,000 deep: its problem on no card, no tree, no crash', () => {
    const text = screen({}).replace(
      '"Guests"',
      `"Guests", "x": ${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    );
    const { problems, byQuestion } = placed(text);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/nested deeper than 64/),
    ]);
    expect(byQuestion).toEqual({});
    expect(treeOf(text)).toBeUndefined();
    expect(treeOf(screen({}))).toBeDefined();
  });
});
