/**
 * How a screen file writes a star rating: `"ui:widget": "rating"` on a whole
 * number from 1 to its `maximum`, the number of stars (schemas/README.md,
 * "Star rating"). The checker holds files to it, the form draws it, the
 * email reads it.
 */
export const RATING_WIDGET = 'rating';
export const RATING_STARS = { fewest: 3, most: 10 } as const;
