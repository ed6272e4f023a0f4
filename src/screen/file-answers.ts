import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { itemSchema, resolveSchema } from './navigate';

/** `data:text/plain;name=notes.txt;base64,...` -> `notes.txt`: a file is named, never dumped. */
export function dataUrlFileName(value: string): string {
  const name = /^data:[^,]*?;name=([^;,]*)/.exec(value)?.[1];
  return name ? decodeURIComponent(name) : 'attached file';
}

export function isFileSchema(schema: RJSFSchema | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'data-url';
}

/** Whether a field holds files: a `format: data-url` string, alone or as a list. */
export function holdsFiles(schema: RJSFSchema, root: RJSFSchema): boolean {
  return (
    isFileSchema(schema) || (schema.type === 'array' && isFileSchema(itemSchema(schema, 0, root)))
  );
}

/** Top-level fields holding files (`format: data-url`, alone or as a list): sent as attachments. */
export function fileFields(schema: RJSFSchema): string[] {
  const top = resolveSchema(schema, schema);
  const props = isObject(top.properties) ? top.properties : {};
  return Object.keys(props).filter((key) => holdsFiles(resolveSchema(props[key], schema), schema));
}
