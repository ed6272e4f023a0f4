/**
 * A grid of one column as wide as its box. A grid's implicit column is `auto`, which grows to
 * its widest unbreakable content (a tried answer, a formula, a long option) and pushes every
 * box in it past the question's column, under the form beside it; `minmax(0, 1fr)` never does.
 */
export const ONE_COLUMN = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;
