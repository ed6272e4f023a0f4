import { setGivesPoints } from '../calculated/formula-edits';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import {
  addChoice,
  moveChoice,
  removeChoice,
  setChoiceCode,
  setChoicePoints,
  setChoiceWords,
  type Choice,
} from './choice-edits';
import { sameByValue } from '../../panels/same-by-value';
import type { Change } from '../../panels/questions/change';
import { ONE_COLUMN } from '../../panels/questions/one-column';

/**
 * The choices of a choice or several-choices question: each one's words, its
 * code and, in a quiz, its points, moved up or down, removed, and new ones
 * added, all by keyboard.
 */
export const ChoicesEditor = memo(function ChoicesEditor({
  name,
  title,
  choices,
  wordsStored,
  scored,
  change,
  legend = 'Choices',
  offerPoints = true,
  fewest = 1,
}: {
  name: string;
  title: string;
  choices: Choice[];
  wordsStored: boolean;
  /** Each choice gives points for a quiz's score. */
  scored: boolean;
  change: Change;
  /** What the choices are called: a ranking's are its items. */
  legend?: string;
  /** Whether the choices may give points for a quiz. */
  offerPoints?: boolean;
  /** The fewest choices it keeps: none of those is offered for removal (fewestChoicesOf). */
  fewest?: number;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {wordsStored
          ? 'The words are what people read, and what is sent.'
          : 'The words are what people read; the code is what is stored and sent. The code follows the words until you change it yourself.'}
      </Typography>
      <Box
        component="ol"
        aria-label={`Choices of "${title}"`}
        sx={{ p: 0, m: 0, ...ONE_COLUMN, gap: 1.5 }}
      >
        {choices.map((choice, index) => (
          <ChoiceRow
            key={index}
            name={name}
            index={index}
            words={choice.words}
            code={choice.code}
            wordsStored={wordsStored}
            points={scored ? (choice.points ?? null) : undefined}
            codeTaken={choices.some((c, i) => i !== index && c.code === choice.code)}
            last={index === choices.length - 1}
            fewest={fewest}
            removable={choices.length > fewest}
            change={change}
          />
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
        onClick={() => change((t) => addChoice(t, name))}
      >
        + Add a choice
      </Button>
      {offerPoints && (
        <>
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={
              <Checkbox
                checked={scored}
                onChange={(e) => change((t) => setGivesPoints(t, name, e.target.checked))}
              />
            }
            label="Points for a quiz: each choice scores its points"
          />
          {scored && (
            <Typography variant="body2" color="text.secondary">
              An empty box scores 0. Add up the points with a calculated value: its formula
              &ldquo;The points of the answers&rdquo;.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}, sameByValue);

/** One choice's words, code and buttons: rendered again only when they change. */
const ChoiceRow = memo(function ChoiceRow({
  name,
  index,
  words,
  code,
  wordsStored,
  points,
  codeTaken,
  last,
  fewest,
  removable,
  change,
}: {
  name: string;
  index: number;
  words: string;
  code: string;
  wordsStored: boolean;
  /** Its points in a quiz (`null`: none yet); `undefined` when the question gives none. */
  points: number | null | undefined;
  /** Another choice has the same code. */
  codeTaken: boolean;
  last: boolean;
  /** The fewest choices the question keeps; `removable`: it has more. */
  fewest: number;
  removable: boolean;
  change: Change;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: [
          'minmax(0, 3fr)',
          ...(wordsStored ? [] : ['minmax(0, 2fr)']),
          ...(points === undefined ? [] : ['minmax(64px, 1fr)']),
          'auto',
        ].join(' '),
        gap: 1,
        alignItems: 'center',
      }}
    >
      <TextField
        size="small"
        label="Words"
        slotProps={{ htmlInput: { 'aria-label': `Choice ${index + 1}: words` } }}
        value={words}
        onChange={(e) => change((t) => setChoiceWords(t, name, index, e.target.value), true)}
      />
      {!wordsStored && (
        <TextField
          size="small"
          label="Code"
          slotProps={{ htmlInput: { 'aria-label': `Choice ${index + 1}: code` } }}
          value={code}
          onChange={(e) => change((t) => setChoiceCode(t, name, index, e.target.value), true)}
          error={codeTaken}
          helperText={codeTaken ? 'Another choice has this code' : undefined}
        />
      )}
      {points !== undefined && (
        <TextField
          size="small"
          type="number"
          label="Points"
          placeholder="0"
          // Shrunk always: the narrow box has no room for the label inside it.
          slotProps={{
            htmlInput: { 'aria-label': `Choice ${index + 1}: points` },
            inputLabel: { shrink: true },
          }}
          value={points ?? ''}
          onChange={(e) => {
            const typed = e.target.value.trim();
            const next = typed === '' ? undefined : Number(typed);
            if (next === undefined || Number.isFinite(next))
              change((t) => setChoicePoints(t, name, index, next), true);
          }}
        />
      )}
      <Box sx={{ display: 'flex' }}>
        <IconButton
          size="small"
          aria-label={`Move "${words}" up`}
          disabled={index === 0}
          onClick={() => change((t) => moveChoice(t, name, index, index - 1))}
        >
          <span aria-hidden="true">↑</span>
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move "${words}" down`}
          disabled={last}
          onClick={() => change((t) => moveChoice(t, name, index, index + 1))}
        >
          <span aria-hidden="true">↓</span>
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Remove "${words}"`}
          disabled={!removable}
          onClick={() => change((t) => removeChoice(t, name, index, fewest))}
        >
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Box>
    </Box>
  );
});
