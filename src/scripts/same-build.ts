import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run build:same -- [base] [other]`: whether a rename or a move changed what is built.
// It builds the commit `base` (HEAD unless given) and `other` (the work tree unless given)
// and compares every built file byte for byte, ignoring none.
//
// Both builds number modules and chunks in the order the app imports them (rspack's
// `natural` ids) instead of the production build's hash of each file's path: a file that
// moves gets another hash, and with it every chunk that holds it (its name, and the short
// names the minifier picks). With ids that do not depend on paths, a pure rename or move
// builds the very same bytes, and any other difference is a change in what the app does.
// A commit's build is kept in the system's temporary folder under its tree's hash, so a
// series of renames builds each commit once.

const root = path.resolve(import.meta.dirname, '../..');
const [base = 'HEAD', other] = process.argv.slice(2);
const scratch = mkdtempSync(path.join(tmpdir(), 'same-build-'));

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

/** A copy of commit `ref`'s files, sharing this clone's installed packages. */
function checkout(ref: string, label: string): string {
  const tree = path.join(scratch, label);
  mkdirSync(tree);
  execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C "${tree}"`], { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  return tree;
}

/** The built files of commit `ref`, built now or kept from an earlier run. */
function builtCommit(ref: string, label: string): string {
  const treeHash = git('rev-parse', '--verify', `${ref}^{tree}`).trim();
  const kept = path.join(tmpdir(), `same-build-${treeHash}`);
  if (!existsSync(kept)) cpSync(build(checkout(ref, label), label), kept, { recursive: true });
  else console.log(`${label}: kept from an earlier run (${kept})`);
  return kept;
}

/** Builds `tree` into the scratch folder with path-free ids; returns the built folder. */
function build(tree: string, label: string): string {
  const config = path.join(tree, `.same-build-${label}.config.ts`);
  writeFileSync(
    config,
    `import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import project from './rsbuild.config';
export default defineConfig(async (env) =>
  mergeRsbuildConfig((typeof project === 'function' ? await project(env) : project) as RsbuildConfig, {
    tools: { rspack: { optimization: { moduleIds: 'natural', chunkIds: 'natural' } } },
  }),
);
`,
  );
  const dist = path.join(scratch, `dist-${label}`);
  console.log(`Building ${label} …`);
  try {
    const run = spawnSync('npx', ['rsbuild', 'build', '--config', config], {
      cwd: tree,
      env: { ...process.env, DIST_DIR: dist },
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      throw new Error(`The build of ${label} failed:\n${run.stdout}\n${run.stderr}`);
    }
  } finally {
    rmSync(config, { force: true });
  }
  return dist;
}

try {
  const before = builtCommit(base, 'base');
  // A work tree with nothing changed is HEAD, and HEAD's build may be kept.
  const clean = git('status', '--porcelain', '--untracked-files=normal').trim() === '';
  const after = other || clean ? builtCommit(other ?? 'HEAD', 'other') : build(root, 'other');
  const diff = spawnSync('diff', ['-r', '--brief', before, after], { encoding: 'utf8' });
  const otherName = other ?? 'the work tree';
  if (diff.status === 0) {
    console.log(`Byte-identical: every built file of ${base} and ${otherName} is the same.`);
  } else {
    console.error(`The builds of ${base} and ${otherName} differ:\n${diff.stdout}${diff.stderr}`);
    console.error(`Both are kept to compare: ${before} and ${after}`);
    process.exitCode = 1;
  }
} finally {
  if (process.exitCode !== 1) rmSync(scratch, { recursive: true, force: true });
}
