import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createNodeEngine, DEFAULT_BUILD_DIR } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { median } from './stats.ts';

const run = promisify(execFile);
const LIMIT_BYTES = 10 * 1024 * 1024;

type Executor = 'compiled' | 'reference';

/** One benchmark row: a case and an executor, in milliseconds and megabytes. */
export interface CompiledBenchRow {
  case: string;
  executor: Executor;
  bytes: number;
  valid: boolean | null;
  coldMs: number | null;
  warmMedianMs: number | null;
  msPerLine: number | null;
  peakRssMB: number | null;
}

/** A fresh process's first verdict on `file` (engine created, rules loaded) and its peak RSS; `pins` as rulesetVersions. */
export async function cold(
  file: string,
  executor: Executor,
  pins: Record<string, string> = {},
): Promise<{ ms: number; rss: number }> {
  const script = new URL('./compiledCold.ts', import.meta.url).pathname;
  const args = ['--import', 'tsx', script, file, executor, JSON.stringify(pins)];
  const { stdout } = await run(process.execPath, args, {
    maxBuffer: 1024 * 1024,
    timeout: 30 * 60_000,
  });
  const [ms, rss] = stdout.trim().split(' ').map(Number) as [number, number];
  return { ms, rss };
}

/** Lines of the largest generated XRechnung invoice that stays under the 10 MB input limit. */
export function largestLines(): number {
  const perLine = (largeUblInvoice(2000).length - largeUblInvoice(1000).length) / 1000;
  let lines = Math.floor((LIMIT_BYTES - largeUblInvoice(0).length) / perLine);
  while (Buffer.byteLength(largeUblInvoice(lines)) > LIMIT_BYTES) lines -= 10;
  return lines;
}

/** Gzipped bytes (level 9) of every file under `dir` whose path matches `include`, recursively. */
export function gzipBytesUnder(dir: string, include: RegExp = /./): number {
  let sum = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && include.test(path.relative(dir, full)))
      sum += gzipSync(fs.readFileSync(full), { level: 9 }).length;
  }
  return sum;
}

/** Gzipped bytes of every compiled rule artefact a browser downloads (all rule sets). */
export function compiledRulesGzipBytes(buildDir = DEFAULT_BUILD_DIR): number {
  return gzipBytesUnder(path.join(buildDir, 'rules'), /\.json$/);
}

/**
 * Compiled rules vs the SaxonJS reference, side by side, for full validations (XSD + EN 16931 +
 * XRechnung) in Node: warm median and cold first verdict for a typical UBL and CII invoice, 100 / 1,000 /
 * 10,000 lines and the largest invoice under 10 MB, with peak RSS and time per line. The reference is
 * skipped where it would take minutes (`referenceMaxLines`, default 1,000).
 */
export async function compiledBench(
  options: { runs?: number; referenceMaxLines?: number; sizes?: number[]; largest?: boolean } = {},
): Promise<{ rows: CompiledBenchRow[]; rulesGzipBytes: number }> {
  const runs = options.runs ?? 10;
  const referenceMaxLines = options.referenceMaxLines ?? 1000;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-bench-'));
  const typical = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE';
  const cases: { name: string; file: string; lines: number | null }[] = [
    { name: 'typical UBL (01.13a)', file: path.join(corpusDir, `${typical}_ubl.xml`), lines: null },
    { name: 'typical CII (01.13a)', file: path.join(corpusDir, `${typical}_uncefact.xml`), lines: null },
  ];
  const sizes = [
    ...(options.sizes ?? [100, 1000, 10000]),
    ...(options.largest === false ? [] : [largestLines()]),
  ];
  for (const lines of sizes) {
    const file = path.join(tmp, `lines-${lines}.xml`);
    fs.writeFileSync(file, largeUblInvoice(lines));
    cases.push({ name: `${lines} lines UBL`, file, lines });
  }
  const engine = await createNodeEngine();
  const rows: CompiledBenchRow[] = [];
  for (const c of cases) {
    const xml = fs.readFileSync(c.file, 'utf8');
    for (const executor of ['compiled', 'reference'] as const) {
      const row: CompiledBenchRow = {
        case: c.name,
        executor,
        bytes: Buffer.byteLength(xml),
        valid: null,
        coldMs: null,
        warmMedianMs: null,
        msPerLine: null,
        peakRssMB: null,
      };
      rows.push(row);
      if (executor === 'reference' && c.lines !== null && c.lines > referenceMaxLines) continue;
      const first = await cold(c.file, executor);
      row.coldMs = first.ms;
      row.peakRssMB = first.rss;
      // Typical invoices get more runs (JIT warm-up is a large share there); the reference gets one
      // warm run on generated invoices (seconds each).
      const n = c.lines === null ? runs * 4 : executor === 'reference' ? 1 : c.lines > 1000 ? 3 : runs;
      // Warm means the JIT has settled too: small invoices get as many untimed runs as timed ones.
      for (let i = 0; i < (c.lines === null ? n : 1); i++)
        await engine.validate({ xml }, { engine: executor });
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        row.valid = (await engine.validate({ xml }, { engine: executor })).valid;
        times.push(performance.now() - t0);
      }
      row.warmMedianMs = median(times);
      if (c.lines) row.msPerLine = row.warmMedianMs / c.lines;
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return { rows, rulesGzipBytes: compiledRulesGzipBytes() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, rulesGzipBytes } = await compiledBench({ runs: Number(process.env.BENCH_RUNS ?? 10) });
  const round = (x: number | null, d = 1) => (x === null ? '—' : Number(x.toFixed(d)));
  console.table(
    rows.map((r) => ({
      case: r.case,
      executor: r.executor,
      MB: round(r.bytes / 1e6, 2),
      valid: r.valid ?? '—',
      coldMs: round(r.coldMs, 0),
      warmMedianMs: round(r.warmMedianMs),
      msPerLine: round(r.msPerLine, 3),
      peakRssMB: round(r.peakRssMB, 0),
    })),
  );
  console.log(`compiled rule artefacts, all rule sets: ${(rulesGzipBytes / 1024).toFixed(0)} KB gzipped`);
}
