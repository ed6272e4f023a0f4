import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { sameByValue } from '../same-by-value';
import { ONE_COLUMN } from './one-column';

/** An entry's words; entries are told apart by their place, so typing never loses the box. */
type Entry = { words: string };

/**
 * A list of entries the author names and orders by keyboard: each entry's
 * words, its own extra (a Required box), ↑, ↓ and ✕, and "+ Add" at the end.
 * The rows and the columns of a grid; `noun` names an entry in the buttons'
 * names ("Move row “Food” up").
 */
export const EntryList = memo(function EntryList({
  legend,
  help,
  noun,
  entries,
  fewest,
  onWords,
  onMove,
  onRemove,
  onAdd,
  extra,
}: {
  legend: string;
  help?: string;
  noun: string;
  entries: Entry[];
  /** Entries that always stay: ✕ is off at this many. */
  fewest: number;
  onWords: (index: number, words: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  extra?: (index: number) => ReactNode;
}) {
  const Noun = noun[0]?.toUpperCase() + noun.slice(1);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <Box component="ol" aria-label={legend} sx={{ p: 0, m: 0, ...ONE_COLUMN, gap: 1 }}>
        {entries.map((entry, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: 1,
              rowGap: 1.5,
              alignItems: 'center',
            }}
          >
            <TextField
              size="small"
              label={`${Noun} ${String(index + 1)}`}
              value={entry.words}
              onChange={(e) => onWords(index, e.target.value)}
            />
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                aria-label={`Move ${noun} “${entry.words}” up`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <span aria-hidden="true">↑</span>
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${noun} “${entry.words}” down`}
                disabled={index === entries.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <span aria-hidden="true">↓</span>
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove ${noun} “${entry.words}”`}
                disabled={entries.length <= fewest}
                onClick={() => onRemove(index)}
              >
                <span aria-hidden="true">✕</span>
              </IconButton>
            </Box>
            {extra && (
              <Box
                sx={{
                  gridColumn: '1 / -1',
                  display: 'flex',
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                }}
              >
                {extra(index)}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={onAdd}>
        + Add a {noun}
      </Button>
    </Box>
  );
}, sameByValue);
