import { Box, TextField } from '@mui/material';
import { memo, useId } from 'react';
import { i18n } from '../../../../kernel/i18n/i18n';
// The scales' words (NPS's standard end words), loaded as the form's own scales load them.
import '../../../../kernel/i18n/scale-words';
import type { Change } from '../../panels/questions/change';
import { ListPicker } from '../../panels/questions/list-picker';
import { sameByValue } from '../../panels/same-by-value';
import { setEnd, setStars, STARS, type End, type Ends } from './scale-edits';

const END_WORDS: Record<End, string> = {
  low: 'Words at the low end',
  high: 'Words at the high end',
};

/** The words at a scale's two ends, read under its first and last number. */
function EndsSettings({
  name,
  ends,
  placeholders,
  change,
}: {
  name: string;
  ends: Ends;
  placeholders: Ends;
  change: Change;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {(['low', 'high'] as const).map((end) => (
        <TextField
          key={end}
          size="small"
          label={END_WORDS[end]}
          value={ends[end]}
          placeholder={placeholders[end]}
          helperText={placeholders[end] ? `Empty: “${placeholders[end]}”` : 'Empty: none'}
          onChange={(e) => change((t) => setEnd(t, name, end, e.target.value), true)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
}

type Props<D> = { name: string; title: string; data: D; change: Change };

/** An opinion scale's end words: none unless written. */
export const OpinionSettings = memo(function OpinionSettings({ name, data, change }: Props<Ends>) {
  return (
    <EndsSettings name={name} ends={data} placeholders={{ low: '', high: '' }} change={change} />
  );
}, sameByValue);

/** NPS's end words: the standard ones unless written. */
export const NpsSettings = memo(function NpsSettings({ name, data, change }: Props<Ends>) {
  const placeholders = { low: i18n._('opinion.npsLow'), high: i18n._('opinion.npsHigh') };
  return <EndsSettings name={name} ends={data} placeholders={placeholders} change={change} />;
}, sameByValue);

/** A star rating's number of stars. */
export const RatingSettings = memo(function RatingSettings({
  name,
  data: stars,
  change,
}: Props<number | undefined>) {
  const id = useId();
  const counts = Array.from({ length: STARS.most - STARS.fewest + 1 }, (_, i) => STARS.fewest + i);
  return (
    <ListPicker
      id={`${id}-stars`}
      label="Number of stars"
      value={String(stars ?? 5)}
      onChange={(e) => change((t) => setStars(t, name, Number(e.target.value)))}
      sx={{ maxWidth: 240 }}
    >
      {counts.map((n) => (
        <option key={n} value={String(n)}>
          {n} stars
        </option>
      ))}
    </ListPicker>
  );
}, sameByValue);
