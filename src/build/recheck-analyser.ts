import { checkSync } from 'recheck';
import type { RegexAnalyser } from '../checker/regex';

/**
 * recheck's verdict on a pattern, as the checker words it: only exponential
 * backtracking is refused (the polynomial kind stays fast at the default
 * maximum length a pattern field gets), with recheck's own attack string.
 * Its native binary does the work where it is installed, its plain
 * JavaScript build elsewhere.
 */
export const recheckAnalyser: RegexAnalyser = (source) => {
  const result = checkSync(source, 'u', { timeout: 10_000 });
  if (result.status !== 'vulnerable' || result.complexity.type !== 'exponential') return undefined;
  const sample = JSON.stringify(result.attack.string.slice(0, 60));
  return `can freeze the browser: parts of it can match the same text in more than one way (like alternatives that overlap: \\w also takes every digit \\d takes), so an answer like ${sample} takes the browser minutes to check and the page freezes; write it so each character can be matched in one way only, with one character class instead of overlapping alternatives, like [\\w-] for a letter, digit or dash`;
};
