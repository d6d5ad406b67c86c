import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLine } from '@einvoice/engine/commandLine';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { apiBench } from './apiBench.ts';
import { apiStagesBench } from './apiStagesBench.ts';
import { browserBench, browserDropBench } from './browserBench.ts';
import { type CompiledBenchRow, compiledBench, gzipBytesUnder, largestLines } from './compiledBench.ts';
import { firstStartBench, printFirstStart } from './firstStart.ts';
import { franceBench } from './franceBench.ts';
import { gapBench, printGap } from './gapBench.ts';
import { hostileMixBench, printHostileMix } from './hostileMixBench.ts';
import { hybridBench } from './hybridBench.ts';
import { jvmRatiosBench, printJvmRatios } from './jvmRatiosBench.ts';
import { kositBench } from './kositBench.ts';
import { layersBench } from './layersBench.ts';
import { libraryBench, printLibrary } from './libraryBench.ts';
import { loadBench, overheadBench, printLoad, printOverhead } from './loadBench.ts';
import { releasesBench } from './releasesBench.ts';
import { printServerMemory, serverMemoryBench } from './serverMemoryBench.ts';
import { stageMemory } from './stageMemory.ts';
import { stagesBench } from './stagesBench.ts';
import { printStart, startBench } from './startBench.ts';
import { median } from './stats.ts';
import { workerStagesBench } from './workerStagesBench.ts';

// `npm run bench`: figures, not pass/fail. Full validation (XSD + EN 16931 + XRechnung) with the compiled
// rules and the SaxonJS reference side by side, in Node and in Chromium's Worker. BENCH_QUICK=1 is a short run
// (fewer sizes and runs, reference on the typical invoices only); BENCH_RUNS scales the warm runs.
commandLine(
  'bench',
  `usage: npm run bench
Prints figures, not pass/fail: validation, fix, convert and render in Node, through the API and in Chromium's
Worker, API load, start-up and hybrid PDFs. Takes no options; the environment chooses:
  BENCH_QUICK=1                 a short run (fewer sizes and runs)
  BENCH_RUNS=N                  warm runs per case
  BENCH_ONLY=stages             only the stage comparison
  BENCH_LOAD=only|0|overhead    the API load run alone, left out, or the per-request overhead alone
  BENCH_DATABASE_URL=URL        PostgreSQL for BENCH_LOAD=overhead (default: a private server)
  BENCH_START=only|0            the second-start figure alone, or left out
  BENCH_HYBRID=only|0           the hybrid-PDF part alone, or left out
  BENCH_FRANCE=only|0           the French-rules line alone (API, against EN 16931 alone), or left out
  BENCH_RELEASES=only|0         Peppol invoices by default (3.0.21) and pinned to 3.0.19, alone or left out
  BENCH_LAYERS=only|0           national layers' owner examples with and without their layer, and the typical XRechnung, alone or left out
  BENCH_LIBRARY=only|0          the packed library's sizes and workerd's memory, alone or left out
  BENCH_GAP=only|0              client-seen time against Server-Timing and the JVM (typical XRechnung), alone or left out
  BENCH_JVM=only|0              issue 37's ratios: API against the JVM (typical, 1,000 lines, 10 MB), engine alone, throughput, alone or left out
  BENCH_MEMORY=only|0           the server's RSS after start and under 32 clients, alone or left out
  BENCH_HOSTILE=only|0          normal validations' p99 alone and beside hostile PDFs from other accounts, alone or left out`,
  {},
);
const quick = process.env.BENCH_QUICK === '1';
const runs = Number(process.env.BENCH_RUNS ?? (quick ? 3 : 10));
const referenceMaxLines = quick ? 0 : 1000;
const distDir = path.join(repoRoot, 'web/dist');
const round = (x: number | null, digits = 1) => (x === null ? '—' : Number(x.toFixed(digits)));

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}${quick ? ' (BENCH_QUICK)' : ''}`,
);

// Validate / fix / convert / render on the same invoices, in Node and in the page's Worker (issue 14's targets).
async function stagesPart() {
  const typicalFile = path.join(
    corpusDir,
    'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml',
  );
  const largestCase = largestLines();
  const cases = [
    { name: 'typical UBL (01.13a)', xml: fs.readFileSync(typicalFile, 'utf8'), runs: Math.max(3, runs) },
    { name: '1000 lines UBL', xml: largeUblInvoice(1000), runs: Math.max(2, Math.ceil(runs / 2)) },
    { name: `${largestCase} lines UBL (10 MB)`, xml: largeUblInvoice(largestCase), runs: quick ? 1 : 3 },
  ];
  console.log(
    '\nStages in Node, warm median ms (fix: permissive, one damaged total; convert: UBL → XRechnung CII)',
  );
  console.table(await stagesBench(cases));
  console.log(
    `Node peak RSS of this bench process so far: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (all cases and results held, no heap limit: V8 collects lazily; the engine's peak as the server runs it follows)`,
  );
  console.log(
    `\n${largestCase} lines (10 MB) as the server runs the engine: each stage in a fresh process, bundled, in a worker thread with the engine workers' V8 limits`,
  );
  console.table(await stageMemory(largestCase));
  console.log(
    `\n${largestCase} lines (10 MB) through the API as an integrator meets it: npm start, POST /api/v3/<stage> on loopback, request sent to answer received`,
  );
  console.table(await apiStagesBench(cases[2]?.xml ?? '', quick ? 2 : 3));
  console.log("\nThe same stages in the page's engine Worker (headless Chromium), warm median ms");
  console.table(await workerStagesBench(cases));
}

// BENCH_ONLY=stages: only the stage comparison.
if (process.env.BENCH_ONLY === 'stages') {
  await stagesPart();
  process.exit(0);
}

// BENCH_MEMORY=only: the server's resident memory after start and under load alone; BENCH_MEMORY=0 leaves it out.
const memory = process.env.BENCH_MEMORY ?? '1';
if (memory === 'only') {
  printServerMemory(await serverMemoryBench({ quick }));
  process.exit(0);
}

// BENCH_LOAD=only runs the API load run alone; BENCH_LOAD=0 leaves it out of the full run; BENCH_LOAD=overhead
// runs only the API overhead at one client, on PGlite and PostgreSQL (BENCH_DATABASE_URL or a private server).
const load = process.env.BENCH_LOAD ?? '1';
if (load === 'only') {
  printLoad(await loadBench({ quick }));
  process.exit(0);
}
if (load === 'overhead') {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  for (const r of await overheadBench({ quick, ...(databaseUrl ? { databaseUrl } : {}) }))
    printOverhead(r.database, r.overhead);
  process.exit(0);
}

// BENCH_START=only: only the start figures (a fresh clone's first start, then the second start: npm start to
// /health and first validate); BENCH_START=0 leaves them out of the full run.
const start = process.env.BENCH_START ?? '1';
const startFigures = async () => {
  printFirstStart(await firstStartBench());
  printStart(await startBench(quick ? 2 : 5));
};
if (start === 'only') {
  await startFigures();
  process.exit(0);
}

// BENCH_RELEASES=only: the default path after the Peppol 3.0.21 switch beside 3.0.19 pinned; =0 leaves it out.
const releasesPart = async () => {
  console.log('\nPeppol invoices, compiled rules: default releases beside Peppol 3.0.19 pinned (ms, MB)');
  console.table(await releasesBench(runs));
};
if (process.env.BENCH_RELEASES === 'only') {
  await releasesPart();
  process.exit(0);
}

// BENCH_LAYERS=only: the national layers' extra cost (issue 36), an owner's example with and without its layer
// beside the typical XRechnung; BENCH_LAYERS=0 leaves it out.
const layersPart = async () => {
  console.log(
    "\nNational layers, compiled rules in Node: owners' examples with their layer and as plain EN 16931, warm median ms",
  );
  console.table(await layersBench(quick ? 5 : runs * 2));
};
if (process.env.BENCH_LAYERS === 'only') {
  await layersPart();
  process.exit(0);
}

// BENCH_KOSIT=only: the KoSIT drop-in over the XRechnung test suite beside the JVM alone; BENCH_KOSIT=0 leaves it out.
const kositPart = () => {
  console.log(
    '\nKoSIT drop-in: the XRechnung test suite, wall time of the whole run (process start included)',
  );
  console.table(kositBench());
};
if (process.env.BENCH_KOSIT === 'only') {
  kositPart();
  process.exit(0);
}

// BENCH_HYBRID=only: the hybrid-PDF part alone (extraction, Factur-X production); BENCH_HYBRID=0 leaves it out.
if (process.env.BENCH_HYBRID === 'only') {
  console.table(await hybridBench(runs));
  process.exit(0);
}

// BENCH_FRANCE=only: a typical French invoice through the API, French rules against its EN 16931 validation
// (issue 24: at most 1.5×); BENCH_FRANCE=0 leaves it out.
const francePart = async () => {
  console.log(
    '\nA typical French invoice through POST /api/v3/validate (loopback, one client): French rules vs EN 16931',
  );
  console.table(await franceBench(quick ? 10 : 40));
};
if (process.env.BENCH_FRANCE === 'only') {
  await francePart();
  process.exit(0);
}

// BENCH_LIBRARY=only: the library as a stranger installs it (issue 28): npm pack size packed and installed, the
// bundled Worker script's size and workerd's memory on a typical and a 1,000-line invoice; =0 leaves it out.
const libraryPart = async () => printLibrary(await libraryBench(quick ? 3 : 6));
if (process.env.BENCH_LIBRARY === 'only') {
  await libraryPart();
  process.exit(0);
}

// BENCH_GAP=only: a keep-alive client's time beside Server-Timing's and the JVM's for the typical XRechnung
// (issue 28: client within 1.5 ms of the engine); =0 leaves it out.
const gapPart = async () => printGap(await gapBench(300, quick ? 50 : 300));
if (process.env.BENCH_GAP === 'only') {
  await gapPart();
  process.exit(0);
}

// BENCH_JVM=only: issue 37's figures against the JVM measured in the same run (API ratios at three sizes, the
// engine alone, throughput); =0 leaves them out.
const jvmPart = async () => printJvmRatios(await jvmRatiosBench({ quick }));
if (process.env.BENCH_JVM === 'only') {
  await jvmPart();
  process.exit(0);
}

// BENCH_HOSTILE=only: normal validations alone and beside hostile PDFs from other accounts (issue 34: normal
// p99 within 2×); =0 leaves it out.
const hostilePart = async () => printHostileMix(await hostileMixBench({ quick }));
if (process.env.BENCH_HOSTILE === 'only') {
  await hostilePart();
  process.exit(0);
}

// Node: compiled vs reference, cold (fresh process: engine created, rules loaded, first verdict; its peak
// RSS) and warm median, typical invoices and generated XRechnung invoices up to the 10 MB input limit.
const node = await compiledBench({
  runs,
  referenceMaxLines,
  sizes: quick ? [100, 1000] : [100, 1000, 10000],
  largest: !quick,
});

// Browser: the built app's engine Worker in headless Chromium, both executors, same files.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-bench-'));
const typical = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE';
const largest = quick ? 1000 : largestLines();
const browserCases: { name: string; file: string; lines: number | null }[] = [
  { name: 'typical UBL (01.13a)', file: path.join(corpusDir, `${typical}_ubl.xml`), lines: null },
  { name: 'typical CII (01.13a)', file: path.join(corpusDir, `${typical}_uncefact.xml`), lines: null },
  ...[...new Set([1000, largest])].map((lines) => {
    const file = path.join(tmp, `lines-${lines}.xml`);
    fs.writeFileSync(file, largeUblInvoice(lines));
    return { name: `${lines} lines UBL`, file, lines };
  }),
];
const browser: CompiledBenchRow[] = [];
for (const c of browserCases) {
  for (const executor of ['compiled', 'reference'] as const) {
    const bytes = fs.statSync(c.file).size;
    const row: CompiledBenchRow = {
      case: c.name,
      executor,
      bytes,
      valid: null,
      coldMs: null,
      warmMedianMs: null,
      msPerLine: null,
      peakRssMB: null,
    };
    browser.push(row);
    if (executor === 'reference' && c.lines !== null && c.lines > referenceMaxLines) continue;
    const large = c.lines !== null && c.lines >= 1000;
    const b = await browserBench([c.file], {
      distDir,
      engine: executor,
      coldRuns: quick || large ? 1 : 2,
      rounds: executor === 'reference' && large ? 1 : large ? 3 : runs * 2,
    });
    row.coldMs = Math.min(...b.coldMs);
    row.warmMedianMs = b.warmMedianMs;
    if (c.lines) row.msPerLine = b.warmMedianMs / c.lines;
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

// One table, Node and Worker per case and executor next to each other.
const key = (r: CompiledBenchRow) => `${r.case}|${r.executor}`;
const inBrowser = new Map(browser.map((r) => [key(r), r]));
console.log(
  '\nFull validation (XSD + EN 16931 + XRechnung), ms; cold = engine created → rules loaded → first verdict',
);
console.table(
  node.rows.map((r) => {
    const w = inBrowser.get(key(r));
    const notRun = r.coldMs === null;
    return {
      case: r.case,
      executor: r.executor,
      MB: round(r.bytes / 1e6, 2),
      valid: notRun ? '—' : r.valid,
      'node warm': round(r.warmMedianMs),
      'node cold': round(r.coldMs, 0),
      'node ms/line': round(r.msPerLine, 3),
      'node peak RSS MB': round(r.peakRssMB, 0),
      'worker warm': w ? round(w.warmMedianMs) : '—',
      'worker cold': w ? round(w.coldMs, 0) : '—',
      'worker/node': w?.warmMedianMs && r.warmMedianMs ? round(w.warmMedianMs / r.warmMedianMs, 2) : '—',
    };
  }),
);
const refPerLine = node.rows.find((r) => r.executor === 'reference' && r.msPerLine !== null)?.msPerLine;
console.log(
  `(— = not run: the reference is skipped above ${referenceMaxLines} lines` +
    (refPerLine
      ? `, at ${round(refPerLine, 2)} ms per line a 10 MB invoice would take ~${Math.round((refPerLine * largest) / 1000)} s per run)`
      : ')'),
);

const perLine = node.rows.filter((r) => r.executor === 'compiled' && r.msPerLine !== null);
console.log(
  `Compiled, Node, time per line: ${perLine.map((r) => `${r.case.replace(' lines UBL', '')}: ${round(r.msPerLine, 3)} ms`).join(', ')}`,
);
const rulesGz = gzipBytesUnder(path.join(distDir, 'rulesets'), /^(manifest\.json|rules\/|xsd\/)/);
const sefGz = gzipBytesUnder(path.join(distDir, 'rulesets'), /^sef\//);
console.log(
  `Browser download for all rule sets (web/dist/rulesets: manifest, compiled rules, XSDs), gzipped: ${(rulesGz / 1024 / 1024).toFixed(2)} MB` +
    ` (the reference's SEF stylesheets, fetched only for engine: 'reference': ${(sefGz / 1024 / 1024).toFixed(2)} MB more)`,
);

const typicalUbl = path.join(corpusDir, `${typical}_ubl.xml`);
await stagesPart();
if (process.env.BENCH_KOSIT !== '0') kositPart();

const drop = await browserDropBench(typicalUbl, {
  distDir,
  coldRuns: quick ? 1 : 3,
  warmRuns: quick ? 3 : 10,
});
console.log(
  `Browser app, drop → verdict (typical UBL): cold ${Math.round(median(drop.coldMs))} ms (first visit), warm ${Math.round(median(drop.warmMs))} ms`,
);

const api = await apiBench(fs.readFileSync(typicalUbl, 'utf8'), 8, Math.max(2, runs));
console.log(
  `API: ${api.requests} validations of the typical UBL invoice from ${api.clients} concurrent clients, ` +
    `${api.workers} engine workers: ${api.invoicesPerSecond.toFixed(1)} invoices/s (${api.seconds.toFixed(1)} s)`,
);

if (process.env.BENCH_RELEASES !== '0') await releasesPart();
if (process.env.BENCH_LAYERS !== '0') await layersPart();
if (load !== '0') printLoad(await loadBench({ quick }));
if (memory !== '0') printServerMemory(await serverMemoryBench({ quick }));
if (start !== '0') await startFigures();
if (process.env.BENCH_HYBRID !== '0') console.table(await hybridBench(runs));
if (process.env.BENCH_FRANCE !== '0') await francePart();
if (process.env.BENCH_LIBRARY !== '0') await libraryPart();
if (process.env.BENCH_GAP !== '0') await gapPart();
if (process.env.BENCH_JVM !== '0') await jvmPart();
if (process.env.BENCH_HOSTILE !== '0') await hostilePart();
