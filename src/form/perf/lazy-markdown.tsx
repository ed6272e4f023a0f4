import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

// src/build/form-perf-swaps.ts (SPEED_SWAPS) points rjsf's own `markdown-to-jsx/react` imports here: the
// parser is a quarter of rjsf's code and only draws uiSchema text that asks for
// Markdown (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`) and a
// few of rjsf's own messages, so it loads the first time one is shown.
const Loaded = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

export function Markdown(props: MarkdownProps) {
  // Until the parser is there, the text reads as it was written.
  const plain = typeof props.children === 'string' ? props.children : null;
  return (
    <Suspense fallback={<span>{plain}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}
