import { isObject } from '../../../kernel/is-object';
import { keeping } from '../../../screen/responses';
import { templateFor } from '../panels/screens/blank-screen';
import { valueInText } from './json-text';
import { setSetting } from './pruned';

/**
 * A screen's `responses` (docs/decisions/responses.md) as minimal edits of the
 * file's text: `"responses": true` while no limit is set, an object once one
 * is, and back to `true` when the last is taken out, so turning a setting on
 * and off again gives back the very same file.
 */

/** What the Screen tab shows of keeping the answers, read from the file. */
export type KeepingSettings = {
  keeps: boolean;
  /** A keeping screen emails each response only while the file has `email`. */
  emails: boolean;
  owners: string[];
  closeAfter: number | undefined;
  onePerPerson: boolean;
  keepForDays: number | undefined;
  dropOff: boolean;
};

export function keepingOf(fileText: string): KeepingSettings {
  const file = valueInText(fileText, []);
  const f = isObject(file) ? file : {};
  const keep = keeping(f);
  return {
    keeps: keep !== undefined,
    emails: isObject(f.email),
    owners: keep?.owners ?? [],
    closeAfter: keep?.closeAfter,
    onePerPerson: keep?.onePerPerson ?? false,
    keepForDays: keep?.keepForDays,
    dropOff: keep?.dropOff ?? false,
  };
}

/**
 * Keeps the answers (`"responses": true`), or keeps nothing. A screen that keeps
 * nothing sends by email: turned off without an `email`, it gets one, to the
 * template named after its file, as a new screen does.
 */
export function setKeeps(t: string, keeps: boolean, slug: string): string {
  const now = valueInText(t, ['responses']);
  if (keeps) return isObject(now) || now === true ? t : setSetting(t, ['responses'], true);
  const next = setSetting(t, ['responses'], undefined);
  return keepingOf(next).emails || valueInText(next, ['submit']) === 'none'
    ? next
    : setEmails(next, true, slug);
}

/** A keeping screen also emails each response (an `email` to its template), or only keeps it. */
export function setEmails(t: string, emails: boolean, slug: string): string {
  if (!emails) return setSetting(t, ['email'], undefined);
  return isObject(valueInText(t, ['email']))
    ? t
    : setSetting(t, ['email'], { template: templateFor(slug) });
}

type Limit = 'owners' | 'closeAfter' | 'onePerPerson' | 'keepForDays' | 'dropOff';

/** One setting of `responses`, or taken out with `undefined`; the last one out leaves `true`. */
function setLimit(t: string, key: Limit, value: unknown): string {
  const now = valueInText(t, ['responses']);
  if (!isObject(now)) {
    return value === undefined ? t : setSetting(t, ['responses'], { [key]: value });
  }
  const next = setSetting(t, ['responses', key], value);
  return valueInText(next, ['responses']) === undefined
    ? setSetting(next, ['responses'], true)
    : next;
}

/** The addresses of the screen's own owners; none leaves the site's owners (`_owners.json`). */
export const setOwners = (t: string, owners: string[]) =>
  setLimit(t, 'owners', owners.length > 0 ? owners : undefined);

export const setCloseAfter = (t: string, count: number | undefined) =>
  setLimit(t, 'closeAfter', count);

export const setKeepForDays = (t: string, days: number | undefined) =>
  setLimit(t, 'keepForDays', days);

export const setDropOff = (t: string, on: boolean) => setLimit(t, 'dropOff', on || undefined);

/**
 * One response per person, which needs to know who the person is: turning it
 * on asks people to sign in too (the checker refuses one without).
 */
export function setOnePerPerson(t: string, on: boolean): string {
  const next = setLimit(t, 'onePerPerson', on || undefined);
  return on ? setSetting(next, ['access'], 'signed-in') : next;
}
