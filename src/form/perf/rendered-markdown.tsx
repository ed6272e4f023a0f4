import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { fromRenderedText } from '../../screen/rendered-text';

// Answers put in as private-use characters (screen/rendered-text.ts) turned back
// into the answer in the text Markdown renders: never markup, never a link.
const renderRule: MarkdownToJSX.Options['renderRule'] = (next, node) => {
  if (!('text' in node) || typeof node.text !== 'string') return next();
  const text = fromRenderedText(node.text);
  return text === node.text ? next() : text;
};

/** markdown-to-jsx's Markdown, with piped answers rendered as text (lazy-markdown.tsx loads it). */
export default function RenderedMarkdown(props: ComponentProps<typeof Markdown>) {
  return <Markdown {...props} options={{ ...props.options, renderRule }} />;
}
