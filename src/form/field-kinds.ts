/** Up to this many choices show as radio buttons, all visible at once; more go in a drop-down. */
export const RADIO_LIMIT = 4;

/** A whole number with at most this many allowed values ("from 1 to 5", 0-10) is a row of buttons. */
export const SCALE_LIMIT = 11;

/** Text that may be longer than this many characters (`maxLength`) gets a box of several lines. */
export const LONG_TEXT = 200;

/**
 * A true/false field that asks a question: no `default` to start on, no
 * `const` or `enum` to fix it. It is rendered as Yes and No buttons; any other
 * true/false field is one checkbox.
 */
export function isYesNoQuestion(field: Record<string, unknown>): boolean {
  return (
    field.type === 'boolean' &&
    field.const === undefined &&
    field.enum === undefined &&
    field.default === undefined
  );
}
