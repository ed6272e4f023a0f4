import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers' direction and the ban on cycles (eslint.config.js, docs/decisions/layers.md), held
// by linting planted imports with the project's own configuration: nothing is written to disk.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'src');
const eslint = new ESLint({ cwd: ROOT });

// Linting follows each planted import through the files it reaches (import-x reads the app's
// graph for cycles): 10 to 25 s the first time on a loaded machine, more than a test's default.
const SLOW = { timeout: 120_000 };

/** The rules a text breaks when it stands at `file` (under src/), by rule id. */
async function broken(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(SRC, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const sourceFiles = (dir: string) =>
  readdirSync(path.join(SRC, dir))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

describe('an import against the direction of the layers', SLOW, () => {
  // Found, not named, so that a rename elsewhere leaves the test planting the same thing.
  const appFile = withoutExtension(sourceFiles('app')[0] ?? 'none');

  it('is refused from a lower layer to a higher one', async () => {
    const planted = `import * as app from '../app/${appFile}';\nexport const reached = app;\n`;
    expect(await broken('kernel/planted.ts', planted)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: kernel may not import app/),
    ]);
    // A feature importing the same way downwards is allowed: the refusal is the direction's.
    const kernelFile = withoutExtension(sourceFiles('kernel')[0] ?? 'none');
    const downwards = `import * as kernel from '../kernel/${kernelFile}';\nexport const reached = kernel;\n`;
    expect(await broken('features/planted.ts', downwards)).toEqual([]);
  });

  it('is refused into a feature past its index.ts, and allowed through it', async () => {
    const feature = readdirSync(path.join(SRC, 'features')).sort()[0] ?? 'none';
    const inner = sourceFiles(`features/${feature}`).find((f) => !/^index\.tsx?$/.test(f));
    const into = (target: string) =>
      `import * as inner from '../${feature}/${target}';\nexport const reached = inner;\n`;
    expect(
      await broken('features/planted/planted.ts', into(withoutExtension(inner ?? ''))),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: feature may not import feature/)]);
    expect(await broken('features/planted/planted.ts', into('index'))).toEqual([]);
  });
});

describe('a cycle between files', SLOW, () => {
  // A kernel file importing a sibling; the sibling planted with an import of it back.
  const [importer, imported] = sourceFiles('kernel/ui')
    .map((file) => {
      const text = readFileSync(path.join(SRC, 'kernel/ui', file), 'utf8');
      const sibling = /^import .* from '\.\/([\w-]+)';$/m.exec(text)?.[1];
      const target = sourceFiles('kernel/ui').find((f) => withoutExtension(f) === sibling);
      return [file, target] as const;
    })
    .find(([, target]) => target !== undefined) ?? ['none', 'none'];

  it('is refused, naming the import that closes it', async () => {
    const file = `kernel/ui/${imported}`;
    const text = readFileSync(path.join(SRC, file), 'utf8');
    expect(await broken(file, text)).toEqual([]);
    const planted = `import './${withoutExtension(importer)}';\n${text}`;
    expect(await broken(file, planted)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
    ]);
  });
});
