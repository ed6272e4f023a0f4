import { spawn, type ChildProcess } from 'node:child_process';
import { loadEnv } from '@rsbuild/core';

// `npm start`: the app with its embedded defaults, every part in one terminal,
// each line prefixed with the part it comes from; Ctrl+C stops them all.
const children: ChildProcess[] = [];

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[${name}] stopped with exit code ${code}; stopping the rest.`);
      stopAll(code);
    }
  });
  children.push(child);
  return child;
}

function stopAll(code = 0): never {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

// Without an EmailJS key, sends go to the local sink instead, so every form
// can be tried end to end with nothing configured.
const appEnv: NodeJS.ProcessEnv = {};
const { parsed } = loadEnv({ mode: 'development' });
if (!(process.env.PUBLIC_EMAILJS_PUBLIC_KEY ?? parsed.PUBLIC_EMAILJS_PUBLIC_KEY)) {
  const sinkPort = process.env.SINK_PORT ?? '3001';
  run('sink', process.execPath, ['--import', 'tsx', 'src/tooling/sink/main.ts'], {
    SINK_PORT: sinkPort,
  });
  appEnv.PUBLIC_EMAILJS_ORIGIN = `http://127.0.0.1:${sinkPort}`;
  appEnv.PUBLIC_EMAILJS_PUBLIC_KEY = 'local-sink-public-key';
}

run('app', process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'dev'], appEnv);
