import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import { firestoreRules, literal } from '../../../src/checker/firestore-rules';
import { readSchemaFiles } from '../../../src/build/schemas-dir';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the text of firestore.rules', () => {
  test('any text is one string literal: no quote, backslash or line break of it ends the literal', () => {
    for (const hostile of [`'`, `"`, '\\', '\n', `x'] || true || ['`, '😀', '\u2028', '']) {
      const written = literal(hostile);
      expect(written).toMatch(/^'(?:[A-Za-z0-9_]|\\u[0-9a-f]{4})*'$/);
      const read = JSON.parse(`"${written.slice(1, -1)}"`) as string;
      expect(read).toBe(hostile);
    }
  });

  test('is the rules of schemas/ as they are: a build writes it, and it is committed up to date', () => {
    const { files } = readSchemaFiles(path.join(ROOT, 'schemas'));
    const committed = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
    expect(committed).toBe(firestoreRules(checkScreenFiles(files)));
  });

  test('a screen with a problem keeps nothing until it is fixed', () => {
    const screen = {
      title: 'Kept',
      responses: { owners: ['ana@example.org'] },
      schema: { type: 'object', properties: { name: { type: 'strin' } } },
    };
    const result = checkScreenFiles([{ name: 'kept.json', text: JSON.stringify(screen) }]);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(firestoreRules(result)).not.toContain('/screens/kept');
    expect(firestoreRules(result)).toContain('allow read, write: if false;');
  });
});
