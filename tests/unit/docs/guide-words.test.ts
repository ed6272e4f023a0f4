import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// The guide is for people who have never written code: the libraries, folders and build steps
// behind the app are developers' words, which README.md and docs/ explain. The messages page
// quotes the checker as it prints, and the reference names the standard a key follows, so
// those two may use them.
const root = path.resolve(import.meta.dirname, '../../..');
const QUOTING = ['messages.md', 'reference.md'];
const pages = [
  'schemas/README.md',
  ...readdirSync(path.join(root, 'docs/guide'))
    .filter((name) => name.endsWith('.md') && !QUOTING.includes(name))
    .map((name) => `docs/guide/${name}`),
];
const DEVELOPER_WORDS =
  /\b(?:rjsf|react-jsonschema-form|ajv|src\/\S*|firestore|draft-07|hydrat\w*|prerender\w*|JSON Pointer)\b/gi;

describe('the guide speaks to authors', () => {
  test.each(pages)('%s names none of the code behind the app', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    expect(text.match(DEVELOPER_WORDS) ?? []).toEqual([]);
  });
});
