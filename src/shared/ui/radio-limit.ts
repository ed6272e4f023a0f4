/** Up to this many choices show as radio buttons, all visible at once; more go in a drop-down. */
export const RADIO_LIMIT = 4;
