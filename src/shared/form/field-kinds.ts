/** Up to this many choices show as radio buttons, all visible at once; more go in a drop-down. */
export const RADIO_LIMIT = 4;

/** Text that may be longer than this many characters (`maxLength`) gets a box of several lines. */
export const LONG_TEXT = 200;
