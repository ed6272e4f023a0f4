import { keepOf } from '../kinds/kind-table';
import { questionsOf } from './questions';

/**
 * The file after an edit made in the cards, with what each kind keeps true
 * made true again (kind-entry.ts, `keep`): a ranking's count of items, a
 * grid with a required row required itself. The File (JSON) tab's typing is
 * left as written: there the author's words are the file.
 */
export function keptTrue(text: string): string {
  return questionsOf(text).reduce((next, q) => keepOf(q.kind)?.(next, q.name) ?? next, text);
}
