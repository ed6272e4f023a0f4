/**
 * Edit distance with adjacent swaps counted once (optimal string
 * alignment), so the typos authors really make, "titel" and "minLenght",
 * are one edit away from what they meant.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** The candidate closest to `word`, when it is close enough to be what the author meant. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    // The lengths alone tell when a word is too far off: a 1 MB key is not compared letter by letter.
    if (Math.abs(c.length - word.length) > limit) continue;
    const distance = c.toLowerCase() === lower ? 0.5 : editDistance(lower, c.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}

/** `"a", "b" or "c"`: the way a message lists what may be written. */
export function quotedList(items: readonly string[], joiner = 'or'): string {
  const quoted = items.map((i) => JSON.stringify(i));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted[quoted.length - 1]}`;
}

/** `: did you mean "title"?` or, with no close match, a list of what exists. */
export function suggestion(word: string, candidates: readonly string[], what: string): string {
  const close = didYouMean(word, candidates);
  if (close) return `: did you mean "${close}"?`;
  if (candidates.length === 0) return '';
  if (candidates.length > 20) {
    return `: ${what} ${candidates
      .slice(0, 20)
      .map((c) => JSON.stringify(c))
      .join(', ')}, ...`;
  }
  return `: ${what} ${quotedList(candidates, 'and')}`;
}
