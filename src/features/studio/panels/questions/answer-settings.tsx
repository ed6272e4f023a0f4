import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { memo, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { getCountries } from 'libphonenumber-js/min';
import { linkParamOf, setDefault, setPhoneCountry, setPrefill } from '../../edits/answer-edits';
import type { Choice } from '../../edits/choice-edits';
import { removeCondition, setCondition, type Decider } from '../../edits/condition-edits';
import type { Condition, ConditionTest } from '../../edits/field-edits';
import { logicOf, setFormula, type Formula } from '../../edits/formula-edits';
import type { QuestionKind } from '../../kinds/kind-table';
import type { Change, Settings, Start } from './question-settings';
import { sameByValue } from '../same-by-value';

/**
 * The settings of the open question about its answer: the formula of a
 * calculated value, how the answer starts, and when the question shows.
 */

type FormulaKind = Formula['kind'];

/** A list to pick one from: a native select, which every keyboard and screen reader knows. */
function ListPicker({
  id,
  label,
  value,
  onChange,
  sx,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      // Shrunk always: "Always" and "Nothing chosen" are values, not an empty box.
      slotProps={{ select: { native: true }, inputLabel: { htmlFor: id, shrink: true } }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}

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
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
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
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}
        >
          {JSON.stringify(logicOf(formula))}
        </Box>
      </Box>
    </Box>
  );
}, sameByValue);

/** The box an answer to start with is typed in, by kind. */
const DEFAULT_INPUT: Partial<Record<QuestionKind, 'text' | 'number' | 'date' | 'time'>> = {
  'short-text': 'text',
  'long-text': 'text',
  email: 'text',
  'web-address': 'text',
  number: 'number',
  date: 'date',
  time: 'time',
};

/** The kinds whose answer can be filled in when the form opens. */
/** Every country a phone number can be from, by its English name. */
const COUNTRIES = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, words: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.words.localeCompare(b.words, 'en'));
})();

const PREFILLED: readonly QuestionKind[] = [
  'short-text',
  'long-text',
  'email',
  'web-address',
  'phone',
  'number',
  'date',
  'time',
  'date-time',
  'choice',
  'several-choices',
  'yes-no',
  'checkbox',
  'scale',
  'rating',
  'opinion',
  'nps',
];

type PrefillChoice = 'none' | 'link' | 'email' | 'name' | 'uid';

/**
 * How the answer starts: an answer given in advance, and where it is filled
 * in from when the form opens (a parameter of the link, or the signed-in
 * person), held to the checker's rule for the question the copy goes to.
 */
export const StartEditor = memo(function StartEditor({
  name,
  kind,
  start,
  choices,
  change,
}: {
  name: string;
  kind: QuestionKind | undefined;
  start: Start;
  choices: Choice[] | undefined;
  change: Change;
}) {
  const id = useId();
  if (!kind || !PREFILLED.includes(kind)) return null;
  const input = DEFAULT_INPUT[kind];
  const prefill: PrefillChoice = !start.prefill
    ? 'none'
    : start.prefill.from === 'link'
      ? 'link'
      : start.prefill.what;
  const choose = (choice: PrefillChoice) =>
    change((t) =>
      setPrefill(
        t,
        name,
        choice === 'none'
          ? undefined
          : choice === 'link'
            ? { from: 'link', param: start.prefill?.from === 'link' ? start.prefill.param : name }
            : { from: 'person', what: choice },
      ),
    );
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        How the answer starts
      </Typography>
      {input && (
        <TextField
          size="small"
          type={input}
          label="Answer it starts with (empty: none)"
          value={start.value === undefined ? '' : String(start.value)}
          onChange={(e) => {
            const typed = e.target.value;
            const value = typed === '' ? undefined : input === 'number' ? Number(typed) : typed;
            if (typeof value === 'number' && Number.isNaN(value)) return;
            change((t) => setDefault(t, name, value), true);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {kind === 'choice' && choices && (
        <ListPicker
          id={`${id}-default`}
          label="Chosen at the start"
          value={String(choices.findIndex((c) => c.code === start.value))}
          onChange={(e) => {
            const chosen = choices[Number(e.target.value)];
            change((t) => setDefault(t, name, chosen?.code));
          }}
          sx={{ maxWidth: 360 }}
        >
          <option value="-1">Nothing chosen</option>
          {choices.map((c, i) => (
            <option key={i} value={String(i)}>
              {c.words}
            </option>
          ))}
        </ListPicker>
      )}
      {kind === 'phone' && (
        <ListPicker
          id={`${id}-country`}
          label="Country it starts on"
          value={start.country ?? ''}
          onChange={(e) => change((t) => setPhoneCountry(t, name, e.target.value || undefined))}
          sx={{ maxWidth: 420 }}
        >
          <option value="">The visitor’s (their browser’s region, else the page’s language)</option>
          {COUNTRIES.map(({ code, words }) => (
            <option key={code} value={code}>
              {words}
            </option>
          ))}
        </ListPicker>
      )}
      {kind === 'checkbox' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={start.value === true}
              onChange={(e) => change((t) => setDefault(t, name, e.target.checked))}
            />
          }
          label="Ticked at the start"
        />
      )}
      <ListPicker
        id={`${id}-prefill`}
        label="Filled in when the form opens"
        value={prefill}
        onChange={(e) => choose(e.target.value as PrefillChoice)}
        sx={{ maxWidth: 420 }}
      >
        <option value="none">Not filled in</option>
        {!start.receivesCopy && <option value="link">From the link it is opened with</option>}
        <option value="email">The signed-in person’s email</option>
        {!start.receivesCopy && <option value="name">The signed-in person’s name</option>}
        {!start.receivesCopy && <option value="uid">The signed-in person’s account id</option>}
        {start.receivesCopy && prefill !== 'none' && prefill !== 'email' && (
          <option value={prefill}>Something else: change it in the File (JSON) tab</option>
        )}
      </ListPicker>
      {start.receivesCopy && (
        <Typography variant="body2" color="text.secondary">
          The copy of the answers goes to this address, so it may be filled in only from the
          signed-in person’s email: a link must never choose where someone’s answers go.
        </Typography>
      )}
      {start.prefill?.from === 'link' && (
        <TextField
          size="small"
          label="Name of the link’s parameter"
          value={start.prefill.param}
          onChange={(e) => {
            const param = linkParamOf(e.target.value);
            if (param) change((t) => setPrefill(t, name, { from: 'link', param }), true);
          }}
          helperText={`A link ending in ?${start.prefill.param}=… fills it in; people can still change it.`}
          sx={{ maxWidth: 360 }}
        />
      )}
      {start.prefill?.from === 'person' && (
        <Typography variant="body2" color="text.secondary">
          Only when the person is signed in; otherwise it starts as if not filled in.
        </Typography>
      )}
    </Box>
  );
}, sameByValue);

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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
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
