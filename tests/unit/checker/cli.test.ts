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
    // GITHUB_ACTIONS cleared: the usual lines are what these tests read, in a workflow too.
    env: {
      ...process.env,
      PUBLIC_RECAPTCHA_SITE_KEY: '',
      PUBLIC_EMAILJS_PUBLIC_KEY: '',
      GITHUB_ACTIONS: '',
      // Typed in the project's folder, as `npm run check` there says.
      INIT_CWD: root,
      ...env,
    },
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

  test('on a folder with problems: exit 1 and one line per problem, each naming its file there', () => {
    const run = runCheck('tests/fixtures/schemas/bad');
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines).toContain(
      'tests/fixtures/schemas/bad/contact.json:3:3 unknown key "titel": did you mean "title"?',
    );
    expect(lines).toContain(
      'tests/fixtures/schemas/bad/contact.json:4:13 "access" must be "public" or "signed-in", not "members-only"',
    );
    expect(lines).toContain(
      'tests/fixtures/schemas/bad/order.json:3:11 the route "/contact" is also used by tests/fixtures/schemas/bad/contact.json: give one of them another "path"',
    );
    expect(lines).toContain(
      'tests/fixtures/schemas/bad/contact.json:1:1 the route "/contact" is also used by tests/fixtures/schemas/bad/order.json: give one of them another "path"',
    );
    expect(lines.at(-2)).toBe(
      '12 problems in tests/fixtures/schemas/bad/: fix them and run again (npm run check lists them too).',
    );
  }, 30_000);

  test('invalid JSON in a copy of the examples is found, the rest still checked', () => {
    const dir = path.join(temp, 'broken');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'contact.json'), '{\n  "title": "Contact",\n}\n');
    const run = runCheck(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${dir}/contact.json:3:1 invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])`,
    );
    expect(run.stderr).toContain(`1 problem in ${dir}/: fix it and run again`);
  }, 30_000);

  test('a folder given from where the author typed it names its files from there', () => {
    const dir = path.join(temp, 'typed');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    const contact = path.join(dir, 'contact.json');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('"order"', '"ordr"'));
    // `cd <temp> && npm run check -- typed`: npm runs the script in the project, INIT_CWD says where.
    const run = runCheck('typed', { INIT_CWD: temp });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toContain(
      'typed/contact.json:5:3 unknown key "ordr": did you mean "order"?',
    );
    expect(run.stderr).toContain('1 problem in typed/: fix it and run again');
  }, 30_000);

  test('a setting refused (.env or the shell) is one line saying what to write, no stack trace', () => {
    const run = runCheck('schemas', { PUBLIC_EMBED_ORIGINS: '*' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'npm run check: PUBLIC_EMBED_ORIGINS: "*" is not an origin; write origins like https://www.example.org, separated by commas\n',
    );
  }, 30_000);

  test('a captcha screen fails without a reCAPTCHA site key in the configuration, passes with one', () => {
    const dir = path.join(temp, 'captcha');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    const file = path.join(dir, 'contact.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...screen, captcha: true }, null, 2));
    // A site's configuration (an EmailJS key) with no reCAPTCHA key: nobody could send.
    const without = runCheck(dir, { PUBLIC_EMAILJS_PUBLIC_KEY: 'site-public-key' });
    expect(without.status).toBe(1);
    expect(without.stderr).toContain(
      '"captcha" is on, but this build has no reCAPTCHA site key, so nobody could send',
    );
    expect(
      runCheck(dir, {
        PUBLIC_EMAILJS_PUBLIC_KEY: 'site-public-key',
        PUBLIC_RECAPTCHA_SITE_KEY: 'k',
      }).status,
    ).toBe(0);
    // No EmailJS key either: the author tries it under `npm start`, whose captcha fake sends.
    const underStart = runCheck(dir);
    expect(underStart.status).toBe(0);
    expect(underStart.stdout).toContain(
      'Checked for `npm start` (no EmailJS key set): a captcha screen sends there through the local captcha fake',
    );
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
    expect(lines.filter((l) => l.startsWith(`${dir}/`))).toEqual([
      // Its translations follow the screen file's own texts, so they name what it lacks now.
      `${dir}/contact.ar.json:3:3 ${dir}/contact.json has no title: remove it here, or write it in ${dir}/contact.json first (every language follows the screen file's own)`,
      `${dir}/contact.fr.json:3:3 ${dir}/contact.json has no title: remove it here, or write it in ${dir}/contact.json first (every language follows the screen file's own)`,
      `${dir}/contact.json:1:1 missing required key "title": add "title": "Contact us" (the heading and the name on the home page)`,
      `${dir}/contact.json:3:3 unknown key "titel": did you mean "title"?`,
      `${dir}/dangling.json:1:1 "dangling.json" is a link to a file that is not there (any more): point it at a file, or remove it`,
      `${dir}/folder.json:1:1 "folder.json" is a folder, not a screen file: rename the folder so its name does not end in .json, or move it out of ${dir}/`,
      `${dir}/itself.json:1:1 "itself.json" is a folder, not a screen file: rename the folder so its name does not end in .json, or move it out of ${dir}/`,
      `${dir}/loop.json:1:1 "loop.json" is a link that leads back to itself: replace it with the screen file itself, or remove it`,
    ]);
  }, 30_000);

  // Issue 45, finding 12: a file saved as Latin-1 passed with "no problems" and showed "�"
  // in place of its letters on the form.
  test('a file saved in another encoding than UTF-8 is named at its first such character', () => {
    const dir = path.join(temp, 'encoding');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    const contact = path.join(dir, 'contact.json');
    const text = readFileSync(contact, 'utf8').replace('"Contact us"', '"Contact \u00e9"');
    writeFileSync(contact, Buffer.from(text, 'latin1'));
    const run = runCheck(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const line = text.split('\n').findIndex((l) => l.includes('Contact \u00e9'));
    const column = (text.split('\n')[line] ?? '').indexOf('\u00e9') + 1;
    expect(run.stderr).toContain(
      `${dir}/contact.json:${line + 1}:${column} "contact.json" is not saved as UTF-8: the character here is in another encoding (like Latin-1 or Windows-1252), so the form would show "\uFFFD" instead. Save the file as UTF-8 (in most editors: Save with Encoding, then UTF-8)`,
    );
  }, 30_000);
});

describe('npm run check in a GitHub workflow (GITHUB_ACTIONS=true)', () => {
  test('prints each problem as a workflow command on stdout, and the usual lines as before', () => {
    const usual = runCheck('tests/fixtures/schemas/bad');
    const run = runCheck('tests/fixtures/schemas/bad', { GITHUB_ACTIONS: 'true' });
    expect(run.status).toBe(1);
    const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(annotations).toContain(
      '::error file=tests/fixtures/schemas/bad/contact.json,line=10,col=26::unknown type "strng": did you mean "string"?',
    );
    // One annotation for each line the usual output gives a problem or a warning.
    const usualLines = usual.stderr
      .split('\n')
      .filter((l) => l.startsWith('tests/fixtures/schemas/bad/'));
    expect(annotations).toHaveLength(usualLines.length);
    expect(run.stderr).toBe(usual.stderr);
    expect(usual.stdout).not.toContain('::');
  }, 30_000);

  test('escapes as GitHub reads them: , and : in the file, % in the message; warnings as ::warning', () => {
    // Inside the project, so the file is named by its path from the root as in a checkout.
    mkdirSync(path.join(root, 'tests/output'), { recursive: true });
    const dir = mkdtempSync(path.join(root, 'tests/output/annotations-'));
    const screen = (extra: string) =>
      `{\n  "title": "Sizes",\n  "email": { "template": "t" },\n  "schema": {\n    "type": "object",\n    "properties": {\n      "topic": { "type": "string", "enum": ["question", "idea"] }${extra}\n    }\n  }\n}\n`;
    try {
      writeFileSync(path.join(dir, 'odd,name:1.json'), screen(''));
      writeFileSync(
        path.join(dir, 'sizes.json'),
        screen(',\n      "size": { "type": "string", "50%": true }'),
      );
      const run = runCheck(dir, { GITHUB_ACTIONS: 'true' });
      const at = path.relative(root, dir);
      const lines = run.stdout.split('\n');
      expect(lines).toContain(
        `::error file=${at}/odd%2Cname%3A1.json,line=1,col=1::the file name "odd,name:1.json" is not a slug: use lowercase letters, digits and hyphens, like "odd-name-1.json"`,
      );
      expect(lines.find((l) => l.includes('sizes.json,line=8,'))).toMatch(
        new RegExp(`^::error file=${at}/sizes\\.json,line=8,col=35::unknown keyword "50%25": `),
      );
      expect(lines).toContain(
        `::warning file=${at}/sizes.json,line=7,col=36::the choices "question", "idea" are shown to people as written: give each words to read, like "oneOf": [{ "const": "question", "title": "Question" }, ...] (what is stored and sent stays "question")`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
