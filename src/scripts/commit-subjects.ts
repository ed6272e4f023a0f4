import { execFileSync } from 'node:child_process';

// `npm run static`: the subject of every commit the branch adds is under 72 characters, so
// `git log --oneline` and every tool's one-line view of the history can be read. The
// history before the check has longer ones; only what a branch adds is checked.

/** A subject is under this many characters (README, the developers' guide). */
const LIMIT = 72;

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const exists = (ref: string) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

/**
 * What the branch is measured against: on a pull request in GitHub Actions its base branch;
 * else the branch the clone came from (origin/HEAD, main for this repository), else the
 * branch's upstream. A clean clone of main in CI is its own base: nothing to check. A
 * checkout with none of these (a shallow, detached one) has no base either.
 */
function base(): string | undefined {
  const candidates = [
    process.env.GITHUB_BASE_REF ? `origin/${process.env.GITHUB_BASE_REF}` : '',
    'refs/remotes/origin/HEAD',
    '@{upstream}',
  ];
  return candidates.find((ref) => ref !== '' && exists(ref));
}

const from = base();
if (!from) {
  console.log('Commit subjects: no base branch to compare with, so no commits to check.');
} else {
  const name = git('rev-parse', '--abbrev-ref', from);
  // %s is the subject as git shows it: the first paragraph, its lines joined.
  const added = git('log', '--no-merges', '--format=%h %s', `${from}..HEAD`)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => ({
      hash: line.slice(0, line.indexOf(' ')),
      subject: line.slice(line.indexOf(' ') + 1),
    }));
  const long = added.filter(({ subject }) => [...subject].length >= LIMIT);
  for (const { hash, subject } of long) {
    console.error(
      `${hash}: its subject is ${[...subject].length} characters, under ${LIMIT} wanted: "${subject}". ` +
        `Reword it (git rebase -i ${name}); the why goes in the body, after a blank line.`,
    );
  }
  console.log(
    `Commit subjects: ${added.length} commit(s) since ${name}, ${long.length} of ${LIMIT} characters or more.`,
  );
  if (long.length > 0) process.exitCode = 1;
}
