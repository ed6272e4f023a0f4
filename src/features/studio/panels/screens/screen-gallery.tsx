import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { GALLERY, questionCount } from './gallery';

/** What a new screen starts from: `''` blank, `gallery:<id>` a ready screen, `copy:<file>` a copy. */
export type NewScreenStart = string;

const GALLERY_PREFIX = 'gallery:';
const COPY_PREFIX = 'copy:';

/** The file text a start gives, or the file to read (a copy); `undefined` for blank. */
export function startOf(start: NewScreenStart): { text: string } | { copyOf: string } | undefined {
  if (start.startsWith(GALLERY_PREFIX)) {
    const ready = GALLERY.find((g) => `${GALLERY_PREFIX}${g.id}` === start);
    return ready && { text: ready.text };
  }
  if (start.startsWith(COPY_PREFIX)) return { copyOf: start.slice(COPY_PREFIX.length) };
  return undefined;
}

/** A copy waits for the screen to copy; every other start is whole. */
export const isChosen = (start: NewScreenStart) => start !== COPY_PREFIX;

/** The address a ready screen suggests: its own id. */
export const suggestedSlug = (start: NewScreenStart) =>
  start.startsWith(GALLERY_PREFIX) ? start.slice(GALLERY_PREFIX.length) : '';

const cardSx = {
  m: 0,
  alignItems: 'flex-start',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1,
  pr: 2,
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

/**
 * The start of a new screen, as cards: blank, one of the ready screens (its
 * title, one line, how many questions), or a copy of one of the author's own.
 * One radio group, so arrows move between cards and the choice is announced.
 */
export function ScreenGallery({
  value,
  onChange,
  copies,
}: {
  value: NewScreenStart;
  onChange: (start: NewScreenStart) => void;
  copies: { name: string; title: string }[];
}) {
  const counts = useMemo(() => GALLERY.map((g) => questionCount(g.text)), []);
  const copying = value.startsWith(COPY_PREFIX);
  const card = (id: string, title: string, line: string) => (
    <FormControlLabel
      key={id}
      value={id}
      control={<Radio />}
      sx={cardSx}
      label={
        <Box sx={{ pt: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {line}
          </Typography>
        </Box>
      }
    />
  );
  return (
    <FormControl>
      <FormLabel id="start-from">Start from</FormLabel>
      <RadioGroup
        aria-labelledby="start-from"
        value={copying ? COPY_PREFIX : value}
        onChange={(e) => onChange(e.target.value === COPY_PREFIX ? COPY_PREFIX : e.target.value)}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' }, mt: 1 }}
      >
        {card('', 'A blank screen', 'One question to start from')}
        {GALLERY.map((g, i) =>
          card(
            `${GALLERY_PREFIX}${g.id}`,
            g.title,
            `${g.line} · ${String(counts[i])} question${counts[i] === 1 ? '' : 's'}`,
          ),
        )}
        {copies.length > 0 &&
          card(COPY_PREFIX, 'A copy of one of your screens', 'Every question and setting of it')}
      </RadioGroup>
      {copying && (
        <TextField
          select
          label="Which screen to copy"
          value={value.slice(COPY_PREFIX.length)}
          onChange={(e) => onChange(`${COPY_PREFIX}${e.target.value}`)}
          sx={{ mt: 2 }}
        >
          {copies.map((c) => (
            <MenuItem key={c.name} value={c.name}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormControl>
  );
}
