import { Box, TextField } from '@mui/material';
import { memo } from 'react';
import type { Change } from '../../panels/questions/change';
import { sameByValue } from '../../panels/same-by-value';
import { GroupFieldsEditor } from '../section/group-settings';
import { itemsAt, setItemCount, setItemTitle, type ItemList } from './list-edits';
import { ONE_COLUMN } from '../../panels/questions/one-column';

const countOf = (typed: string) => {
  const n = Number(typed.trim());
  return typed.trim() === '' ? undefined : Number.isInteger(n) && n >= 0 ? n : Number.NaN;
};

/** A list's sizes, what an item is called, and the questions of each item. */
export const ListSettings = memo(function ListSettings({
  name,
  data: list,
  change,
}: {
  name: string;
  title: string;
  data: ItemList;
  change: Change;
}) {
  const tooFew = list.fewest !== undefined && list.most !== undefined && list.fewest > list.most;
  return (
    <Box sx={{ ...ONE_COLUMN, gap: 2 }}>
      <TextField
        size="small"
        label="Each item is called"
        value={list.itemTitle}
        placeholder="Item"
        onChange={(e) => change((t) => setItemTitle(t, name, e.target.value), true)}
        helperText="Like Guest: the button reads Add guest, the items Guest 1, Guest 2"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {(
          [
            ['minItems', 'At least (items)', list.fewest],
            ['maxItems', 'At most (items)', list.most],
          ] as const
        ).map(([rule, label, value]) => (
          <TextField
            key={rule}
            size="small"
            type="number"
            label={label}
            value={value ?? ''}
            error={tooFew}
            helperText={tooFew ? 'At least is more than at most' : 'Empty: no rule'}
            onChange={(e) => {
              const count = countOf(e.target.value);
              if (!Number.isNaN(count)) change((t) => setItemCount(t, name, rule, count), true);
            }}
            slotProps={{ htmlInput: { min: 0 } }}
            sx={{ maxWidth: 200 }}
          />
        ))}
      </Box>
      <GroupFieldsEditor
        legend="Questions of each item"
        at={itemsAt(name)}
        fields={list.fields}
        change={change}
      />
    </Box>
  );
}, sameByValue);
