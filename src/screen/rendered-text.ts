/**
 * An answer piped into a Markdown text travels through the Markdown parser as
 * characters it cannot read as markup: each UTF-16 unit becomes one code
 * point of Unicode's private use plane 15 (U+F0000 on). The lazy Markdown
 * (form/perf/lazy-markdown.tsx) turns them back into the answer in the text
 * it renders, so an answer is text however it is written: no emphasis, link,
 * HTML or bare URL of it becomes markup.
 */
const PLANE_15 = 0xf0000;
// U+FFFFE and U+FFFFF are noncharacters: the two units that would land there are rendered as U+FFFD.
const LAST_UNIT = 0xfffd;

export function asRenderedText(answer: string): string {
  let out = '';
  for (let i = 0; i < answer.length; i++) {
    out += String.fromCodePoint(PLANE_15 + Math.min(answer.charCodeAt(i), LAST_UNIT));
  }
  return out;
}

const ENCODED = /[\u{f0000}-\u{ffffd}]+/gu;

/** `text` with every answer put in by asRenderedText back as the answer itself. */
export function fromRenderedText(text: string): string {
  return text.replace(ENCODED, (run) => {
    const units: number[] = [];
    for (const c of run) units.push((c.codePointAt(0) ?? PLANE_15) - PLANE_15);
    return String.fromCharCode(...units);
  });
}
