import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { wordPart, type WordPart } from '../kernel/i18n/word-parts';

export const CATALOGUES_DIR = path.resolve(import.meta.dirname, '../kernel/i18n/catalogues');

/** One language's catalogue as written: ICU messages by id. */
export function readCatalogue(language: string): Record<string, string> {
  const file = path.join(CATALOGUES_DIR, `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * One language's catalogue compiled to what @lingui/core's runtime reads:
 * plurals and numbers work without the parser in the browser.
 */
export function compiledCatalogue(language: string): Messages {
  return Object.fromEntries(
    Object.entries(readCatalogue(language)).map(([id, message]) => [id, compileMessage(message)]),
  );
}

/**
 * The catalogue as the module `@generated/catalogue?lang=<code>`: one part of
 * it (word-parts.ts), or every part but the responses page's, which loads its own.
 */
export function catalogueCode(language: string, part?: WordPart): string {
  const all = compiledCatalogue(language);
  const messages = Object.fromEntries(
    Object.entries(all).filter(([id]) =>
      part ? wordPart(id) === part : wordPart(id) !== 'responses',
    ),
  );
  return `export const messages = ${JSON.stringify(messages)};\n`;
}
