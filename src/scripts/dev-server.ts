import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `rsbuild dev` on a port of its own over a copy of schemas/ (`schemasDir`), for the e2e
 * specs and the studio's bench, which edit files there and never the real screens.
 * Resolved once the server answers (at most 90 s); returns how to stop it. `env` is added to
 * the server's environment.
 */
export async function startDevServer(
  port: number,
  schemasDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<() => void> {
  const server = spawn(
    path.join(root, 'node_modules/.bin/rsbuild'),
    ['dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, ...env, SCHEMAS_DIR: schemasDir },
      stdio: 'ignore',
      detached: true,
    },
  );
  const stop = () => {
    // The whole group: rsbuild may start helpers of its own.
    if (server.pid) process.kill(-server.pid);
  };
  for (let tries = 0; tries < 180; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the dev server did not answer on port ${port}`);
}
