import { beforeAll, expect, test, vi } from 'vitest';
import type {
  CheckAnswer,
  CheckRequest,
} from '../../../../../src/features/studio/checking/use-check';
import { text, validScreen } from '../../../checker/helpers';

// The studio's check worker itself, run on a stand-in `self`: what it answers the page.
const answers: CheckAnswer[] = [];
const scope = {
  onmessage: (_: { data: CheckRequest }) => {},
  postMessage: (answer: CheckAnswer) => answers.push(answer),
};
beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('../../../../../src/features/studio/checking/check-worker');
});

/** What the worker answers for a screen whose `code` question has `pattern`. */
const ask = (pattern: string) => {
  const screen = validScreen();
  (screen.schema as { properties: Record<string, unknown> }).properties.code = {
    type: 'string',
    title: 'Code',
    pattern,
  };
  scope.onmessage({
    data: { names: ['form.json'], changed: [{ name: 'form.json', text: text(screen) }] },
  });
  const answer = answers.at(-1);
  if (!answer) throw new Error('the worker did not answer');
  return answer;
};

// Issue 45: scslre alone let "up to five words" through, and 200 characters froze the studio.
test('refuses a pattern of the fifth power, as npm run check does, with its words', () => {
  const answer = ask('^\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*$');
  const verdict = new Map(answer.patterns).get('^\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*$');
  expect(verdict).toEqual({
    problem: expect.stringMatching(/^can freeze the browser: .*5th power/) as string,
  });
  expect(answer.result.problems).toEqual([
    expect.objectContaining({
      file: 'schemas/form.json',
      message: expect.stringContaining('grows with the 5th power of its length') as string,
    }),
  ]);
});

test('clears a linear pattern, bounds a quadratic one, and tells each verdict once', () => {
  const linear = ask('^M-[0-9]{4}$');
  expect(new Map(linear.patterns).get('^M-[0-9]{4}$')).toEqual({ maxAnswerLength: undefined });
  expect(linear.result.problems).toEqual([]);
  expect(ask('^M-[0-9]{4}$').patterns).toEqual([]);
  const square = ask('^\\w*\\s*\\w*$');
  expect(new Map(square.patterns).get('^\\w*\\s*\\w*$')).toEqual({ maxAnswerLength: 500 });
});
