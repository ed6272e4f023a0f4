import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = read('.github/workflows/publish.yml');

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
type Image = string | { image: string };
type Job = {
  if?: string;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  container?: Image;
  services?: Record<string, Image>;
  steps: Step[];
};
const parsed = parse(workflow) as {
  on: Record<string, unknown>;
  permissions: unknown;
  jobs: Record<string, Job>;
};
const jobs = Object.entries(parsed.jobs);
/** Where the job's own text starts and ends: from its key to the next job's. */
const spanOf = (name: string) => {
  const start = workflow.indexOf(`\n  ${name}:\n`);
  const next = workflow.slice(start + 1).search(/\n {2}[\w-]+:\n/);
  return { start, end: next < 0 ? workflow.length : start + 1 + next };
};
const textOf = (name: string) => {
  const { start, end } = spanOf(name);
  return workflow.slice(start, end);
};
const environmentOf = (job: Job) =>
  typeof job.environment === 'string' ? job.environment : job.environment?.name;

describe('.github/workflows/publish.yml', () => {
  it('builds with every variable the app reads, from the repository variables', () => {
    const names = [...read('src/kernel/config/env.ts').matchAll(/\b(PUBLIC_[A-Z_]+):/g)].map(
      ([, name]) => name,
    );
    // The emulators are for the tests and `npm start`; a deployed site never connects to one.
    const emulators = ['PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', 'PUBLIC_FIRESTORE_EMULATOR_HOST'];
    const deployed = names.filter((n) => !emulators.includes(n ?? ''));
    expect(deployed.length).toBeGreaterThan(10);
    for (const name of deployed) expect(workflow).toContain(`${name}: \${{ vars.${name} }}`);
    for (const name of emulators) expect(workflow).not.toContain(name);
  });

  it('pins every action by its full commit, the version named beside it', () => {
    const uses = workflow.split('\n').filter((line) => /^\s*-?\s*uses:/.test(line));
    expect(uses.length).toBeGreaterThanOrEqual(6);
    for (const line of uses)
      expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("runs on a pull request and a push to main, never with the base branch's rights", () => {
    // pull_request_target and workflow_run run with the repository's secrets on code or artifacts
    // a pull request chose; issue_comment, workflow_dispatch and the like are other doors in.
    expect(Object.keys(parsed.on).sort()).toEqual(['pull_request', 'push']);
    expect(parsed.on.push).toEqual({ branches: ['main'] });
  });

  it('pins every container by digest', () => {
    const imageOf = (image: Image) => (typeof image === 'string' ? image : image.image);
    const images = jobs.flatMap(([, job]) => [
      ...(job.container ? [imageOf(job.container)] : []),
      ...Object.values(job.services ?? {}).map(imageOf),
    ]);
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image).toMatch(/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
  });

  it('leaves no token in the checkout for the steps after it', () => {
    const checkouts = jobs.flatMap(([, job]) =>
      job.steps.filter((s) => s.uses?.startsWith('actions/checkout@')),
    );
    expect(checkouts.length).toBeGreaterThanOrEqual(3);
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('grants nothing by default, and each job only what it names', () => {
    expect(parsed.permissions).toEqual({});
    for (const [name, job] of jobs) {
      expect(job.permissions, name).toBeDefined();
      const writes = Object.entries(job.permissions ?? {}).filter(([, v]) => v !== 'read');
      // Only the preview's deploy writes: its check and the comment with its address.
      if (name === 'deploy-preview')
        expect(Object.fromEntries(writes)).toEqual({ checks: 'write', 'pull-requests': 'write' });
      else expect(writes, name).toEqual([]);
    }
  });

  it('puts no expression into a script, where a title or a branch name would run', () => {
    const scripts = jobs.flatMap(([, job]) => job.steps.flatMap((s) => (s.run ? [s.run] : [])));
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const script of scripts) expect(script).not.toContain('${{');
  });

  it('keeps each deploy key in its own environment, live on main alone', () => {
    // The job as GitHub reads it: a YAML alias (`with: *inputs`) brings another job's secrets in.
    const secretsOf = (name: string) =>
      [...JSON.stringify(parsed.jobs[name]).matchAll(/secrets\.(\w+)/g)]
        .map(([, secret]) => secret)
        .filter((secret) => secret !== 'GITHUB_TOKEN');
    // Every use of `secrets` names one secret (no secrets['...'], no toJSON(secrets)) and sits
    // inside a job that has an environment: at the top of the file every job would get it.
    const inEnvironment = jobs
      .filter(([, job]) => environmentOf(job))
      .map(([name]) => spanOf(name));
    for (const expression of workflow.matchAll(/\$\{\{[^}]*\}\}/g)) {
      if (!/\bsecrets\b/.test(expression[0])) continue;
      expect(expression[0]).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
      if (expression[0].includes('secrets.GITHUB_TOKEN')) continue;
      const at = expression.index;
      const inside = inEnvironment.some(({ start, end }) => at > start && at < end);
      expect(inside, expression[0]).toBe(true);
    }
    for (const [name, job] of jobs) {
      // A job outside an environment holds no secret of ours: any pull request could print it.
      if (!environmentOf(job)) expect(secretsOf(name), name).toEqual([]);
    }
    const live = jobs.filter(([, job]) => environmentOf(job) === 'live');
    expect(live.map(([name]) => name)).toEqual(['deploy-live']);
    expect(parsed.jobs['deploy-live']?.if).toBe(
      "github.event_name == 'push' && github.ref == 'refs/heads/main'",
    );
    expect(secretsOf('deploy-live')).toEqual(['FIREBASE_LIVE_SERVICE_ACCOUNT']);

    const preview = parsed.jobs['deploy-preview'];
    expect(environmentOf(preview!)).toBe('preview');
    expect(preview?.if).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
    expect(secretsOf('deploy-preview')).toEqual(['FIREBASE_PREVIEW_SERVICE_ACCOUNT']);
    expect(workflow).not.toMatch(/secrets\.FIREBASE_SERVICE_ACCOUNT\b/);
  });

  it('deploys only what this run built, never an artifact of another run', () => {
    const downloads = jobs.flatMap(([, job]) =>
      job.steps.filter((s) => s.uses?.startsWith('actions/download-artifact@')),
    );
    expect(downloads.length).toBe(2);
    // run-id (with github-token or repository) would fetch another run's files, a pull request's too.
    for (const step of downloads) expect(step.with).toEqual({ name: 'site' });
  });

  it('deploys with the firebase-tools the tests ran', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version: string }>;
    };
    const version = lock.packages['node_modules/firebase-tools']?.version;
    const deploy = parsed.jobs['deploy-preview']?.steps.find((s) =>
      s.uses?.startsWith('FirebaseExtended/action-hosting-deploy@'),
    );
    expect(String(deploy?.with?.firebaseToolsVersion)).toBe(version);
    // The live deploy runs the firebase-tools npm ci installed from the lock file, and no
    // package's install script runs in the job that holds the live key.
    expect(textOf('deploy-live')).toContain('npm ci --no-audit --no-fund --ignore-scripts');
    expect(textOf('deploy-live')).toContain('npx firebase deploy');
  });

  it('refuses a built firebase.json with a deploy hook before the live key is written', () => {
    const steps = parsed.jobs['deploy-live']?.steps ?? [];
    const at = (name: string) => steps.findIndex((s) => s.name === name);
    const check = steps[at('The built firebase.json runs no hook')]?.run ?? '';
    expect(at('The built firebase.json runs no hook')).toBeGreaterThan(-1);
    expect(at('The built firebase.json runs no hook')).toBeLessThan(at('Deploy to the live site'));
    // The check as the job runs it, in a folder holding only the firebase.json it reads.
    const run = (config: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'publish-hooks-'));
      writeFileSync(path.join(dir, 'firebase.json'), config);
      return spawnSync('bash', ['-e', '-c', check], { cwd: dir, encoding: 'utf8' });
    };
    expect(run(read('firebase.json')).status).toBe(0);
    const hooked = [
      { hosting: { public: 'dist', predeploy: 'curl -d @"$GOOGLE_APPLICATION_CREDENTIALS" x' } },
      { hosting: [{ site: 'a', postdeploy: ['true'] }] },
      { firestore: { rules: 'firestore.rules', predeploy: 'true' } },
    ].map((config) => JSON.stringify(config));
    // The same key written with a JSON escape, and JSON with comments, which firebase-tools reads.
    hooked.push('{"hosting": {"pre\\u0064eploy": "true"}}', '{"hosting": {} /* x */}');
    for (const config of hooked) {
      const result = run(config);
      expect(result.status, config).toBe(1);
      expect(result.stderr, config).toMatch(/^firebase\.json (has a predeploy|is not plain JSON)/);
    }
  });

  it('deploys the Firestore rules the build wrote with the live site, never from a preview', () => {
    expect(textOf('build')).toMatch(/path: \|\n\s+dist\n\s+firebase\.json\n\s+firestore\.rules\n/);
    expect(textOf('deploy-live')).toContain('DEPLOY_ONLY: hosting,firestore:rules');
    expect(textOf('deploy-preview')).not.toContain('firestore:rules');
  });
});
