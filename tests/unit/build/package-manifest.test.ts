import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

describe('package.json', () => {
  it('lists type packages as tools: they never reach the site', () => {
    const types = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@types/'));
    expect(types).toEqual([]);
    expect(manifest.devDependencies).toHaveProperty('@types/json-logic-js');
  });
});
