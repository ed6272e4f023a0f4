import type { RJSFSchema } from '@rjsf/utils';
import { fileFields, holdsFiles } from '../screen/file-answers';
import { acceptList, isAcceptEntry, parseSize } from '../screen/file-limits';
import { resolveSchema } from '../screen/navigate';
import { isSignatureUi } from '../screen/signature';
import { isObject } from '../kernel/is-object';
import { keeping } from '../screen/responses';
import type { JsonSource } from './json-source';
import { MAX_DEPTH } from './limits';
import type { Problem } from '../screen/types';

/**
 * The rules of file fields a screen file can break: an email param named like
 * a file field (EmailJS takes the file under that name, so the text never
 * arrives), and a file field's `ui:options` `accept` and `maxSize` that the
 * form could not read; a signature or a file where the email would not attach it.
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
  if (emails(data)) {
    for (const at of unattachedFiles(schema, data.uiSchema)) {
      const name = at.filter((p) => typeof p === 'string' && !BRANCH_KEYS.has(p)).at(-1);
      problems.push(
        source.problem(
          ['schema', ...at],
          `"${String(name)}" is a file inside a group, a list or a condition, where the email cannot attach it (only its name would arrive): make it a field of the form itself, in the schema's top "properties"`,
          { key: true },
        ),
      );
    }
  }
  return problems;
}

/** Whether a send emails the answers (features/submit/send-answers.ts): keeping alone does not. */
const emails = (data: Record<string, unknown>) =>
  data.submit !== 'none' && (keeping(data) === undefined || data.email !== undefined);

const BRANCH_KEYS = new Set([
  'properties',
  'items',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'then',
  'else',
  'dependencies',
]);

/**
 * Where (under `schema`) a field holds files the email cannot attach: anywhere but the form's
 * own fields, which are all that go as attachments (fileFields). A signature there is the
 * signature rule's (above), said once.
 */
function unattachedFiles(schema: RJSFSchema, uiSchema: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  // Each schema once, however many places share it: a file built to branch at every level
  // would otherwise be walked exponentially often.
  const seen = new Set<RJSFSchema>();
  const visit = (node: unknown, ui: unknown, at: (string | number)[], own: boolean) => {
    if (!isObject(node) || at.length > MAX_DEPTH) return;
    const s = resolveSchema(node as RJSFSchema, schema);
    if (seen.has(s)) return;
    seen.add(s);
    if (holdsFiles(s, schema)) {
      if (!own && !isSignatureUi(isObject(ui) ? ui : undefined)) found.push(at);
      return;
    }
    const uiOf = (key: string) => (isObject(ui) ? ui[key] : undefined);
    if (isObject(s.properties)) {
      for (const [key, sub] of Object.entries(s.properties)) {
        visit(sub, uiOf(key), [...at, 'properties', key], own && at.length === 0);
      }
    }
    if (isObject(s.items)) visit(s.items, uiOf('items'), [...at, 'items'], false);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = s[key];
      if (Array.isArray(branches)) branches.forEach((b, i) => visit(b, ui, [...at, key, i], false));
    }
    for (const key of ['if', 'then', 'else'] as const) visit(s[key], ui, [...at, key], false);
    if (isObject(s.dependencies)) {
      for (const [key, branch] of Object.entries(s.dependencies)) {
        visit(branch, ui, [...at, 'dependencies', key], false);
      }
    }
  };
  visit(schema, uiSchema, [], true);
  return found;
}
