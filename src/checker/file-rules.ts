import type { RJSFSchema } from '@rjsf/utils';
import { fileFields } from '../screen/file-answers';
import { acceptList, isAcceptEntry, parseSize } from '../screen/file-limits';
import { resolveSchema } from '../screen/navigate';
import { isSignatureUi } from '../screen/signature';
import { isObject } from '../kernel/is-object';
import type { JsonSource } from './json-source';
import type { Problem } from '../screen/types';

/**
 * The rules of file fields a screen file can break: an email param named like
 * a file field (EmailJS takes the file under that name, so the text never
 * arrives), and a file field's `ui:options` `accept` and `maxSize` that the
 * form could not read; a signature where the email would not attach it.
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
  const top = resolveSchema(schema, schema).properties ?? {};
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isObject(node)) return;
    const options = node['ui:options'];
    const signature = isSignatureUi(node);
    // Only the form's own fields go as attachments (fileFields): one in a group, a list or a condition would not.
    if (signature && !(path.length === 2 && Object.hasOwn(top, String(path[1])))) {
      const name = path.filter((p) => p !== 'uiSchema' && p !== 'items').at(-1);
      problems.push(
        source.problem(
          [...path, 'ui:widget'],
          `"${String(name)}" is a signature inside a group, a list or a condition, where the email cannot attach it: make it a field of the form itself, in the schema's top "properties"`,
        ),
      );
    }
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
