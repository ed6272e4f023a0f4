import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run static` checks the subjects of the commits a branch adds, as a developer and CI run it.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Tester',
  GIT_AUTHOR_EMAIL: 'tester@example.com',
  GIT_COMMITTER_NAME: 'Tester',
  GIT_COMMITTER_EMAIL: 'tester@example.com',
  GITHUB_BASE_REF: '',
};
const OLD_LONG = `Old history: ${'a subject nobody kept short '.repeat(4)}`;
const of = (n: number) => `Subject of ${n} characters `.padEnd(n, '.');

let dir: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: 'pipe' });
const commit = (cwd: string, message: string) =>
  git(cwd, 'commit', '-q', '--allow-empty', '-m', message);

/** A clone of a main branch whose history has a long subject, as CI clones this repository. */
function cleanClone(name: string): string {
  const clone = path.join(dir, name);
  git(dir, 'clone', '-q', path.join(dir, 'upstream'), clone);
  return clone;
}

function check(cwd: string, env: Record<string, string> = {}) {
  const run = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'src/scripts/commit-subjects.ts')],
    { cwd, env: { ...GIT_ENV, ...env }, encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout, errors: run.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forms-subjects-'));
  const upstream = path.join(dir, 'upstream');
  git(dir, 'init', '-q', '-b', 'main', upstream);
  commit(upstream, OLD_LONG);
  commit(upstream, 'A short subject');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the commit subjects check', () => {
  it('passes a clean clone of main, whose old long subjects it leaves alone', () => {
    const { status, out } = check(cleanClone('clean'));
    expect(out).toContain('0 commit(s) since origin/main');
    expect(status).toBe(0);
  });

  it('fails on a commit the branch adds with a subject of 72 characters or more, naming it', () => {
    const clone = cleanClone('added');
    commit(clone, of(71));
    commit(clone, of(72));
    // No blank line after the first line: git shows both lines as the subject.
    commit(
      clone,
      `A first line that looks short\n${'and its second line, which git joins '.repeat(2)}`,
    );
    const { status, out, errors } = check(clone);
    expect(status).toBe(1);
    expect(out).toContain('3 commit(s) since origin/main, 2 of 72 characters or more');
    expect(errors).toContain(`its subject is 72 characters, under 72 wanted: "${of(72)}"`);
    expect(errors).toContain('"A first line that looks short and its second line');
    expect(errors).not.toContain(of(71));
    expect(errors).not.toContain(OLD_LONG.trim());
  });

  it('on a pull request in GitHub Actions, checks what it adds to its base branch', () => {
    const clone = cleanClone('pull-request');
    git(clone, 'checkout', '-q', '-b', 'feature');
    git(clone, 'remote', 'set-head', 'origin', '--delete');
    commit(clone, of(80));
    expect(check(clone, { GITHUB_BASE_REF: 'main' })).toMatchObject({
      status: 1,
      out: expect.stringContaining('1 commit(s) since origin/main'),
    });
    // The same checkout outside a pull request has no base to compare with.
    expect(check(clone)).toMatchObject({
      status: 0,
      out: expect.stringContaining('no base branch'),
    });
  });
});
