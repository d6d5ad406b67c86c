import { spawn } from 'node:child_process';
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

/** A Worker served by workerd on loopback. */
export interface ServedWorker {
  url: string;
  close(): void;
}

/**
 * Bundles `entry` of a project with the installed package as Wrangler does (the 'workerd' export
 * condition, .wasm imports kept as Wasm modules) and serves it with workerd on loopback at
 * `compatibilityDate`; resolves once it accepts connections.
 */
export async function serveWithWorkerd(
  projectDir: string,
  entry: string,
  compatibilityDate = '2025-06-01',
): Promise<ServedWorker> {
  const outDir = path.join(projectDir, 'workerd');
  await esbuild.build({
    absWorkingDir: projectDir,
    entryPoints: [entry],
    outfile: path.join(outDir, 'worker.js'),
    bundle: true,
    format: 'esm',
    conditions: ['workerd', 'worker'],
    external: ['*.wasm'],
    logLevel: 'error',
  });
  const dist = path.join(projectDir, 'node_modules/@einvoice/validator-js/dist');
  const wasm = fs.readdirSync(dist).filter((f) => f.endsWith('.wasm'));
  for (const f of wasm) fs.copyFileSync(path.join(dist, f), path.join(outDir, f));
  const port = await freePort();
  const modules = [
    '(name = "worker.js", esModule = embed "worker.js")',
    ...wasm.map((f) => `(name = "${f}", wasm = embed "${f}")`),
  ];
  fs.writeFileSync(
    path.join(outDir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .w)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const w :Workerd.Worker = (modules = [${modules.join(', ')}], compatibilityDate = "${compatibilityDate}");
`,
  );
  const child = spawn(runtimeBin('workerd'), ['serve', 'config.capnp'], { cwd: outDir, stdio: 'inherit' });
  const deadline = Date.now() + 30_000;
  // Accepting a connection means served; no request, since a Worker may do its work on any request.
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`workerd did not serve ${entry} on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
}

/** Whether something accepts TCP connections on the loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Serves `entry` with workerd (as serveWithWorkerd) and returns the Worker's answer to one POST of `body`. */
export async function fetchFromWorkerd(projectDir: string, entry: string, body: string): Promise<Response> {
  const worker = await serveWithWorkerd(projectDir, entry);
  try {
    const answer = await fetch(worker.url, { method: 'POST', body });
    return new Response(await answer.arrayBuffer(), answer);
  } finally {
    worker.close();
  }
}
