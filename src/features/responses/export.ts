import { answerWording } from '../../screen/answer-text';
import type { ScreenFile } from '../../screen/types';
import type { Question } from './questions';
import type { KeptResponse } from '../../screen/kept-response';
import { newestFirst } from './summary';
import { answerAt } from './tally';

/** A column of the responses' table and export: its heading and each response's words. */
export type Column = { key: string; title: string; words: (response: KeptResponse) => string };

/** The words the page gives what the screen file cannot name itself. */
export type ColumnWords = {
  submitted: string;
  yes: string;
  no: string;
  /** A moment as the page writes it, in its language and the reader's time zone. */
  moment: (ms: number) => string;
};

/**
 * One column per question in the screen's order (a grid's rows each a column
 * of their own, as in a spreadsheet: `Grid › Row`), after the moment it came;
 * every answer in words, as the email's summary writes it.
 */
export function columnsOf(
  questions: readonly Question[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: ColumnWords,
): Column[] {
  const columns: Column[] = [
    { key: '', title: words.submitted, words: (r) => words.moment(r.submittedAt) },
  ];
  const columnAt = (path: string[], title: string, yesNo: boolean) => {
    const wording = answerWording(path, screen);
    const key = path.join('.');
    columns.push({
      key,
      title,
      words: (r) => {
        const value = answerAt(r.answers, path);
        if (value === undefined || value === null) return '';
        if (yesNo && typeof value === 'boolean') return value ? words.yes : words.no;
        return wording(value);
      },
    });
  };
  for (const q of questions) {
    if (q.kind === 'grid') {
      for (const row of q.rows) columnAt([...q.path, row.key], `${q.title} › ${row.title}`, false);
    } else {
      columnAt(q.path, q.title, q.kind === 'yes-no');
    }
  }
  return columns;
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) is made inert with a `'` before it, as OWASP
 * advises; a plain number (`-5`, `3.5`) is no formula and stays a number.
 */
export function inertCell(text: string): string {
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A field of RFC 4180: quoted when it holds a comma, a quote, a line break or spaces at an end. */
function csvField(text: string): string {
  const cell = inertCell(text);
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** Every response, newest first, as CSV: UTF-8 with its BOM, lines ended by CRLF, formulas made inert. */
export function responsesCsv(
  columns: readonly Column[],
  responses: readonly KeptResponse[],
): string {
  const lines = [columns.map((c) => csvField(c.title)).join(',')];
  for (const response of newestFirst(responses)) {
    lines.push(columns.map((c) => csvField(c.words(response))).join(','));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Every response, newest first, as kept (answers as stored codes), its moment as ISO 8601 UTC. */
export function responsesJson(screen: string, responses: readonly KeptResponse[]): string {
  const kept = newestFirst(responses).map((r) => ({
    id: r.id,
    submittedAt: new Date(r.submittedAt).toISOString(),
    language: r.language,
    version: r.version,
    ...(r.uid === undefined ? {} : { uid: r.uid }),
    answers: r.answers,
  }));
  return `${JSON.stringify({ screen, responses: kept }, null, 2)}\n`;
}
