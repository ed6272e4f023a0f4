import { Box, TextField, Typography } from '@mui/material';
import { memo, useId } from 'react';
import { type Decider, removeCondition, setCondition } from '../../edits/condition-edits';
import { sameByValue } from '../same-by-value';
import type { Condition, ConditionTest } from '../../edits/field-edits';
import type { Change } from './change';
import { ListPicker } from './list-picker';
import { ONE_COLUMN } from './one-column';

/** How a number is compared: at least, at most or exactly. */
const numericKind = (kind: string): 'at-least' | 'at-most' | 'is' =>
  kind === 'at-most' || kind === 'is' ? kind : 'at-least';

/**
 * "Show this question when an earlier question is an answer": the earlier
 * question and its answer picked from lists (a number compared "at least" or
 * "at most"), "Always" to take the condition away.
 */
export const ConditionEditor = memo(function ConditionEditor({
  name,
  condition,
  deciders,
  change,
  subject = 'question',
  write = (t, c) => (c ? setCondition(t, name, c.on, c.test) : removeCondition(t, name)),
}: {
  name: string;
  condition: Pick<Condition, 'on' | 'test'> | undefined;
  deciders: Decider[];
  change: Change;
  /** What shows on the condition: a question, a page of the form, or a thank-you text. */
  subject?: 'question' | 'page' | 'result';
  /** Writes the condition, or takes it away with `undefined`: a question's by default. */
  write?: (text: string, condition: Pick<Condition, 'on' | 'test'> | undefined) => string;
}) {
  const id = useId();
  const decider = deciders.find((d) => d.name === condition?.on);
  if (deciders.length === 0 && !condition) {
    return (
      <Typography variant="body2" color="text.secondary">
        Shown always: a question with a yes/no, a choice or a number{' '}
        {subject === 'page' ? 'on an earlier page' : subject === 'result' ? '' : 'before it'} can
        decide when it shows.
      </Typography>
    );
  }
  const firstTest = (d: Decider): ConditionTest =>
    d.numeric
      ? { kind: 'at-least', value: 1 }
      : { kind: d.several ? 'includes' : 'is', value: d.answers[0]?.value };
  const pick = (on: string) => {
    const chosen = deciders.find((d) => d.name === on);
    change((t) => write(t, chosen && { on, test: firstTest(chosen) }));
  };
  const test = condition?.test;
  const answerIndex =
    decider && test && !decider.numeric
      ? decider.answers.findIndex((a) => a.value === test.value)
      : -1;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, ...ONE_COLUMN, gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        When it shows
      </Typography>
      <ListPicker
        id={`${id}-on`}
        label={`Show this ${subject}`}
        value={condition?.on ?? ''}
        onChange={(e) => pick(e.target.value)}
        sx={{ maxWidth: 420 }}
      >
        <option value="">{subject === 'result' ? 'For every other answer' : 'Always'}</option>
        {deciders.map((d) => (
          <option key={d.name} value={d.name}>
            When “{d.title}” is answered…
          </option>
        ))}
        {condition && !decider && <option value={condition.on}>{condition.on}</option>}
      </ListPicker>
      {decider && test && !decider.numeric && (
        <ListPicker
          id={`${id}-answer`}
          label={decider.several ? 'Its answer includes' : 'Its answer is'}
          value={String(Math.max(answerIndex, 0))}
          onChange={(e) => {
            const answer = decider.answers[Number(e.target.value)];
            if (answer) {
              change((t) =>
                write(t, {
                  on: decider.name,
                  test: { kind: test.kind, value: answer.value } as ConditionTest,
                }),
              );
            }
          }}
          sx={{ maxWidth: 420 }}
        >
          {decider.answers.map((a, i) => (
            <option key={i} value={String(i)}>
              {a.words}
            </option>
          ))}
        </ListPicker>
      )}
      {decider && test && decider.numeric && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ListPicker
            id={`${id}-compare`}
            label="Its answer is"
            value={test.kind}
            onChange={(e) =>
              change((t) =>
                write(t, {
                  on: decider.name,
                  test: { kind: numericKind(e.target.value), value: Number(test.value) },
                }),
              )
            }
          >
            <option value="at-least">at least</option>
            <option value="at-most">at most</option>
            <option value="is">exactly</option>
          </ListPicker>
          <TextField
            size="small"
            type="number"
            label="Number"
            value={String(test.value)}
            onChange={(e) => {
              const value = Number(e.target.value);
              if (e.target.value.trim() === '' || Number.isNaN(value)) return;
              const kind = numericKind(test.kind);
              change((t) => write(t, { on: decider.name, test: { kind, value } }), true);
            }}
            sx={{ maxWidth: 160 }}
          />
        </Box>
      )}
    </Box>
  );
}, sameByValue);
