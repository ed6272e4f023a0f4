import { Checkbox, FormControlLabel } from '@mui/material';
import { memo, useId } from 'react';
import type { Change } from '../../panels/questions/change';
import { EntryList } from '../../panels/questions/entry-list';
import { ListPicker } from '../../panels/questions/list-picker';
import { sameByValue } from '../../panels/same-by-value';
import {
  addGroupField,
  moveGroupField,
  removeGroupField,
  setGroupFieldRequired,
  setGroupFieldTitle,
  type GroupAt,
} from './group-edits';
import {
  INNER_KINDS,
  innerFieldText,
  setInnerKind,
  type InnerField,
  type InnerKind,
} from './inner-kinds';

/**
 * The questions inside a section, or inside each item of a list: each named,
 * of a plain kind, required or not, moved, removed and added by keyboard.
 */
export const GroupFieldsEditor = memo(function GroupFieldsEditor({
  legend,
  at,
  fields,
  change,
}: {
  legend: string;
  /** Where the group is written, as the text is now. */
  at: (text: string) => GroupAt;
  fields: InnerField[];
  change: Change;
}) {
  const id = useId();
  return (
    <EntryList
      legend={legend}
      noun="question"
      entries={fields.map((f) => ({ words: f.title }))}
      fewest={1}
      onWords={(i, words) => {
        const field = fields[i];
        if (field) change((t) => setGroupFieldTitle(t, at(t), field.name, words), true);
      }}
      onMove={(from, to) => change((t) => moveGroupField(t, at(t), from, to))}
      onRemove={(i) => {
        const field = fields[i];
        if (field) change((t) => removeGroupField(t, at(t), field.name, 1));
      }}
      onAdd={() => change((t) => addGroupField(t, at(t), innerFieldText('text'), 'New question'))}
      extra={(i) => {
        const field = fields[i];
        if (!field) return null;
        return (
          <>
            <ListPicker
              id={`${id}-kind-${String(i)}`}
              label={`Kind of “${field.title}”`}
              value={field.kind ?? ''}
              onChange={(e) =>
                change((t) => setInnerKind(t, at(t), field.name, e.target.value as InnerKind))
              }
              sx={{ minWidth: 150 }}
            >
              {!field.kind && <option value="">Written in the file</option>}
              {(Object.keys(INNER_KINDS) as InnerKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {INNER_KINDS[kind].words}
                </option>
              ))}
            </ListPicker>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.required}
                  onChange={(e) =>
                    change((t) => setGroupFieldRequired(t, at(t), field.name, e.target.checked))
                  }
                />
              }
              label="Required"
              sx={{ mr: 0 }}
            />
          </>
        );
      }}
    />
  );
}, sameByValue);
