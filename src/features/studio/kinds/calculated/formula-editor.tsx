import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { memo, useId, useState } from 'react';
import { type Formula, logicOf, setFormula } from './formula-edits';
import { sameByValue } from '../../panels/same-by-value';
import type { Change } from '../../panels/questions/change';
import type { Settings } from '../../panels/questions/question-settings';
import { ListPicker } from '../../panels/questions/list-picker';
import { ONE_COLUMN } from '../../panels/questions/one-column';

type FormulaKind = Formula['kind'];

/**
 * A calculated value's formula from a picker: the sum of questions, questions
 * multiplied together (and by a fixed number), how many are answered, or the
 * points their answers score, with the JSON Logic it writes shown underneath.
 */
export const FormulaEditor = memo(function FormulaEditor({
  name,
  settings,
  change,
}: {
  name: string;
  settings: NonNullable<Settings['formula']>;
  change: Change;
}) {
  const id = useId();
  // An empty sum, count and score are written alike ({"+": []}): the kind picked is kept here.
  const [picked, setPicked] = useState<'count' | 'points'>();
  const emptySum = settings.formula.kind === 'sum' && settings.formula.of.length === 0;
  const formula: Formula = emptySum && picked ? { kind: picked, of: [] } : settings.formula;
  const chosen = formula.kind === 'written' ? [] : formula.of;
  const candidates =
    formula.kind === 'count'
      ? settings.answers
      : formula.kind === 'points'
        ? settings.scored
        : settings.numbers;
  const write = (next: Formula) => change((t) => setFormula(t, name, next));
  const withKind = (kind: FormulaKind): Formula => {
    const allowed = kind === 'points' ? settings.scored : settings.numbers;
    const of = chosen.filter((n) => kind === 'count' || allowed.some((q) => q.name === n));
    // A quiz's score counts every question that gives points, unless some are chosen.
    if (kind === 'points' && of.length === 0) return { kind, of: allowed.map((q) => q.name) };
    if (kind === 'times') return { kind, of, by: undefined };
    return kind === 'written' ? formula : { kind, of };
  };
  const toggle = (question: string, on: boolean) => {
    if (formula.kind === 'written') return;
    const of = on
      ? candidates.map((q) => q.name).filter((n) => n === question || chosen.includes(n))
      : chosen.filter((n) => n !== question);
    write({ ...formula, of });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, ...ONE_COLUMN, gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        How it is worked out
      </Typography>
      <ListPicker
        id={`${id}-kind`}
        label="The value is"
        value={formula.kind}
        onChange={(e) => {
          const kind = e.target.value as FormulaKind;
          setPicked(kind === 'count' || kind === 'points' ? kind : undefined);
          write(withKind(kind));
        }}
        sx={{ maxWidth: 420 }}
      >
        <option value="sum">The sum of numbers</option>
        <option value="times">Numbers multiplied together</option>
        <option value="count">How many questions are answered</option>
        <option value="points">The points of the answers (a quiz score)</option>
        {formula.kind === 'written' && (
          <option value="written">A formula written by hand (change it in the File tab)</option>
        )}
      </ListPicker>
      {formula.kind !== 'written' && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
            Of these questions
          </Typography>
          {candidates.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {formula.kind === 'points'
                ? 'Give a choice question points first (“Points for a quiz” under its choices).'
                : 'Add a number question first: this value is worked out from it.'}
            </Typography>
          )}
          {candidates.map((q) => (
            <FormControlLabel
              key={q.name}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={chosen.includes(q.name)}
                  onChange={(e) => toggle(q.name, e.target.checked)}
                />
              }
              label={q.title}
            />
          ))}
        </Box>
      )}
      {formula.kind === 'times' && (
        <TextField
          size="small"
          type="number"
          label="And by a fixed number (empty: none)"
          value={formula.by ?? ''}
          onChange={(e) => {
            const typed = e.target.value.trim();
            const by = typed === '' ? undefined : Number(typed);
            if (by === undefined || !Number.isNaN(by)) write({ ...formula, by });
          }}
          sx={{ maxWidth: 280 }}
        />
      )}
      <Box>
        <Typography variant="body2" color="text.secondary">
          Written in the file as (JSON Logic):
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: 13 }}
        >
          {JSON.stringify(logicOf(formula))}
        </Box>
      </Box>
    </Box>
  );
}, sameByValue);
