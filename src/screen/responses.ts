/**
 * A screen's `responses`: whether and how its answers are kept in Firestore
 * (docs/decisions/responses.md). Pure, for the checker, the rules it
 * generates and the submit adapter alike.
 */
import { isObject } from '../kernel/is-object';

/** `responses` as written: `true`, or the object. */
export type ResponsesSettings = {
  owners?: string[];
  closeAfter?: number;
  onePerPerson?: boolean;
  keepForDays?: number;
  dropOff?: boolean;
};

/** `responses` of a screen that keeps its answers, every default filled in. */
export type Keeping = {
  owners: string[];
  closeAfter?: number;
  onePerPerson: boolean;
  keepForDays?: number;
  dropOff: boolean;
};

/** How a screen keeps its answers, or undefined when it keeps none (`responses` absent or `false`). */
export function keeping(screen: { responses?: unknown }): Keeping | undefined {
  const given = screen.responses;
  if (given === true) return { owners: [], onePerPerson: false, dropOff: false };
  if (!isObject(given)) return undefined;
  const settings = given as ResponsesSettings;
  return {
    owners: Array.isArray(settings.owners)
      ? settings.owners.filter((o) => typeof o === 'string')
      : [],
    ...(typeof settings.closeAfter === 'number' ? { closeAfter: settings.closeAfter } : {}),
    onePerPerson: settings.onePerPerson === true,
    ...(typeof settings.keepForDays === 'number' ? { keepForDays: settings.keepForDays } : {}),
    dropOff: settings.dropOff === true,
  };
}

/** The site-wide owners' file of `schemas/`: `{ "owners": ["ana@example.org"] }`. */
export const OWNERS_FILE_NAME = '_owners.json';

/**
 * The longest text one answer may send or keep when its field sets no
 * `maxLength`: far beyond any message a person types, far below what fills
 * an email or a kept response.
 */
export const TEXT_CEILING = 5000;

/**
 * What a kept response's files may take together, before they become data
 * URLs (a third larger): Firestore keeps at most 1 MiB a document, and the
 * other answers need their room.
 */
export const KEPT_FILES_MAX_BYTES = 700 * 1024;

/** The length of a file of `bytes` as the data URL the form holds (base64, with its type and name). */
export const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 300;
