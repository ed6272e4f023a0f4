import { Box, Button, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { ConditionEditor } from '../questions/condition-editor';
import { conditionWords } from '../../edits/condition-edits';
import type { Change } from '../questions/change';
import { markedAt } from '../../checking/screen-mistakes';
import {
  addResult,
  moveResult,
  removeResult,
  resultDecidersOf,
  setResultCondition,
  setResultMessage,
  setResultTitle,
  type Result,
} from '../../edits/result-edits';

/**
 * The thank-you texts by result (`success.results`), like a quiz's score
 * ranges: each with the condition that picks it, in the order they are tried.
 */
export function ResultsEditor({
  text,
  results,
  change,
  mistakes,
}: {
  text: string;
  results: Result[];
  change: Change;
  /** The check's words by place in the file (screen-mistakes.ts). */
  mistakes: ReadonlyMap<string, string>;
}) {
  const deciders = useMemo(() => resultDecidersOf(text), [text]);
  const said = (r: Result) =>
    r.condition
      ? `: when ${conditionWords(text, r.condition)}`
      : r.always
        ? ': for every other answer'
        : ': on a condition written in the file';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Thank-you texts by result
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Like a quiz&apos;s score: the first result whose condition holds replaces the title and
        message above. {'{{name}}'} puts in an answer, a calculated value too.
      </Typography>
      {results.length > 0 && (
        <Box component="ol" aria-label="Results" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {results.map((r, i) => (
            <Box
              component="li"
              key={i}
              aria-label={`Result ${i + 1}`}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography variant="subtitle2" component="p">
                Result {i + 1}
                {said(r)}
              </Typography>
              {r.condition || r.always ? (
                <ConditionEditor
                  name={`result-${i}`}
                  subject="result"
                  condition={r.condition}
                  deciders={deciders}
                  change={change}
                  write={(t, c) => setResultCondition(t, i, c)}
                />
              ) : (
                <Button
                  size="small"
                  sx={{ justifySelf: 'start' }}
                  onClick={() => change((t) => setResultCondition(t, i, undefined))}
                >
                  Show result {i + 1} for every other answer
                </Button>
              )}
              <TextField
                size="small"
                label={`Title of result ${i + 1}`}
                value={r.title}
                onChange={(e) => change((t) => setResultTitle(t, i, e.target.value), true)}
                {...markedAt(mistakes, `success.results.${String(i)}.title`)}
              />
              <TextField
                size="small"
                label={`Message of result ${i + 1}`}
                multiline
                minRows={2}
                value={r.message}
                onChange={(e) => change((t) => setResultMessage(t, i, e.target.value), true)}
                {...markedAt(mistakes, `success.results.${String(i)}.message`)}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  disabled={i === 0}
                  onClick={() => change((t) => moveResult(t, i, i - 1))}
                >
                  Move result {i + 1} up
                </Button>
                <Button
                  size="small"
                  disabled={i === results.length - 1}
                  onClick={() => change((t) => moveResult(t, i, i + 1))}
                >
                  Move result {i + 1} down
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => change((t) => removeResult(t, i))}
                >
                  Remove result {i + 1}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        onClick={() => change(addResult)}
      >
        + Add a result
      </Button>
    </Box>
  );
}
