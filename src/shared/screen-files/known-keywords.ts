/**
 * Schema keywords an author may write besides draft-07's own. The checker
 * reports any other keyword as a typo; add a keyword here when code starts
 * to understand it (custom checks register theirs here too).
 */
export const KNOWN_KEYWORDS: string[] = [
  // ajv-errors: custom messages per field and per rule.
  'errorMessage',
];
