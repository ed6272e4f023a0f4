import { Box, TextField } from '@mui/material';
import { memo } from 'react';
import type { Change } from '../../panels/questions/change';
import { sameByValue } from '../../panels/same-by-value';
import { setOtherPoints, setOtherWords, type Other } from './other-edits';

/** The last choice's words ("Other"), which opens a box for the person's own answer, and its points. */
export const OtherSettings = memo(function OtherSettings({
  name,
  data: other,
  change,
}: {
  name: string;
  title: string;
  data: Other;
  change: Change;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label="Words of the last choice"
        value={other.words}
        onChange={(e) => change((t) => setOtherWords(t, name, e.target.value), true)}
        helperText="Choosing it opens a box for the person’s own answer, which must be filled in"
        sx={{ flex: '1 1 240px' }}
      />
      {other.scored && (
        <TextField
          size="small"
          type="number"
          label={`Points for “${other.words}”`}
          placeholder="0"
          value={other.points ?? ''}
          onChange={(e) => {
            const typed = e.target.value.trim();
            const points = typed === '' ? undefined : Number(typed);
            if (points === undefined || Number.isFinite(points))
              change((t) => setOtherPoints(t, name, points), true);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 200 }}
        />
      )}
    </Box>
  );
}, sameByValue);
