import type { RJSFSchema } from '@rjsf/utils';
import { fileFields } from '../screen/file-answers';
import { acceptList, isAcceptEntry, parseSize } from '../screen/file-limits';
import { isObject } from '../kernel/is-object';
import type { JsonSource } from './json-source';
import type { Problem } from '../screen/types';

/**
 * The rules of file fields a screen file can break: an email param named like
 * a file field (EmailJS takes the file under that name, so the text never
 * arrives), and a file field's `ui:options` `accept` and `maxSize` that the
 * form could not read.
 */
export function checkFileFields(
  data: Record<string, unknown>,
  source: JsonSource,
  schema: RJSFSchema,
): Problem[] {
  const problems: Problem[] = [];
  const files = new Set(fileFields(schema));
  const email = data.email;
  const params = isObject(email) ? email.params : undefined;
  if (isObject(params)) {
    for (const param of Object.keys(params)) {
      if (!files.has(param)) continue;
      problems.push(
        source.problem(
          ['email', 'params', param],
          `email param "${param}" has the name of the file field "${param}": EmailJS takes the file itself under that name, so this text would never arrive; to send the file's name, call the param something else, like "${param}_name"`,
          { key: true },
        ),
      );
    }
  }
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isObject(node)) return;
    const options = node['ui:options'];
    if (isObject(options)) {
      const at = [...path, 'ui:options'];
      if ('maxSize' in options && parseSize(options.maxSize) === undefined) {
        problems.push(
          source.problem(
            [...at, 'maxSize'],
            `"maxSize" ${JSON.stringify(options.maxSize)} is not a size: write a number and KB or MB, like "2 MB"`,
          ),
        );
      }
      const wrong = acceptList(options.accept).filter((entry) => !isAcceptEntry(entry));
      if ('accept' in options && (typeof options.accept !== 'string' || wrong.length > 0)) {
        problems.push(
          source.problem(
            [...at, 'accept'],
            `"accept" ${JSON.stringify(options.accept)} is not a list of file types: write extensions or types separated by commas, like ".pdf,.docx" or "image/*"`,
          ),
        );
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (!key.startsWith('ui:')) walk(value, [...path, key]);
    }
  };
  walk(data.uiSchema, ['uiSchema']);
  return problems;
}
