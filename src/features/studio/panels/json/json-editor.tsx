import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { Problem } from '../../../../screen/types';
import { metaSchemaCompletion, metaSchemaHover } from './meta-schema-help';

/** A change that came from outside the editor (the cards, undo): not told back as typing. */
const fromOutside = Annotation.define<boolean>();

type Props = {
  text: string;
  onChange: (text: string) => void;
  problems: Problem[];
};

/** The checker's message at its line and column, over the word there. */
function diagnosticOf(doc: Text, p: Problem): Diagnostic {
  const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(p.column - 1, 0), line.to);
  const word = /^("(?:[^"\\]|\\.)*"|[^\s,:{}[\]]+)/.exec(doc.sliceString(from, line.to));
  return { from, to: from + (word?.[0].length ?? 0), severity: 'error', message: p.message };
}

/**
 * The screen file in CodeMirror 6: JSON colours, completion and hover from the
 * meta-schema, the checker's messages as markers. The text belongs to the
 * studio (one history for the cards and this tab), so undo and redo here are
 * the studio's. Tab moves focus on, as everywhere on the page.
 */
export function JsonEditor({ text, onChange, problems }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const handlers = useRef({ onChange });
  useEffect(() => {
    handlers.current = { onChange };
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          // The file grows with the page instead of scrolling in a box: a box that scrolls is
          // one more stop for the keyboard, which CodeMirror's scroller is not (axe).
          EditorView.lineWrapping,
          lintGutter(),
          autocompletion({ override: [metaSchemaCompletion] }),
          metaSchemaHover,
          keymap.of([...completionKeymap, ...defaultKeymap]),
          EditorView.contentAttributes.of({ 'aria-label': 'Screen file (JSON)' }),
          EditorView.updateListener.of((update) => {
            const outside = update.transactions.some((t) => t.annotation(fromOutside));
            if (update.docChanged && !outside)
              handlers.current.onChange(update.state.doc.toString());
          }),
          EditorView.theme({
            '&': {
              fontSize: '14px',
              border: '1px solid',
              borderColor: 'var(--mui-palette-divider)',
            },
            '&.cm-focused': { outline: '2px solid var(--mui-palette-primary-main)' },
            '.cm-scroller': { fontFamily: 'monospace', minHeight: '480px' },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; the text follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change from the cards or undo: only the part that differs, so the cursor stays.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const old = editor.state.doc.toString();
    if (old === text) return;
    let start = 0;
    while (start < old.length && start < text.length && old[start] === text[start]) start++;
    let end = 0;
    while (
      end < old.length - start &&
      end < text.length - start &&
      old[old.length - 1 - end] === text[text.length - 1 - end]
    )
      end++;
    editor.dispatch({
      changes: { from: start, to: old.length - end, insert: text.slice(start, text.length - end) },
      annotations: fromOutside.of(true),
    });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    editor.dispatch(
      setDiagnostics(
        editor.state,
        problems.map((p) => diagnosticOf(doc, p)),
      ),
    );
  }, [problems, text]);

  return <Box ref={host} sx={{ '& .studio-hover': { p: 1, maxWidth: 360 } }} />;
}
