import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/checker/format';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function runCheck(dir: string, env: Record<string, string> = {}) {
  const run = spawnSync(tsx, ['src/scripts/check-cli.ts', dir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PUBLIC_RECAPTCHA_SITE_KEY: '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const temp = mkdtempSync(path.join(tmpdir(), 'check-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('formatProblem', () => {
  test('prints file:line:column and the message, the form editors link', () => {
    expect(
      formatProblem({ file: 'schemas/a.json', line: 3, column: 7, message: 'unknown key "x"' }),
    ).toBe('schemas/a.json:3:7 unknown key "x"');
  });
});

describe('npm run check', () => {
  test('on the shipped schemas/ folder: exit 0 and a short all-clear', () => {
    const run = runCheck('schemas');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^schemas\/: \d+ screens, no problems\.\n$/);
  }, 30_000);

  test('on a folder with problems: exit 1 and one line per problem', () => {
    const run = runCheck('tests/fixtures/schemas/bad');
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines).toContain('schemas/contact.json:3:3 unknown key "titel": did you mean "title"?');
    expect(lines).toContain(
      'schemas/contact.json:4:13 "access" must be "public" or "signed-in", not "members-only"',
    );
    expect(lines).toContain(
      'schemas/order.json:3:11 the route "/contact" is also used by schemas/contact.json: give one of them another "path"',
    );
    expect(lines).toContain(
      'schemas/contact.json:1:1 the route "/contact" is also used by schemas/order.json: give one of them another "path"',
    );
    expect(lines.at(-2)).toBe(
      '12 problems in schemas/: fix them and run again (npm run check lists them too).',
    );
  }, 30_000);

  test('invalid JSON in a copy of the examples is found, the rest still checked', () => {
    const dir = path.join(temp, 'broken');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'contact.json'), '{\n  "title": "Contact",\n}\n');
    const run = runCheck(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'schemas/contact.json:3:1 invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])',
    );
    expect(run.stderr).toContain('1 problem in schemas/: fix it and run again');
  }, 30_000);

  test('a captcha screen fails without a reCAPTCHA site key in the configuration, passes with one', () => {
    const dir = path.join(temp, 'captcha');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    const file = path.join(dir, 'contact.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...screen, captcha: true }, null, 2));
    const without = runCheck(dir);
    expect(without.status).toBe(1);
    expect(without.stderr).toContain(
      '"captcha" is on, but this build has no reCAPTCHA site key, so nobody could send',
    );
    expect(runCheck(dir, { PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' }).status).toBe(0);
  }, 60_000);

  test('entries that are no file (issue 17, item 1) are one problem each; the other files are still checked', () => {
    const dir = path.join(temp, 'entries');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    mkdirSync(path.join(dir, 'folder.json'));
    symlinkSync('loop.json', path.join(dir, 'loop.json'));
    symlinkSync('nowhere.json', path.join(dir, 'dangling.json'));
    symlinkSync('.', path.join(dir, 'itself.json'));
    // A mistake in a real file is still found beside them.
    const contact = path.join(dir, 'contact.json');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('"title"', '"titel"'));
    const run = runCheck(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const lines = run.stderr.split('\n');
    expect(lines.filter((l) => l.startsWith('schemas/'))).toEqual([
      // Its translations follow the screen file's own texts, so they name what it lacks now.
      "schemas/contact.ar.json:3:3 schemas/contact.json has no title: remove it here, or write it in schemas/contact.json first (every language follows the screen file's own)",
      "schemas/contact.fr.json:3:3 schemas/contact.json has no title: remove it here, or write it in schemas/contact.json first (every language follows the screen file's own)",
      'schemas/contact.json:1:1 missing required key "title": add "title": "Contact us" (the heading and the name on the home page)',
      'schemas/contact.json:3:3 unknown key "titel": did you mean "title"?',
      'schemas/dangling.json:1:1 "dangling.json" is a link to a file that is not there (any more): point it at a file, or remove it',
      'schemas/folder.json:1:1 "folder.json" is a folder, not a screen file: rename the folder so its name does not end in .json, or move it out of schemas/',
      'schemas/itself.json:1:1 "itself.json" is a folder, not a screen file: rename the folder so its name does not end in .json, or move it out of schemas/',
      'schemas/loop.json:1:1 "loop.json" is a link that leads back to itself: replace it with the screen file itself, or remove it',
    ]);
  }, 30_000);
});
