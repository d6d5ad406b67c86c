import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '@einvoice/test-support/corpus/paths';

/**
 * One `npm start` as a user runs it (data in `dataDir`, `key` provisioned) in the checkout `cwd`, in its own
 * process group so the whole tree can be stopped.
 */
export function npmStart(dataDir: string, port: number, key: string, cwd = repoRoot) {
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', INITIAL_API_KEY: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d;
  });
  return { child, output: () => output };
}

/** SIGTERM to the process group, then waits until it exited and the port is free again. */
export async function stop(child: ChildProcess, port: number) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await exited;
  while (await answers(`http://127.0.0.1:${port}/api/v3/health`)) await sleep(50);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).status === 200;
  } catch {
    return false;
  }
}
