import { checkSync, type Diagnostics } from 'recheck';
import { overlappingParts, rewrittenBelow, type RegexAnalyser } from './regex';

/**
 * The highest growth of matching time with the answer's length a pattern may
 * have: quadratic. A pattern is tried on every change of its field, and a
 * field may be long (`maxLength`); from the cube up, 200 characters already
 * froze a page for seconds (docs/decisions/regex-freezes.md).
 */
const MAX_DEGREE = 2;

/**
 * The most characters an answer may have where a pattern's matching time grows with the square
 * of its length. The square is a floor: where recheck finds it by trying answers (lookarounds,
 * backreferences), it found `^(?=\w*\s*\w*\s*\w*$).*$` quadratic, which is cubic: ~0.2 s
 * in Chromium at 500 characters, 1.8 s at 2000 (docs/decisions/regex-freezes.md).
 */
export const SQUARE_MAX_ANSWER_LENGTH = 500;

/** Seconds recheck may take over one pattern; past them the pattern is refused as undecided. */
const TIMEOUT_SECONDS = 10;

const diagnose = (source: string, timeout: number): Diagnostics =>
  checkSync(source, 'u', { timeout });

/** 1 for a pattern whose matching time grows linearly (or not at all), else its degree; exponential and undecided are Infinity. */
function degreeOf(result: Diagnostics): number {
  if (result.status === 'unknown') return Infinity;
  if (result.status !== 'vulnerable') return 1;
  return result.complexity.type === 'exponential' ? Infinity : result.complexity.degree;
}

const POWERS = ['', '', 'square', 'cube'];
const power = (degree: number) => POWERS[degree] ?? `${degree}th power`;

/** The parts of the pattern taking turns over the same text, as written, for the message. */
function partsOf(source: string): string {
  const parts = overlappingParts(source).map((raw) => `"${raw}"`);
  if (parts.length < 2) return 'parts of it';
  const shown = parts.slice(0, 4);
  const last = parts.length > shown.length ? 'and more' : `and ${shown.pop()}`;
  return `${shown.join(', ')} ${last}`;
}

/**
 * recheck's verdict on a pattern, as the checker words it: exponential
 * backtracking, matching time growing with the cube of the answer's length or
 * faster, or a pattern recheck cannot decide, is refused, with what to write
 * instead (a rewrite scslre finds that accepts the same answers, where it
 * finds one); the square bounds the answer's length. `timeout` is recheck's
 * time a pattern, in milliseconds. In Node its native binary does the work
 * where it is installed; in the studio's check worker (and in Node without the
 * binary), its plain JavaScript build: ~677 KB gzipped, so only that worker
 * loads it in the browser, never a form's page.
 */
export const recheckWithin =
  (timeout: number): RegexAnalyser =>
  (source) => {
    const verdict = verdictOf(source, timeout);
    return typeof verdict === 'string' ? { problem: verdict } : verdict;
  };

/** The analyser `npm run check`, the build, the dev server and the studio's check worker use. */
export const recheckAnalyser = recheckWithin(TIMEOUT_SECONDS * 1000);

function verdictOf(source: string, timeout: number): string | { maxAnswerLength?: number } {
  const result = diagnose(source, timeout);
  if (result.status === 'unknown') {
    const why =
      result.error.kind === 'timeout'
        ? `is too intricate to be checked for freezes within ${timeout / 1000} s (lookarounds, backreferences or counted repetitions inside one another), so it could freeze the page unnoticed`
        : 'uses a part the freeze check cannot read, so it could freeze the page unnoticed';
    return `${why}: write it simpler, each part matching one stretch of an answer in one way (a letter or digit class like [\\w-] rather than alternatives, no repetition inside a repetition), or check the answer with "maxLength", "enum" or several fields instead`;
  }
  const degree = degreeOf(result);
  if (degree === 2) return { maxAnswerLength: SQUARE_MAX_ANSWER_LENGTH };
  if (degree < MAX_DEGREE || result.status !== 'vulnerable') return {};
  if (degree === Infinity) {
    const sample = JSON.stringify(result.attack.string.slice(0, 60));
    return `can freeze the browser: parts of it can match the same text in more than one way (like alternatives that overlap: \\w also takes every digit \\d takes), so an answer like ${sample} takes the browser minutes to check and the page freezes; write it so each character can be matched in one way only, with one character class instead of overlapping alternatives, like [\\w-] for a letter, digit or dash`;
  }
  const why = `can freeze the browser: ${partsOf(source)} can share out the same stretch of an answer in many ways, so the time to check an answer grows with the ${power(degree)} of its length and a long one, typed or pasted, freezes the page`;
  const rewrite = rewrittenBelow(source, MAX_DEGREE, (s) => degreeOf(diagnose(s, timeout)));
  if (rewrite)
    return `${why}; write ${JSON.stringify(rewrite)} instead, which accepts the same answers`;
  return `${why}; write it so each stretch of an answer fits one part only: between parts that repeat, put something that must be there (\\s+ rather than \\s*), like "^\\\\w+(\\\\s+\\\\w+){0,4}$" for one to five words`;
}
