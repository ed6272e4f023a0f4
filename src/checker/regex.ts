import { analyse, type Report } from 'scslre';
import { isObject } from '../kernel/is-object';
import { MAX_PATTERN_LENGTH, PATTERN_ANSWER_MAX_LENGTH } from './limits';

/** What the checker makes of a regular expression of a schema (`pattern`, `patternProperties`). */
export type RegexCheck =
  /** `maxAnswerLength`: the longest answer it may be tried on, where its time grows with the square of the length. */
  | { ok: true; regex: RegExp; maxAnswerLength?: number }
  /** `problem` completes "... is not a safe regular expression" style messages: what is wrong, what to write. */
  | { ok: false; problem: string };

const REGEX_ADVICE =
  'check the brackets and backslashes (in JSON a regex backslash is written twice, like "^\\\\d{5}$")';

/** Checked once per source: fieldsOf asks for the same patterns many times a check. */
const checked = new Map<string, RegexCheck>();

/**
 * A verdict on a source: a `problem` completing "... is not safe" like RegexCheck's, or the
 * longest answer the source may be tried on (none: any length).
 */
export type RegexVerdict = { problem: string } | { maxAnswerLength?: number };

/** A second analyser, giving its verdict on a source. */
export type RegexAnalyser = (source: string) => RegexVerdict;
let nodeAnalyser: RegexAnalyser | undefined;

/**
 * Adds an analyser to scslre: recheck (recheck-analyser.ts), which also finds
 * the overlapping alternation scslre misses (`^(\w|\d)+$`) and polynomial
 * growth, where the whole check runs (`npm run check`, the build, the dev
 * server, the studio's check worker); too big for a form's page
 * (docs/decisions/regex-freezes.md).
 */
export function addRegexAnalyser(analyser: RegexAnalyser): void {
  nodeAnalyser = analyser;
  checked.clear();
}

/**
 * Whether `source` is a regular expression the form can use: valid with the
 * `u` flag the form's validator uses, and free of exponential backtracking,
 * which freezes a person's browser while they type an answer that almost
 * matches (and the checker itself, when it matches field names).
 *
 * scslre finds such backtracking by analysing the expression's automaton,
 * synchronously and in plain JavaScript, so the same check runs in Node and
 * in the browser preview. Only exponential cases are refused: the polynomial
 * ones it also reports, like the usual `^[^@\s]+@[^@\s]+\.[^@\s]+$`, stay
 * fast at the length of a form's answer.
 */
export function checkRegex(source: string): RegexCheck {
  let result = checked.get(source);
  if (!result) {
    result = analyseRegex(source);
    // The preview checks on every keystroke: keep the memory of patterns typed bounded.
    if (checked.size >= 1000) checked.clear();
    checked.set(source, result);
  }
  return result;
}

function analyseRegex(source: string): RegexCheck {
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'u');
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).replace(
      /^Invalid regular expression: /,
      '',
    );
    return { ok: false, problem: `is not a valid regular expression (${error}): ${REGEX_ADVICE}` };
  }
  if (source.length > MAX_PATTERN_LENGTH) {
    return {
      ok: false,
      problem: `is ${source.length} characters long, more than the ${MAX_PATTERN_LENGTH} a regular expression may have here: shorten it, or check the answer with "format", "enum" or several fields instead`,
    };
  }
  const report = exponential(source);
  if (report) return { ok: false, problem: freezeAdvice(source, report) };
  const found = nodeAnalyser?.(source) ?? {};
  return 'problem' in found ? { ok: false, problem: found.problem } : { ok: true, regex, ...found };
}

function exponential(source: string): Report | undefined {
  try {
    // Move reports are never exponential; ten reports keep the analysis of a long pattern short.
    const options = { reportTypes: { Move: false }, maxReports: 10 };
    return analyse({ source, flags: 'u' }, options).reports.find((r) => r.exponential);
  } catch {
    // Syntax the analyser does not know yet (the browser's RegExp accepted it): nothing to report.
    return undefined;
  }
}

function freezeAdvice(source: string, report: Report): string {
  const inner = report.type === 'Trade' ? report.startQuant : report.quant;
  const split =
    report.type === 'Self'
      ? `"${inner.raw}" repeats inside "${report.parentQuant.raw}", and the two can share out the same text in many ways`
      : report.type === 'Trade'
        ? `"${inner.raw}" and "${report.endQuant.raw}" can share out the same text in many ways`
        : `"${inner.raw}" can match the same text in many ways`;
  const why = `${split}, so an answer like "${report.character.pick.repeat(30)}!" takes the browser minutes to check and the page freezes`;
  const fixed = report.fix();
  if (fixed)
    return `can freeze the browser: ${why}; write ${JSON.stringify(fixed.source)} instead, which accepts the same answers`;
  // Dropping the inner repetition ("(a+)+" -> "(a)+") is the usual cure; offered only when it is safe itself.
  const simpler = source.slice(0, inner.start) + inner.element.raw + source.slice(inner.end);
  const hint =
    simpler !== source && isValid(simpler) && !exponential(simpler)
      ? `write it so each repetition can match in one way only, like ${JSON.stringify(simpler)} (check that it still accepts what you mean)`
      : 'write it so each repetition can match in one way only: no + or * directly inside a group that repeats';
  return `can freeze the browser: ${why}; ${hint}`;
}

/** The repetitions of `source` that scslre finds taking turns over the same text, as written, in order. */
export function overlappingParts(source: string): string[] {
  try {
    const options = { reportTypes: { Move: false }, maxReports: 10 };
    const quants = analyse({ source, flags: 'u' }, options).reports.flatMap((r) =>
      r.type === 'Trade' ? [r.startQuant, r.endQuant] : [r.quant],
    );
    const byStart = new Map(quants.map((q) => [q.start, q.raw]));
    return [...byStart].sort(([a], [b]) => a - b).map(([, raw]) => raw);
  } catch {
    return [];
  }
}

/**
 * scslre's rewrites of `source`, each accepting the same answers as the one
 * before, applied in turn while `degreeOf` (the growth of matching time with
 * the answer's length: 1 linear, 2 quadratic...) goes down: the last one of
 * degree `acceptable` or less, or `undefined` when the rewrites run out first.
 */
export function rewrittenBelow(
  source: string,
  acceptable: number,
  degreeOf: (source: string) => number,
): string | undefined {
  let best: string | undefined;
  let current = source;
  let degree = degreeOf(source);
  // Each rewrite removes one overlap; a pattern past MAX_PATTERN_LENGTH is refused before this.
  for (let tries = 0; tries < 12 && degree > 1; tries++) {
    let reports: Report[];
    try {
      const options = { reportTypes: { Move: false }, maxReports: 10 };
      reports = analyse({ source: current, flags: 'u' }, options).reports;
    } catch {
      break;
    }
    const next = reports.map((r) => r.fix()).find((fixed) => fixed !== undefined);
    if (!next || !isValid(next.source)) break;
    current = next.source;
    degree = degreeOf(current);
    if (degree <= acceptable) best = current;
  }
  return best;
}

function isValid(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

// Keys whose values are answers or messages, not schemas: a "pattern" there is data.
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);
// Keys whose values are maps of names to schemas: a name there may be any word.
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
]);

/** `schema` with each of its schemas (not its data, not its names) passed through `change`, innermost first. */
function mapSchemas<T>(
  schema: T,
  change: (node: Record<string, unknown>) => Record<string, unknown>,
): T {
  const walk = (node: unknown, names = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (!isObject(node)) return node;
    // fromEntries, so a field named "__proto__" stays a field.
    const out: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        !names && DATA_KEYS.has(key) ? value : walk(value, !names && SCHEMA_MAPS.has(key)),
      ]),
    );
    return names ? out : change(out);
  };
  return walk(schema) as T;
}

/** The schema with `maxLength` PATTERN_ANSWER_MAX_LENGTH on every text with a `pattern` and no `maxLength` of its own. */
export function withPatternLengths<T>(schema: T): T {
  return mapSchemas(schema, (node) =>
    typeof node.pattern === 'string' && node.maxLength === undefined
      ? { ...node, maxLength: PATTERN_ANSWER_MAX_LENGTH }
      : node,
  );
}

/** Every `pattern` of the schema's fields, once each. */
export function schemaPatterns(schema: unknown): string[] {
  const found = new Set<string>();
  mapSchemas(schema, (node) => {
    if (typeof node.pattern === 'string') found.add(node.pattern);
    return node;
  });
  return [...found];
}

/** The schema without the `pattern`s in `held`: the fields take any text there. */
export function withoutPatterns<T>(schema: T, held: ReadonlySet<string>): T {
  return mapSchemas(schema, (node) => {
    if (typeof node.pattern !== 'string' || !held.has(node.pattern)) return node;
    const { pattern: _held, ...rest } = node;
    return rest;
  });
}

/** What the checker said of each pattern it checked lately, by source. */
export function checkedPatterns(): ReadonlyMap<string, RegexCheck> {
  return checked;
}
