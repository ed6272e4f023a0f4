import type { RJSFSchema } from '@rjsf/utils';
import { MAX_LIST_ITEMS } from '../../checker/limits';
import { isObject } from '../../kernel/is-object';
import { schemaAtPath, uiAtPath } from '../../screen/navigate';
import { isPersonsOwn } from '../../screen/rendered-widget';
import { splitPath } from '../../screen/placeholders';
import type { SignedInPerson } from '../../screen/signed-in-person';

type PrefillSources = {
  /** The page's query string: `?ref=ABC` is `query.ref`. */
  query: URLSearchParams;
  /** The signed-in person's account: `user.uid`, `user.email`, `user.name`. */
  user: SignedInPerson | null;
};

type Path = readonly (string | number)[];

/** The link's text as the field's type, or `undefined` when it cannot be one. */
function asFieldValue(texts: string[], field: RJSFSchema | undefined): unknown {
  const type = field?.type;
  // A link's list stops at the field's maxItems: every item it brings is a question to build.
  if (type === 'array')
    return texts.slice(0, Math.min(field?.maxItems ?? Infinity, MAX_LIST_ITEMS));
  const text = texts[0];
  if (text === undefined) return undefined;
  if (type === 'number' || type === 'integer') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (type === 'boolean') {
    if (['true', 'yes', '1', 'on'].includes(text.toLowerCase())) return true;
    if (['false', 'no', '0', 'off'].includes(text.toLowerCase())) return false;
    return undefined;
  }
  return text;
}

function valueFrom(
  source: string,
  sources: PrefillSources,
  field: RJSFSchema | undefined,
): unknown {
  if (source.startsWith('query.')) {
    const texts = sources.query.getAll(source.slice('query.'.length));
    return texts.length > 0 ? asFieldValue(texts, field) : undefined;
  }
  const { user } = sources;
  if (!user) return undefined;
  if (source === 'user.uid') return user.uid;
  if (source === 'user.email') return user.email ?? undefined;
  if (source === 'user.name') return user.name ?? undefined;
  return undefined;
}

function answerAt(data: unknown, key: string | number): unknown {
  if (typeof key === 'number') return Array.isArray(data) ? data[key] : undefined;
  return isObject(data) && Object.hasOwn(data, key) ? data[key] : undefined;
}

function hasValueAt(data: unknown, path: Path): boolean {
  let node = data;
  for (const key of path) node = answerAt(node, key);
  return node !== undefined && node !== '';
}

/** `data` with `value` at `path`: a number in the path is an item of a list. */
function withValue(data: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const inner = withValue(answerAt(data, key), rest, value);
  if (typeof key === 'number') {
    const list = Array.isArray(data) ? [...data] : [];
    list[key] = inner;
    return list;
  }
  return { ...(isObject(data) ? data : {}), [key]: inner };
}

/**
 * The answers a screen starts with: `answers` (a restored draft) as they
 * are, and every empty field named in the file's `prefill` filled from its
 * source (`query.<param>` or `user.uid|email|name`), files, signatures and
 * consents excepted (isPersonsOwn). A source with nothing to give leaves the field to the schema's
 * `default`, as if not named.
 * So: draft answer > prefill (link or account) > schema default.
 */
export function prefillFormData(
  schema: RJSFSchema,
  prefill: Record<string, string> | undefined,
  sources: PrefillSources,
  answers: unknown,
  uiSchema: unknown = {},
): unknown {
  let data = answers;
  for (const [fieldPath, source] of Object.entries(prefill ?? {})) {
    const path = splitPath(fieldPath);
    const field = schemaAtPath(schema, path);
    // A file, a signature or a consent is the person's own: a link would attach any file,
    // sign for them or tick "I agree".
    const ownAnswer = field && isPersonsOwn(field, uiAtPath(uiSchema, path), schema);
    if (hasValueAt(data, path) || ownAnswer) continue;
    const value = valueFrom(source, sources, field);
    if (value !== undefined) data = withValue(data, path, value);
  }
  return data;
}
