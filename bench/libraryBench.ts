import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { createScratchProject } from '@einvoice/test-support/library/scratchProject';
import { bundleWorker, serveWorkerd } from '@einvoice/test-support/library/workerd';
import { gzipBytesUnder } from './compiledBench.ts';
import { bytesUnder, procMemoryMb } from './procMemory.ts';
import { median } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';
const CIUS_RO = 'national/cius-ro-1.0.9/ubl_b2g_example0.xml';
const UBL_BE = 'national/ublbe-1.31/UBLBE_BE0000000196_V01-15000001.xml';
/** How often workerd's resident memory is read while it validates, ms (VmHWM catches what falls between). */
const SAMPLE_MS = 10;
const MB = 1024 * 1024;

export interface LibraryFigures {
  packedBytes: number;
  installedBytes: number;
  /** The bundled Worker script as uploaded: worker.js and its Wasm modules, raw and gzip-compressed. */
  workerBytes: number;
  workerGzipBytes: number;
  /** workerd's resident memory once it listens, before the first request, MB. */
  idleRssMb: number;
  /** The same for a Worker that only answers 'ok' (no package): the runtime's own share, MB. */
  runtimeRssMb: number;
  rows: {
    case: string;
    KB: number;
    valid: boolean;
    'first ms': number;
    'warm median ms': number;
    'peak RSS MB (sampled)': number;
    'VmHWM MB (so far)': number;
    'above runtime MB': number;
  }[];
}

/**
 * The library as a stranger gets it: `npm pack` of library/ installed into a scratch project (the helpers the
 * runtime suite uses), its size packed and installed; a Worker script bundled from the installed package as
 * Wrangler does (all rule families, XRechnung and CEN included), its size raw and gzipped; and workerd's
 * resident memory (the whole process: its isolate, the runtime and the Wasm memory) while that Worker
 * validates a typical XRechnung, a CIUS-RO and a UBL.BE owner's example (national layers), then a 1,000-line
 * invoice, `runs` times each, on loopback.
 */
export async function libraryBench(runs: number): Promise<LibraryFigures> {
  const project = createScratchProject([]);
  try {
    const installedBytes = bytesUnder(path.join(project.dir, 'node_modules/@einvoice/validator-js'));
    fs.copyFileSync(path.join(here, 'libraryWorker.mjs'), path.join(project.dir, 'libraryWorker.mjs'));
    const bundle = await bundleWorker(project.dir, 'libraryWorker.mjs');
    const script = new RegExp(`^(${bundle.files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`);
    const workerBytes = bundle.files.reduce((sum, f) => sum + fs.statSync(path.join(bundle.dir, f)).size, 0);
    const runtimeRssMb = await emptyWorkerRssMb(project.dir);
    const server = await serveWorkerd(bundle);
    const pid = server.child.pid as number;
    try {
      const idleRssMb = procMemoryMb(pid).rss;
      const cases = [
        {
          name: 'typical XRechnung UBL (01.13a)',
          xml: fs.readFileSync(path.join(corpusDir, TYPICAL), 'utf8'),
        },
        // National layers (issue 36): each loads its own rules beside the typical invoice's, as a Worker would.
        {
          name: 'CIUS-RO owner example (layer)',
          xml: fs.readFileSync(path.join(corpusDir, CIUS_RO), 'utf8'),
        },
        { name: 'UBL.BE owner example (layer)', xml: fs.readFileSync(path.join(corpusDir, UBL_BE), 'utf8') },
        { name: '1000 lines UBL', xml: largeUblInvoice(1000) },
      ];
      const rows: LibraryFigures['rows'] = [];
      for (const c of cases) {
        let sampled = 0;
        const sampler = setInterval(() => {
          sampled = Math.max(sampled, procMemoryMb(pid).rss);
        }, SAMPLE_MS);
        const ms: number[] = [];
        let valid = false;
        try {
          for (let i = 0; i < runs; i++) {
            const t0 = performance.now();
            const res = await fetch(server.url, { method: 'POST', body: c.xml });
            const verdict = (await res.json()) as { valid: boolean };
            if (res.status !== 200) throw new Error(`workerd answered ${res.status}`);
            ms.push(performance.now() - t0);
            valid = verdict.valid;
          }
        } finally {
          clearInterval(sampler);
        }
        const memory = procMemoryMb(pid);
        rows.push({
          case: c.name,
          KB: Math.round(Buffer.byteLength(c.xml) / 1024),
          valid,
          'first ms': Math.round(ms[0] as number),
          'warm median ms': Number(median(ms.slice(1)).toFixed(1)),
          'peak RSS MB (sampled)': Math.round(Math.max(sampled, memory.rss)),
          'VmHWM MB (so far)': Math.round(memory.peak),
          'above runtime MB': Math.round(memory.peak - runtimeRssMb),
        });
      }
      return {
        packedBytes: fs.statSync(project.tarball).size,
        installedBytes,
        workerBytes,
        workerGzipBytes: gzipBytesUnder(bundle.dir, script),
        idleRssMb,
        runtimeRssMb,
        rows,
      };
    } finally {
      server.stop();
    }
  } finally {
    project.remove();
  }
}

/** workerd's resident memory serving a Worker without the package, after one request. */
async function emptyWorkerRssMb(projectDir: string): Promise<number> {
  const dir = path.join(projectDir, 'empty-worker');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'worker.js'), "export default { fetch: () => new Response('ok') };\n");
  const server = await serveWorkerd({ dir, files: ['worker.js'] });
  try {
    await (await fetch(server.url)).text();
    return procMemoryMb(server.child.pid as number).rss;
  } finally {
    server.stop();
  }
}

/** Prints the library figures against Cloudflare's limits (10 MB compressed script on paid plans, 128 MB isolate). */
export function printLibrary(f: LibraryFigures): void {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
  console.log(
    `\nLibrary (@einvoice/validator-js): npm pack tarball ${mb(f.packedBytes)}, installed ${mb(f.installedBytes)}; ` +
      `Worker script bundled from it (worker.js + Wasm modules, all rule families): ${mb(f.workerBytes)} raw, ` +
      `${mb(f.workerGzipBytes)} gzip (Cloudflare paid plans: 10 MB compressed)`,
  );
  console.log(
    `workerd (one process, loopback): ${Math.round(f.idleRssMb)} MB resident with the Worker loaded, before its first request ` +
      `(${Math.round(f.runtimeRssMb)} MB with a Worker that only answers 'ok': the runtime's own share). Per case, the ` +
      'process resident memory sampled every 10 ms and its high-water mark; less the runtime share, the Worker holds the rest ' +
      '(isolate limit on Cloudflare: 128 MB)',
  );
  console.table(f.rows);
}
