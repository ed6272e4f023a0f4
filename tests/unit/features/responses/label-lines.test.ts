import { expect, test } from 'vitest';
import { labelLines } from '../../../../src/features/responses/label-lines';

/** A line fits within `n` characters (the chart measures it in pixels instead). */
const within = (n: number) => (text: string) => text.length <= n;

test('a label that fits stays one line', () => {
  expect(labelLines('PayPal', within(20))).toEqual(['PayPal']);
});

test('a long label breaks between words, each line within the room', () => {
  const lines = labelLines('Invoice, paid within 30 days', within(20));
  expect(lines).toEqual(['Invoice, paid within', '30 days']);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
});

test('words left over after the last line end it in an ellipsis that fits too', () => {
  expect(labelLines('Bank transfer (SEPA, within the euro area, on weekdays)', within(20))).toEqual(
    ['Bank transfer (SEPA,', 'within the euro…'],
  );
  expect(labelLines('Multi-page forms with a progress bar', within(16))).toEqual([
    'Multi-page forms',
    'with a progress…',
  ]);
});

test('a word longer than a line is cut, never left wider than the axis', () => {
  expect(labelLines('https://example.org/a/very/long/link', within(12))).toEqual([
    'https://exam',
    'ple.org/a/v…',
  ]);
  expect(labelLines('Go https://example.org/a', within(12))).toEqual(['Go', 'https://exa…']);
});
