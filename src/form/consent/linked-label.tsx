import type { LinkedWords } from '../../screen/linked-words';

/**
 * The words of a box, its Markdown links rendered as links (a consent box's
 * "I agree to the [privacy policy](https://...)"): opened in a new tab, so
 * the form and its answers stay. The links are the author's (linked-words.ts). Only screens with such words carry it (perf/parts.ts).
 */
export default function LinkedLabel({ words }: { words: LinkedWords }) {
  return words.map((part, i) =>
    'href' in part ? (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
