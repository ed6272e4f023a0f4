import { memo } from 'react';
import { fieldPath } from '../../edits/field-edits';
import type { Change } from '../../panels/questions/change';
import { sameByValue } from '../../panels/same-by-value';
import type { GroupAt } from './group-edits';
import { GroupFieldsEditor } from './group-settings';
import { innerFieldsOf, type InnerField } from './inner-kinds';

/** Where a section's questions are written: its own `properties`. */
export const sectionAt =
  (name: string) =>
  (text: string): GroupAt => {
    const path = fieldPath(text, name);
    return {
      fields: [...path, 'properties'],
      required: [...path, 'required'],
      ui: ['uiSchema', name],
      stem: 'field',
    };
  };

export const readSection = (text: string, name: string): InnerField[] =>
  innerFieldsOf(text, sectionAt(name)(text));

/** A section's questions. */
export const SectionSettings = memo(function SectionSettings({
  name,
  data,
  change,
}: {
  name: string;
  title: string;
  data: InnerField[];
  change: Change;
}) {
  return (
    <GroupFieldsEditor
      legend="Questions in the section"
      at={sectionAt(name)}
      fields={data}
      change={change}
    />
  );
}, sameByValue);
