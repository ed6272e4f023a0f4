import { customKeywordNames } from '../screen/validation/custom-checks';

/**
 * Schema keywords an author may write besides draft-07's own. The checker
 * reports any other keyword as a typo; custom checks register theirs in
 * src/screen/validation/custom-checks.ts and arrive here by name.
 */
export const KNOWN_KEYWORDS: readonly string[] = [
  // ajv-errors: custom messages per field and per rule.
  'errorMessage',
  ...customKeywordNames,
];
