import { isObject } from '../../../../kernel/is-object';
import { setAt, valueInText } from '../../edits/json-text';
import { groupEntries, groupFields, type GroupAt, type GroupField } from './group-edits';

/**
 * The kinds a field inside a section or a list item can be made of in the
 * cards: the plain ones, a box each. A field written otherwise in the file
 * keeps its kind, changed in the File (JSON) tab.
 */
export const INNER_KINDS = {
  text: { words: 'Short text', field: { type: 'string' } },
  number: { words: 'Number', field: { type: 'number' } },
  'yes-no': { words: 'Yes / no', field: { type: 'boolean' } },
  date: { words: 'Date', field: { type: 'string', format: 'date' } },
  email: { words: 'Email', field: { type: 'string', format: 'email' } },
} as const;

export type InnerKind = keyof typeof INNER_KINDS;

export type InnerField = GroupField & { kind: InnerKind | undefined };

function innerKindOf(field: Record<string, unknown>): InnerKind | undefined {
  const keys = Object.keys(field).filter((k) => k !== 'title');
  return (Object.keys(INNER_KINDS) as InnerKind[]).find((kind) => {
    const made: Record<string, unknown> = INNER_KINDS[kind].field;
    return keys.length === Object.keys(made).length && keys.every((k) => field[k] === made[k]);
  });
}

export function innerFieldsOf(text: string, at: GroupAt): InnerField[] {
  const written = new Map(groupEntries(text, at));
  return groupFields(text, at).map((f) => {
    const field = written.get(f.name);
    return { ...f, kind: field ? innerKindOf(field) : undefined };
  });
}

/** The field made of another kind, its title kept. */
export function setInnerKind(text: string, at: GroupAt, name: string, kind: InnerKind): string {
  const field = valueInText(text, [...at.fields, name]);
  const title = isObject(field) ? field.title : undefined;
  return setAt(text, [...at.fields, name], {
    ...INNER_KINDS[kind].field,
    ...(typeof title === 'string' && { title }),
  });
}

/** The text of a new inner field of `kind`, before its title is set. */
export const innerFieldText = (kind: InnerKind) => JSON.stringify(INNER_KINDS[kind].field);
