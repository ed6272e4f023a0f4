/**
 * A chart's label in at most `most` lines that each `fit`, broken between words (a word too
 * long for a line is cut), the last line ending in "…" when words are left over: a long
 * choice then reads on a phone instead of being cut off at the canvas's edge. The whole
 * label stays in the tooltip, the chart's name and its table.
 */
export function labelLines(label: string, fits: (text: string) => boolean, most = 2): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (rest.length > 1 && !fits(rest)) {
      let end = rest.length - 1;
      while (end > 1 && !fits(rest.slice(0, end))) end--;
      lines.push(rest.slice(0, end));
      rest = rest.slice(end);
    }
    line = rest;
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  let last = lines[most - 1] ?? '';
  while (last.length > 0 && !fits(`${last}…`)) last = last.slice(0, -1);
  return [...lines.slice(0, most - 1), `${last.trimEnd()}…`];
}
