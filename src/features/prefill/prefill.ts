import type { RJSFSchema } from '@rjsf/utils';

/** What the signed-in person's account offers to `prefill` (`user.uid`, `user.email`, `user.name`). */
export type PrefillUser = { uid: string; email?: string | null; name?: string | null };

export type PrefillSources = {
  /** The page's query string: `?ref=ABC` is `query.ref`. */
  query: URLSearchParams;
  user: PrefillUser | null;
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema of a dotted field path, following local `#/definitions/...` references. */
function schemaAt(root: RJSFSchema, path: readonly string[]): Json | undefined {
  const resolve = (node: unknown): Json | undefined => {
    let current = node;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
      const ref: string = current.$ref;
      if (!ref.startsWith('#/')) return undefined;
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), root);
    }
    return isObject(current) ? current : undefined;
  };
  let node = resolve(root);
  for (const key of path)
    node = resolve(isObject(node?.properties) ? node.properties[key] : undefined);
  return node;
}

/** The link's text as the field's type, or `undefined` when it cannot be one. */
function asFieldValue(texts: string[], field: Json | undefined): unknown {
  const type = field?.type;
  if (type === 'array') return texts;
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

function valueFrom(source: string, sources: PrefillSources, field: Json | undefined): unknown {
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

function isAnswered(data: unknown, path: readonly string[]): boolean {
  let node = data;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return node !== undefined && node !== '';
}

function withValue(data: unknown, path: readonly string[], value: unknown): Json {
  const [key, ...rest] = path;
  const base = isObject(data) ? data : {};
  if (key === undefined) return base;
  return { ...base, [key]: rest.length === 0 ? value : withValue(base[key], rest, value) };
}

/**
 * The answers a screen starts with: `answers` (a restored draft) as they
 * are, and every empty field named in the file's `prefill` filled from its
 * source (`query.<param>` or `user.uid|email|name`). A source with nothing
 * to give leaves the field to the schema's `default`, as if not named.
 * So: draft answer > prefill (link or account) > schema default.
 */
export function prefillFormData(
  schema: RJSFSchema,
  prefill: Record<string, string> | undefined,
  sources: PrefillSources,
  answers: unknown,
): unknown {
  let data = answers;
  for (const [fieldPath, source] of Object.entries(prefill ?? {})) {
    const path = fieldPath.split('.');
    if (isAnswered(data, path)) continue;
    const value = valueFrom(source, sources, schemaAt(schema, path));
    if (value !== undefined) data = withValue(data, path, value);
  }
  return data;
}
