import { isObject } from '../../../kernel/is-object';
import { fieldPath } from './field-edits';
import { removeEmptying, setAt, valueInText } from './json-text';

/**
 * The answer a question starts with (`default`) and where it is filled in
 * from when the screen opens (`prefill`), as minimal edits of the file.
 */

/** Sets the answer the question starts with; `undefined` takes it away. */
export function setDefault(text: string, name: string, value: unknown): string {
  return setAt(text, [...fieldPath(text, name), 'default'], value);
}

export function defaultOf(text: string, name: string): unknown {
  return valueInText(text, [...fieldPath(text, name), 'default']);
}

/** Where an answer is filled in from: the link's parameter, or the signed-in person. */
export type PrefillSource =
  { from: 'link'; param: string } | { from: 'person'; what: 'email' | 'name' | 'uid' };

const PERSON = ['email', 'name', 'uid'] as const;

export function prefillOf(text: string, name: string): PrefillSource | undefined {
  const written = valueInText(text, ['prefill', name]);
  if (typeof written !== 'string') return undefined;
  if (written.startsWith('query.')) return { from: 'link', param: written.slice('query.'.length) };
  const what = PERSON.find((p) => written === `user.${p}`);
  return what ? { from: 'person', what } : undefined;
}

/** Sets where the answer is filled in from; `undefined` takes it away (and `prefill` once empty). */
export function setPrefill(text: string, name: string, source: PrefillSource | undefined): string {
  if (!source) return removeEmptying(text, ['prefill', name]);
  const written = source.from === 'link' ? `query.${source.param}` : `user.${source.what}`;
  return setAt(text, ['prefill', name], written);
}

/**
 * The question the confirmation goes to (`email.confirmation.to`):
 * the checker lets it be filled in only from the signed-in person's email, so
 * a link can never send someone's answers to an address it chose.
 */
export function receivesCopy(text: string, name: string): boolean {
  const confirmation = valueInText(text, ['email', 'confirmation']);
  return isObject(confirmation) && confirmation.to === name;
}

/** A link parameter's name as the checker takes it: letters, digits, `_ . ~ -`. */
export function linkParamOf(typed: string): string {
  return typed.replace(/[^A-Za-z0-9_.~-]/g, '');
}
