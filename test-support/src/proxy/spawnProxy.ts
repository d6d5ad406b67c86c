import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, where the server is run from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A proxy running as its own process. */
export interface SpawnedProxy {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs the server on an ephemeral loopback port with `env` added; resolves once it listens. `args` are
 * Node's: by default the TypeScript entry through tsx; `npm start` runs the bundle (proxy/dist/main.mjs).
 */
export function spawnProxy(
  env: Record<string, string>,
  args: readonly string[] = ['--import', 'tsx', 'proxy/src/main.ts'],
): Promise<SpawnedProxy> {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // A loopback run is development (no PUBLIC_BASE_URL needed) unless the caller's environment says otherwise.
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        resolve({
          url: m[1],
          child,
          output: () => output,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`proxy exited with ${code} before listening:\n${output}`)));
  });
}
