import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';

const BIN = path.join(repoRoot, 'validator/bin/validator.mjs');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the package's `validator` command in a child process, as an integrator's script would. */
export function runValidator(args: string[], options: { input?: Buffer; cwd?: string } = {}): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? repoRoot,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Starts `validator -D` on a free loopback port; resolves with its URL once it listens. */
export function startValidatorDaemon(args: string[] = []) {
  const child = spawn(process.execPath, [BIN, '-D', '-H', '127.0.0.1', '-P', '0', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ENGINE_WORKERS: '2' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      log += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`daemon exited with ${code}: ${log}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { url, stop, log: () => log, pid: child.pid as number };
}
