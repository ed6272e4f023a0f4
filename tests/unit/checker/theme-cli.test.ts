import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const temp = mkdtempSync(path.join(tmpdir(), 'theme-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** `npm run check` over a copy of the examples whose `_theme.json` is `theme`. */
function checkWithTheme(name: string, theme: string) {
  const dir = path.join(temp, name);
  cpSync(path.join(root, 'schemas'), dir, { recursive: true });
  writeFileSync(path.join(dir, '_theme.json'), theme);
  // Typed in the project's folder: the copy outside it is named by its full path.
  const env = { ...process.env, INIT_CWD: root };
  const run = spawnSync(tsx, ['src/scripts/check-cli.ts', dir], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return { dir, status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('npm run check fails on a wrong theme key, at its line and column', () => {
  const run = checkWithTheme('typo', '{\n  "productName": "Acme",\n  "mode": "drak"\n}\n');
  expect(run.status).toBe(1);
  expect(run.stderr.split('\n')).toContain(
    `${run.dir}/_theme.json:3:11 "mode" must be "light", "dark" or "system", not "drak": did you mean "dark"?`,
  );
  expect(run.stderr).toContain(`1 problem in ${run.dir}/`);
}, 30_000);

test('npm run check warns about a light primary colour without failing', () => {
  const run = checkWithTheme('light', '{ "primaryColor": "#ffeb3b" }');
  expect(run.status).toBe(0);
  expect(run.stderr.split('\n')).toContainEqual(
    expect.stringMatching(
      /^\S+\/_theme\.json:1:19 "primaryColor" "#ffeb3b" is too light: .* \(warning\)$/,
    ),
  );
  expect(run.stderr).toContain(`${run.dir}/_theme.json:1:19 `);
  expect(run.stdout).toMatch(/no problems/);
}, 30_000);

test('npm run check finds a logo that is not in public/', () => {
  const run = checkWithTheme('logo', '{ "logo": "/no-such-logo.svg" }');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    `${run.dir}/_theme.json:1:11 "logo" "/no-such-logo.svg" is not in public/`,
  );
}, 30_000);
