/**
 * How a screen file writes the whole-number questions rendered as a row to
 * choose from (docs/guide/rules.md, "Star rating" and "Opinion scale and
 * NPS"): `"ui:widget"` on an integer with `minimum` and `maximum`. The
 * checker holds files to it, the form renders it, the email reads it.
 */
export const RATING_WIDGET = 'rating';
export const RATING_STARS = { fewest: 3, most: 10 } as const;

/** A scale of numbers with words at its ends: "not likely" ... "very likely". */
export const OPINION_WIDGET = 'opinion';
/** The Net Promoter Score question: an opinion scale from 0 to 10, exactly. */
export const NPS_WIDGET = 'nps';
/** The top an opinion scale may have (0 to 10 is 11 buttons). */
export const OPINION_TOP = 10;

/** The widgets whose answer reads "<n> of <maximum>" in the email summary. */
export const OUT_OF_WIDGETS: readonly string[] = [RATING_WIDGET, OPINION_WIDGET, NPS_WIDGET];
