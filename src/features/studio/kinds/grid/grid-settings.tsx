import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { memo, useId } from 'react';
import type { Change } from '../../panels/questions/change';
import { EntryList } from '../../panels/questions/entry-list';
import { sameByValue } from '../../panels/same-by-value';
import {
  addColumn,
  addRow,
  FEWEST_COLUMNS,
  FEWEST_ROWS,
  moveColumn,
  moveRow,
  removeColumn,
  removeRow,
  setColumnWords,
  setRowRequired,
  setRowTitle,
  setSeveral,
  type Grid,
} from './grid-edits';
import { ONE_COLUMN } from '../../panels/questions/one-column';

/**
 * A grid's rows and columns by keyboard: each named, moved, removed and
 * added, a row required or not, and one answer a row or several.
 */
export const GridSettings = memo(function GridSettings({
  name,
  data: grid,
  change,
}: {
  name: string;
  title: string;
  data: Grid;
  change: Change;
}) {
  const id = useId();
  return (
    <Box sx={{ ...ONE_COLUMN, gap: 2 }}>
      <EntryList
        legend="Rows"
        help="Each row is a question of its own, answered in the columns."
        noun="row"
        entries={grid.rows.map((r) => ({ words: r.title }))}
        fewest={FEWEST_ROWS}
        onWords={(i, words) => {
          const row = grid.rows[i];
          if (row) change((t) => setRowTitle(t, name, row.name, words), true);
        }}
        onMove={(from, to) => change((t) => moveRow(t, name, from, to))}
        onRemove={(i) => {
          const row = grid.rows[i];
          if (row) change((t) => removeRow(t, name, row.name));
        }}
        onAdd={() => change((t) => addRow(t, name))}
        extra={(i) => {
          const row = grid.rows[i];
          return (
            row && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={row.required}
                    onChange={(e) =>
                      change((t) => setRowRequired(t, name, row.name, e.target.checked))
                    }
                  />
                }
                label={`“${row.title}” must be answered`}
                sx={{ mr: 0 }}
              />
            )
          );
        }}
      />
      <EntryList
        legend="Columns"
        help="The answers every row offers, in this order."
        noun="column"
        entries={grid.columns.map((c) => ({ words: c.words }))}
        fewest={FEWEST_COLUMNS}
        onWords={(i, words) => change((t) => setColumnWords(t, name, i, words), true)}
        onMove={(from, to) => change((t) => moveColumn(t, name, from, to))}
        onRemove={(i) => change((t) => removeColumn(t, name, i))}
        onAdd={() => change((t) => addColumn(t, name))}
      />
      <FormControl>
        <FormLabel id={`${id}-several`}>Answers a row</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-several`}
          value={grid.several ? 'several' : 'one'}
          onChange={(e) => change((t) => setSeveral(t, name, e.target.value === 'several'))}
        >
          <FormControlLabel
            value="one"
            control={<Radio />}
            label="One answer a row (round buttons)"
          />
          <FormControlLabel
            value="several"
            control={<Radio />}
            label="Several answers a row (ticks)"
          />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}, sameByValue);
