import { isObject } from '../../../../kernel/is-object';
import { acceptList } from '../../../../screen/file-limits';
import { fieldPath } from '../../edits/field-edits';
import { removeEmptying, setAt, valueInText } from '../../edits/json-text';

/**
 * A file question's settings as minimal edits of the file (docs/guide/text.md,
 * "Files"): the types it takes (`ui:options.accept`), the largest file
 * (`ui:options.maxSize`), and one file or several (a list of them).
 */
export type FileSettings = {
  accept: string[];
  /** The largest file as the author writes it: a number and KB or MB. */
  maxSize: { size: string; unit: 'KB' | 'MB' } | undefined;
  several: boolean;
};

const optionPath = (name: string, option: string) => ['uiSchema', name, 'ui:options', option];

export function fileSettingsOf(text: string, name: string): FileSettings {
  const size = valueInText(text, optionPath(name, 'maxSize'));
  const parsed = typeof size === 'string' ? /^\s*([\d.]+)\s*(KB|MB)\s*$/i.exec(size) : null;
  return {
    accept: acceptList(valueInText(text, optionPath(name, 'accept'))),
    maxSize: parsed
      ? { size: parsed[1] ?? '', unit: parsed[2]?.toUpperCase() === 'MB' ? 'MB' : 'KB' }
      : undefined,
    several: valueInText(text, [...fieldPath(text, name), 'type']) === 'array',
  };
}

/** The types a file question takes; none: any file. */
export function setAccept(text: string, name: string, accept: string[]): string {
  const path = optionPath(name, 'accept');
  return accept.length === 0 ? removeEmptying(text, path) : setAt(text, path, accept.join(','));
}

/** The largest file, like "2 MB"; `undefined`: the site's own limit. */
export function setMaxSize(text: string, name: string, size: string | undefined): string {
  const path = optionPath(name, 'maxSize');
  return size === undefined ? removeEmptying(text, path) : setAt(text, path, size);
}

/** One file, or a list of files: the field's own keys in their order, its format in `items`. */
export function setSeveralFiles(text: string, name: string, several: boolean): string {
  const path = fieldPath(text, name);
  const field = valueInText(text, path);
  if (!isObject(field) || (field.type === 'array') === several) return text;
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(field)) {
    if (several && key === 'type') entries.push(['type', 'array']);
    else if (several && key === 'format')
      entries.push(['items', { type: 'string', format: 'data-url' }]);
    else if (!several && key === 'type') entries.push(['type', 'string']);
    else if (!several && key === 'items') entries.push(['format', 'data-url']);
    else entries.push([key, value]);
  }
  return setAt(text, path, Object.fromEntries(entries));
}
