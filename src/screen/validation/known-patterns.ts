/**
 * The `pattern`s authors use most (the guide's table of patterns, and digits
 * of a length written either way), with what to tell a person whose answer
 * does not match: a catalogue id (`check.pattern.*`) and its values. The form
 * shows these words; `npm run check` asks for an own message for any other
 * pattern, which would only get "This is not written the expected way".
 */
export type PatternWords = { id: string; values?: Record<string, number> };

/** `\d` and `[0-9]` are one thing; so are `[a-zA-Z]` and `[A-Za-z]`. */
const normalise = (pattern: string) =>
  pattern.replaceAll('\\d', '[0-9]').replaceAll('a-zA-Z', 'A-Za-z');

const KNOWN: [RegExp, (m: RegExpExecArray) => PatternWords][] = [
  [
    /^\^\[0-9\]\{(\d+)\}\$$/,
    (m) => ({ id: 'check.pattern.digits', values: { count: Number(m[1]) } }),
  ],
  [
    /^\^\[0-9\]\{(\d+),(\d+)\}\$$/,
    (m) => ({ id: 'check.pattern.digitRange', values: { min: Number(m[1]), max: Number(m[2]) } }),
  ],
  [/^\^\[0-9\][+*]\$$/, () => ({ id: 'check.pattern.digitsOnly' })],
  [/^\^\[A-Za-z0-9 -\]\{\d+,\d+\}\$$/, () => ({ id: 'check.pattern.postcode' })],
  [
    /^\^\[A-Za-z\]\{1,2\}\[0-9\]\[A-Za-z0-9\]\? \?\[0-9\]\[A-Za-z\]\{2\}\$$/,
    () => ({ id: 'check.pattern.postcode' }),
  ],
  [/^\^\\\+\?\[0-9 \(\)-\]\{\d+,\d+\}\$$/, () => ({ id: 'check.pattern.phone' })],
  [/^\^\[\\p\{L\}(?: '-)?\][+*]\$$/, () => ({ id: 'check.pattern.letters' })],
  [/^\^\[A-Za-z\][+*]\$$/, () => ({ id: 'check.pattern.lettersAZ' })],
];

export function knownPatternWords(pattern: string): PatternWords | undefined {
  const plain = normalise(pattern);
  for (const [shape, words] of KNOWN) {
    const m = shape.exec(plain);
    if (m) return words(m);
  }
  return undefined;
}
