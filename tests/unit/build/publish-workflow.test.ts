import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = read('.github/workflows/publish.yml');

describe('.github/workflows/publish.yml', () => {
  it('builds with every variable the app reads, from the repository variables', () => {
    const names = [...read('src/kernel/config/env.ts').matchAll(/\b(PUBLIC_[A-Z_]+):/g)].map(
      ([, name]) => name,
    );
    // The emulator is for the tests and `npm start`; a deployed site never connects to one.
    const deployed = names.filter((n) => n !== 'PUBLIC_FIREBASE_AUTH_EMULATOR_HOST');
    expect(deployed.length).toBeGreaterThan(10);
    for (const name of deployed) expect(workflow).toContain(`${name}: \${{ vars.${name} }}`);
    expect(workflow).not.toContain('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('names the deploy secret once, in the job a fork’s pull request skips', () => {
    expect(workflow.match(/secrets\.FIREBASE_SERVICE_ACCOUNT/g)).toHaveLength(1);
    const deploy = workflow.slice(workflow.indexOf('\n  deploy:'));
    expect(deploy).toContain('secrets.FIREBASE_SERVICE_ACCOUNT');
    expect(deploy).toContain(
      "if: github.event_name == 'push' || github.event.pull_request.head.repo.full_name == github.repository",
    );
  });
});
