import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { runtimeBin } from './scratchProject.ts';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A Worker script as Wrangler uploads it: the bundled module and the Wasm modules beside it. */
export interface WorkerBundle {
  dir: string;
  /** File names in `dir`: worker.js first, then the .wasm modules. */
  files: string[];
}

/**
 * Bundles `entry` of a project with the installed package as Wrangler does (the 'workerd' export
 * condition, .wasm imports kept as Wasm modules) into `<projectDir>/workerd`.
 */
export async function bundleWorker(projectDir: string, entry: string): Promise<WorkerBundle> {
  const dir = path.join(projectDir, 'workerd');
  await esbuild.build({
    absWorkingDir: projectDir,
    entryPoints: [entry],
    outfile: path.join(dir, 'worker.js'),
    bundle: true,
    format: 'esm',
    conditions: ['workerd', 'worker'],
    external: ['*.wasm'],
    logLevel: 'error',
  });
  const dist = path.join(projectDir, 'node_modules/@einvoice/validator-js/dist');
  const wasm = fs.readdirSync(dist).filter((f) => f.endsWith('.wasm'));
  for (const f of wasm) fs.copyFileSync(path.join(dist, f), path.join(dir, f));
  return { dir, files: ['worker.js', ...wasm] };
}

/** workerd serving a bundle on loopback. */
export interface WorkerdServer {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/**
 * Serves a bundle with workerd on a free loopback port at `compatibilityDate`; resolves once it accepts
 * connections.
 */
export async function serveWorkerd(
  bundle: WorkerBundle,
  compatibilityDate = '2025-06-01',
): Promise<WorkerdServer> {
  const port = await freePort();
  const [script, ...wasm] = bundle.files;
  const modules = [
    `(name = "${script}", esModule = embed "${script}")`,
    ...wasm.map((f) => `(name = "${f}", wasm = embed "${f}")`),
  ];
  fs.writeFileSync(
    path.join(bundle.dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .w)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const w :Workerd.Worker = (modules = [${modules.join(', ')}], compatibilityDate = "${compatibilityDate}");
`,
  );
  const child = spawn(runtimeBin('workerd'), ['serve', 'config.capnp'], {
    cwd: bundle.dir,
    stdio: 'inherit',
  });
  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`workerd did not listen on 127.0.0.1:${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    child,
    stop: () => child.kill(),
  };
}

/** Bundles `entry` of a project as Wrangler does and serves it with workerd at `compatibilityDate`. */
export async function serveWithWorkerd(
  projectDir: string,
  entry: string,
  compatibilityDate?: string,
): Promise<WorkerdServer> {
  return serveWorkerd(await bundleWorker(projectDir, entry), compatibilityDate);
}

/** Bundles `entry` of a project, serves it with workerd and returns the Worker's answer to one POST of `body`. */
export async function fetchFromWorkerd(projectDir: string, entry: string, body: string): Promise<Response> {
  const server = await serveWorkerd(await bundleWorker(projectDir, entry));
  try {
    const answer = await fetch(server.url, { method: 'POST', body });
    return new Response(await answer.arrayBuffer(), answer);
  } finally {
    server.stop();
  }
}
