import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
} from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { deeperThan } from '../../../checker/json-source';
import { MAX_DEPTH } from '../../../checker/limits';

/**
 * Minimal edits of a JSON file's text. jsonc-parser parses the text
 * (`parseTree`) and finds each place (`findNodeAtLocation`); the edit itself is
 * done here: a value's own characters replaced, an entry inserted with the
 * separator its neighbours use, one taken out with its comma. jsonc-parser's
 * `modify` is not used: with formatting options it lays out the neighbouring
 * entry's line again, and in 3.3.1 it leaves a stray quote when it removes the
 * last item of a one-line array (docs/decisions/studio.md). Key order, layout
 * and every key the studio does not know stay as the author wrote them, and an
 * edit that changes nothing leaves the text byte for byte.
 */

/** The file's own indentation and line ends, so what the studio adds looks like the rest. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** The width the project's formatter (Prettier, printWidth 100) keeps a line within. */
const LINE_WIDTH = 100;

/**
 * A value as Prettier would lay it out when new: on one line when it fits
 * (`{ "type": "string" }`, `["a", "b"]`), else one entry a line.
 */
function printValue(value: unknown, indent: string, column: number, text: string): string {
  const oneLine = (v: unknown): string =>
    Array.isArray(v)
      ? `[${v.map(oneLine).join(', ')}]`
      : isObject(v)
        ? Object.keys(v).length === 0
          ? '{}'
          : `{ ${Object.entries(v)
              .map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`)
              .join(', ')} }`
        : JSON.stringify(v);
  const flat = oneLine(value);
  if (column + flat.length <= LINE_WIDTH || (!Array.isArray(value) && !isObject(value))) {
    return flat;
  }
  const { insertSpaces, tabSize, eol = '\n' } = formattingOf(text);
  const inner = indent + (insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t');
  const entries = Array.isArray(value)
    ? value.map((v) => printValue(v, inner, inner.length, text))
    : Object.entries(value as Record<string, unknown>).map(([k, v]) => {
        const key = `${JSON.stringify(k)}: `;
        return key + printValue(v, inner, inner.length + key.length, text);
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}${eol}${entries.map((e) => inner + e).join(`,${eol}`)}${eol}${indent}${close}`;
}

/** The whitespace a line starts with, at `offset`'s line. */
export function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** What comes between two neighbours after the comma: `\n      ` or a space. */
export function separatorIn(text: string, container: Node): string {
  const [a, b] = container.children ?? [];
  if (a && b) return text.slice(a.offset + a.length, b.offset).replace(/^\s*,/, '');
  if (a) {
    const newline = text.slice(container.offset, a.offset).includes('\n');
    return newline ? `${formattingOf(text).eol ?? '\n'}${indentAt(text, a.offset)}` : ' ';
  }
  return ' ';
}

/** Puts `entry` (a property or an item, as text) at `index` among the container's children. */
export function insertEntry(text: string, container: Node, index: number, entry: string): string {
  const children = container.children ?? [];
  const separator = separatorIn(text, container);
  const after = children[index - 1];
  if (after) {
    const end = after.offset + after.length;
    return `${text.slice(0, end)},${separator}${entry}${text.slice(end)}`;
  }
  const first = children[0];
  if (first)
    return `${text.slice(0, first.offset)}${entry},${separator}${text.slice(first.offset)}`;
  // An empty {} or []: the entry inside it, on its line.
  const [open, close] = container.type === 'array' ? ['[', ']'] : ['{ ', ' }'];
  return `${text.slice(0, container.offset)}${open}${entry}${close}${text.slice(container.offset + container.length)}`;
}

/**
 * Takes out a property or an item with the comma before it (after it, for the
 * first), so its neighbours stay as written.
 */
function removeEntry(text: string, node: Node): string {
  const entry = node.parent?.type === 'property' ? node.parent : node;
  const container = entry.parent;
  const siblings = container?.children ?? [];
  const index = siblings.indexOf(entry);
  const previous = siblings[index - 1];
  const next = siblings[index + 1];
  const end = entry.offset + entry.length;
  if (previous) return text.slice(0, previous.offset + previous.length) + text.slice(end);
  if (next) return text.slice(0, entry.offset) + text.slice(next.offset);
  // The only entry: the container becomes empty.
  if (!container) return text;
  return `${text.slice(0, container.offset + 1)}${text.slice(container.offset + container.length - 1)}`;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The last texts read, with their trees: a key typed reads the same text many times over. */
const trees = new Map<string, Node | undefined>();
const KEPT_TREES = 4;

/**
 * The file's syntax tree, parsed once for each text: the cards, the open
 * question's settings and the edit itself all read it. Read only: the trees
 * are shared. None for a file nested past the checker's limit, whose message
 * says where: the parser recurses once a level, and 10,000 levels overflowed
 * the stack and took the studio down.
 */
export function treeOf(text: string): Node | undefined {
  if (trees.has(text)) return trees.get(text);
  const tree = deeperThan(text, MAX_DEPTH) === undefined ? parseTree(text) : undefined;
  trees.set(text, tree);
  for (const old of trees.keys()) if (trees.size > KEPT_TREES) trees.delete(old);
  return tree;
}

/** The value at `path` in a JSON text, as the file says it now (`valueAt` reads parsed JSON). */
export function valueInText(text: string, path: JSONPath): unknown {
  const tree = treeOf(text);
  const node = tree && findNodeAtLocation(tree, path);
  return node ? getNodeValue(node) : undefined;
}

/**
 * Sets (or with `undefined` removes) the value at `path`, touching only that
 * value's text; missing objects on the way are made. The same value leaves the
 * text as it is. `insertAt` places a new property among its parent's keys.
 */
export function setAt(
  text: string,
  path: JSONPath,
  value: unknown,
  insertAt?: (keys: string[]) => number,
): string {
  if (sameValue(valueInText(text, path), value)) return text;
  const tree = treeOf(text);
  if (!tree) return text;
  const node = findNodeAtLocation(tree, path);
  if (value === undefined) return node ? removeEntry(text, node) : text;
  if (node) {
    const indent = indentAt(text, node.offset);
    const column = node.offset - (text.lastIndexOf('\n', node.offset - 1) + 1);
    const printed = printValue(value, indent, column, text);
    return text.slice(0, node.offset) + printed + text.slice(node.offset + node.length);
  }
  // The deepest object that is there, and what goes into it.
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const parent = findNodeAtLocation(tree, path.slice(0, depth));
    if (!parent) continue;
    if (parent.type !== 'object') return text;
    const nested = path
      .slice(depth + 1)
      .reduceRight<unknown>((inner, key) => ({ [String(key)]: inner }), value);
    const keys = (parent.children ?? []).map((p) => String(p.children?.[0]?.value));
    const index = depth === path.length - 1 && insertAt ? insertAt(keys) : keys.length;
    const first = parent.children?.[0];
    const indent = first ? indentAt(text, first.offset) : indentAt(text, parent.offset);
    const key = `${JSON.stringify(String(path[depth]))}: `;
    const entry = key + printValue(nested, indent, indent.length + key.length, text);
    return insertEntry(text, parent, index, entry);
  }
  return text;
}

/** Removes the value at `path`, and its object too when that leaves it empty. */
export function removeEmptying(text: string, path: JSONPath): string {
  const next = setAt(text, path, undefined);
  const left = valueInText(next, path.slice(0, -1));
  const empty = next !== text && isObject(left) && Object.keys(left).length === 0;
  return empty ? setAt(next, path.slice(0, -1), undefined) : next;
}

/**
 * Moves the entry (a property or an item) at `from` of the object or array at
 * `path` to `to`, its text carried over as written, with the separator its
 * neighbours use: moved there and back, the file is the very same.
 */
export function moveEntry(text: string, path: JSONPath, from: number, to: number): string {
  const tree = treeOf(text);
  const container = tree && findNodeAtLocation(tree, path);
  if (!container || (container.type !== 'object' && container.type !== 'array')) return text;
  const items = container.children ?? [];
  const node = items[from];
  if (!node || from === to || to < 0 || to >= items.length) return text;
  const separator = separatorIn(text, container);
  const raw = text.slice(node.offset, node.offset + node.length);
  // Out with the comma and space before it (or after it, for the first).
  const next = items[from + 1];
  const previous = items[from - 1];
  const [start, end] = previous
    ? [previous.offset + previous.length, node.offset + node.length]
    : [node.offset, next ? next.offset : node.offset + node.length];
  const cut = text.slice(0, start) + text.slice(end);
  // The others' places in the text without it, read off the tree of the text as it was: a
  // move parses nothing again (the cards and the form read the new text's tree next).
  const inCut = (offset: number) => (offset <= start ? offset : offset - (end - start));
  const rest = items.filter((item) => item !== node);
  const target = rest[to];
  if (target && to === 0) {
    const at = inCut(target.offset);
    return `${cut.slice(0, at)}${raw},${separator}${cut.slice(at)}`;
  }
  const before = rest[to - 1];
  if (!before) return text;
  const at = inCut(before.offset + before.length);
  return `${cut.slice(0, at)},${separator}${raw}${cut.slice(at)}`;
}
