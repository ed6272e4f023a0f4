import { isObject } from '../kernel/is-object';

/**
 * A label's Markdown links, `[privacy policy](https://example.org/privacy)`:
 * the one piece of Markdown a consent box's words may carry. Only web and
 * mail addresses are links (what micromark's safe defaults keep for the
 * screen's description); anything else stays the words as written.
 */
export type LinkedWords = ({ text: string } | { text: string; href: string })[];

const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

export function linkedWords(label: string): LinkedWords {
  const parts: LinkedWords = [];
  let at = 0;
  for (const m of label.matchAll(LINK)) {
    const [whole, text = '', href = ''] = m;
    if (!SAFE_HREF.test(href)) continue;
    if (m.index > at) parts.push({ text: label.slice(at, m.index) });
    parts.push({ text, href });
    at = m.index + whole.length;
  }
  if (at < label.length) parts.push({ text: label.slice(at) });
  return parts;
}

/**
 * The `ui:options` key under which piping (piping.ts) hands a linked title's words to the form:
 * its links found in the author's words, the answers put into the words around them as text.
 */
export const LINKED_TITLE = 'linkedTitle';

/** The words of a linked title piping made (LINKED_TITLE), if `options` has them. */
export function pipedLinkedTitle(options: unknown): LinkedWords | undefined {
  const words = isObject(options) ? options[LINKED_TITLE] : undefined;
  return Array.isArray(words) ? (words as LinkedWords) : undefined;
}

/** Whether the label has a link to render (cheap: the form asks it of every checkbox). */
export function hasLink(label: string): boolean {
  return linkedWords(label).some((part) => 'href' in part);
}

/** The label as a person reads it, links as their words: for the email and the checker's echoes. */
export function plainWords(label: string): string {
  return linkedWords(label)
    .map((p) => p.text)
    .join('');
}

/** The links of a label whose address is not a web or mail address, for `npm run check`. */
export function unsafeLinks(label: string): string[] {
  return [...label.matchAll(LINK)].map((m) => m[2] ?? '').filter((href) => !SAFE_HREF.test(href));
}
