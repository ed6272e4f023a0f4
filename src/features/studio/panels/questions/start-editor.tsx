import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { memo, useId } from 'react';
import type { Choice } from '../../kinds/choice/choice-edits';
import type { QuestionKind } from '../../kinds/kind-table';
import { sameByValue } from '../same-by-value';
import { linkParamOf, setDefault, setPrefill } from '../../edits/answer-edits';
import type { Change } from './change';
import type { Start } from './question-settings';
import { ListPicker } from './list-picker';
import { PhoneCountry } from '../../kinds/phone/phone-country';
import { ONE_COLUMN } from './one-column';

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
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, ...ONE_COLUMN, gap: 1.5 }}>
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
        <PhoneCountry id={`${id}-country`} name={name} country={start.country} change={change} />
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
          The confirmation goes to this address, so it may be filled in only from the signed-in
          person’s email: a link must never choose where a mail goes.
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
