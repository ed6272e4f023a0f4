import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replacementPlugins,
  partReplacements,
  type Replacement,
} from '../../../src/build/form-perf-swaps';

// A replacement that stops matching after an upgrade of rjsf, MUI or React fails the production
// build (rsbuild.config.ts checks the web build, which build-output.test.ts builds), naming it.
// Here the check itself, on a package of three files: `lib/form.js` imports `./field.js`.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forms-replacements-'));
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'lib/form.js'), "export { field } from './field.js';\n");
  writeFileSync(path.join(dir, 'lib/field.js'), "export const field = 'original field';\n");
  writeFileSync(path.join(dir, 'swapped.js'), "export const field = 'swapped field';\n");
  writeFileSync(path.join(dir, 'entry.js'), "export { field } from './lib/form.js';\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles the package with `replacements`, checked: the errors, and whether the swapped module came in. */
function bundle(replacements: Replacement[]): Promise<{ errors: string[]; swapped: boolean }> {
  const out = path.join(dir, `dist-${replacements.map((r) => r.name).join('-')}`);
  const compiler = rspack({
    context: dir,
    entry: './entry.js',
    mode: 'development',
    devtool: false,
    output: { path: out },
    plugins: replacementPlugins(replacements, { check: true }),
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
      const code = stats.hasErrors() ? '' : readFileSync(path.join(out, 'main.js'), 'utf8');
      resolve({ errors: errors.map((e) => e.message), swapped: code.includes('swapped field') });
    });
  });
}

const replacement = (name: string, request: RegExp, inside: RegExp): Replacement => ({
  name,
  request,
  inside,
  to: path.join(dir, 'swapped.js'),
});
const matching = () => replacement('FieldPart', /^\.\/field\.js$/, /[\\/]lib$/);

describe('a bundle replacement, checked', () => {
  it('swaps the import it names, and the build has no error', async () => {
    expect(await bundle([matching()])).toEqual({ errors: [], swapped: true });
  });

  it('that matches no import fails the build, naming it', async () => {
    // Planted: as if an upgrade renamed the file a library imports.
    const planted = replacement('PlantedPart', /^\.\/Field\.mjs$/, /[\\/]lib$/);
    const { errors } = await bundle([matching(), planted]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Bundle replacement PlantedPart matched nothing/);
    expect(errors[0]).toContain('Field\\.mjs');
  });

  it('that matches the import only from another folder fails the build too', async () => {
    // As if the library moved the module that imports it.
    const moved = replacement('MovedPart', /^\.\/field\.js$/, /[\\/]components$/);
    const { errors, swapped } = await bundle([moved]);
    expect(swapped).toBe(false);
    expect(errors).toEqual([expect.stringMatching(/Bundle replacement MovedPart matched nothing/)]);
  });
});

describe("the app's replacements", () => {
  it('each have a name of their own, so the error says which one', () => {
    const names = partReplacements().map((r) => r.name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });
});
