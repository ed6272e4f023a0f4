import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

// src/build/form-perf-swaps.ts (SPEED_SWAPS) points rjsf's own `markdown-to-jsx/react` imports here: the
// parser is a quarter of rjsf's code and only renders uiSchema text that asks for
// Markdown (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`) and a
// few of rjsf's own messages, so it loads the first time one is shown.
// Answers piped in (screen/rendered-text.ts) come back as text once Markdown is
// rendered: the parser's chunk brings that too, as only it needs it.
const Loaded = lazy(() => import('./rendered-markdown'));

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

export function Markdown(props: MarkdownProps) {
  // Until the parser is there, the text reads as it was written, without the answers.
  const plain =
    typeof props.children === 'string'
      ? props.children.replace(/[\u{f0000}-\u{ffffd}]/gu, '')
      : null;
  return (
    <Suspense fallback={<span>{plain}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}
