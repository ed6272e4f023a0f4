import {
  createScanner,
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { MAX_DEPTH, MAX_FILE_SIZE, tooLargeMessage } from './limits';
import { readable } from './format';
import type { Problem } from '../screen/types';

/** Plain-words advice for each way a file can fail to be JSON. */
const parseAdvice: Record<string, string> = {
  InvalidSymbol: 'this is not JSON here: text needs "double quotes", numbers and true/false do not',
  InvalidNumberFormat: 'this number is not written the JSON way: use digits like 12 or 3.5',
  PropertyNameExpected:
    'a key in "double quotes" is expected here (JSON allows no comma before } or ])',
  ValueExpected: 'a value is expected here (JSON allows no comma before } or ])',
  ColonExpected: 'a colon is missing: write "key": value',
  CommaExpected: 'a comma is missing: put , between two entries',
  CloseBraceExpected: 'a closing } is missing for an object opened earlier',
  CloseBracketExpected: 'a closing ] is missing for a list opened earlier',
  EndOfFileExpected: 'the file should end here: there is text after the last }',
  InvalidCommentToken:
    'comments are not allowed in JSON: remove it, or put the note in "description"',
  UnexpectedEndOfComment: 'comments are not allowed in JSON: remove it',
  UnexpectedEndOfString: 'this text is never closed: add the closing "',
  UnexpectedEndOfNumber: 'this number is cut short',
  InvalidUnicode: 'this \\u escape is not valid: write four hex digits, like \\u00e9',
  InvalidEscapeCharacter: 'this backslash escape is not valid: write \\\\ for a backslash',
  InvalidCharacter:
    'this character is not allowed inside text: use \\n for a new line, \\t for a tab',
};

/** Nothing but spaces: a file made and never written (or emptied by mistake). */
const EMPTY =
  'the file is empty: write what it holds (a screen file starts with { "title": ..., "schema": ... }), or remove it';
/** The file stops where a key or value should still come. */
const CUT_SHORT =
  'the file ends here, before it is finished: it was saved or pasted part way; write the rest (each { and [ opened needs its } or ])';
/** A missing value with no comma before it: what a value looks like. */
const VALUE_EXPECTED =
  'a value is expected here: text in "double quotes", a number, true, false, a list [ ... ] or { ... }';
/** A missing key with no comma before it. */
const KEY_EXPECTED = 'a key in "double quotes" is expected here, like "title"';

/**
 * A parsed JSON file that can say where any of its values is: every problem
 * the checker finds is reported at the line and column an author sees in
 * their editor.
 */
export class JsonSource {
  readonly root: Node | undefined;
  readonly value: unknown;
  /** The file is not JSON (or too big or deep to read): nothing else about it can be checked. */
  readonly syntaxProblems: Problem[];
  /**
   * The file is JSON, but a value is not what the author wrote: a key written
   * twice (JSON keeps the last silently), a number JavaScript cannot hold.
   */
  readonly valueProblems: Problem[] = [];
  /** The text as the author's editor shows it: a leading byte order mark is not part of line 1. */
  readonly text: string;
  private readonly lineStarts: number[];

  constructor(
    readonly file: string,
    text: string,
  ) {
    // Windows Notepad starts UTF-8 files with a BOM; JSON parsers refuse it, editors hide it.
    this.text = text.startsWith('\uFEFF') ? text.slice(1) : text;
    this.lineStarts = lineStarts(this.text);
    if (this.text.length > MAX_FILE_SIZE) {
      this.syntaxProblems = [this.problemAt(0, tooLargeMessage(this.text.length))];
      return;
    }
    // The parser and every walk after it recurse once per level: refuse what would overflow the stack.
    const tooDeep = deeperThan(this.text, MAX_DEPTH);
    if (tooDeep !== undefined) {
      this.syntaxProblems = [
        this.problemAt(
          tooDeep,
          `nested deeper than ${MAX_DEPTH} levels ({ and [ inside one another): no screen needs that many, so look for brackets opened by mistake, or flatten the schema by moving parts into "definitions" and using "$ref"`,
        ),
      ];
      return;
    }
    const errors: ParseError[] = [];
    this.root = parseTree(this.text, errors, { disallowComments: true, allowTrailingComma: false });
    // The parser may report one mistake twice at the same spot; the first advice is the apt one.
    const spots = new Set<number>();
    const firstPerSpot = errors.filter((e) => !spots.has(e.offset) && spots.add(e.offset));
    this.syntaxProblems = firstPerSpot.map((e) => {
      const code = printParseErrorCode(e.error);
      return this.problemAt(e.offset, `invalid JSON: ${this.adviceAt(code, e.offset)}`);
    });
    this.value = this.syntaxProblems.length === 0 && this.root ? toValue(this.root) : undefined;
    if (this.value !== undefined && this.root) this.findValueProblems(this.root);
  }

  /**
   * The advice for a parse error at `offset`: a missing key or value is a comma too many only
   * where a comma comes before it; at the end of the file, the file was cut short (saved half
   * typed, or half pasted).
   */
  private adviceAt(code: string, offset: number): string {
    if (code !== 'ValueExpected' && code !== 'PropertyNameExpected')
      return parseAdvice[code] ?? code;
    if (this.text.trim() === '') return EMPTY;
    if (this.text.slice(offset).trim() === '') return CUT_SHORT;
    if (this.text.slice(0, offset).trimEnd().endsWith(',')) return parseAdvice[code] ?? code;
    return code === 'ValueExpected' ? VALUE_EXPECTED : KEY_EXPECTED;
  }

  /** Every problem of reading the file, syntax and values alike. */
  get problems(): Problem[] {
    return [...this.syntaxProblems, ...this.valueProblems];
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  private findValueProblems(node: Node): void {
    if (node.type === 'object') {
      const seen = new Map<string, number>();
      for (const prop of node.children ?? []) {
        const key = prop.children?.[0];
        if (!key) continue;
        const name = String(key.value);
        const first = seen.get(name);
        if (first === undefined) seen.set(name, key.offset);
        else {
          const line = this.position(first).line;
          this.valueProblems.push(
            this.problemAt(
              key.offset,
              `duplicate key "${name}": it is already on line ${line} and only the last one would count; keep one`,
            ),
          );
        }
      }
    }
    if (node.type === 'number') {
      const written = this.text.slice(node.offset, node.offset + node.length);
      const value = node.value as number;
      if (!Number.isFinite(value)) {
        this.valueProblems.push(
          this.problemAt(
            node.offset,
            `the number ${written} is too large for a browser, which would read it as ${value > 0 ? '' : 'minus '}infinity: write a number with at most 308 digits, or leave the rule out`,
          ),
        );
      } else if (/^-?\d+$/.test(written) && !Number.isSafeInteger(value)) {
        this.valueProblems.push(
          this.problemAt(
            node.offset,
            `the whole number ${written} is too large for a browser to hold exactly (it would read ${String(value)}): use at most 15 digits`,
          ),
        );
      }
    }
    for (const child of node.children ?? []) this.findValueProblems(child);
  }

  problemAt(offset: number, message: string): Problem {
    return { file: this.file, ...this.position(offset), message: readable(message) };
  }

  /**
   * The value at `path`, or the nearest enclosing value that exists, so a
   * problem about a missing key points at the object that should hold it.
   * With `key: true` it points at the key of a property rather than its value.
   */
  offsetOf(path: JSONPath, options: { key?: boolean } = {}): number {
    if (!this.root) return 0;
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.root, path.slice(0, n));
      if (!node) continue;
      if (options.key && n === path.length && node.parent?.type === 'property') {
        return node.parent.children?.[0]?.offset ?? node.offset;
      }
      return node.offset;
    }
    return this.root.offset;
  }

  problem(path: JSONPath, message: string, options: { key?: boolean } = {}): Problem {
    return this.problemAt(this.offsetOf(path, options), message);
  }
}

function toValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        // defineProperty, not assignment: a key named "__proto__" must stay a plain key.
        if (k && v) {
          Object.defineProperty(out, String(k.value), {
            value: toValue(v),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(toValue);
    default:
      return node.value;
  }
}

/** Where each line starts: after \n, after \r\n and after a lone \r (old Mac files), as editors count them. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return starts;
}

/** jsonc-parser's SyntaxKind for { and [ (a const enum, which isolated modules cannot name). */
const OPENING = new Set<number>([1, 3]);
const CLOSING = new Set<number>([2, 4]);
const EOF = 17;

/** Where `{` or `[` first opens the level `limit + 1`, read with the parser's own scanner (so text in quotes is text). */
export function deeperThan(text: string, limit: number): number | undefined {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let token: number = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (OPENING.has(token) && ++depth > limit) return scanner.getTokenOffset();
    if (CLOSING.has(token)) depth--;
  }
  return undefined;
}
