import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '../conformance/lib/paths.ts';
import { apiBench } from './apiBench.ts';
import { browserBench, browserDropBench } from './browserBench.ts';
import { fixBench } from './fixBench.ts';
import { largeUblInvoice } from './largeInvoice.ts';
import { nodeBench } from './nodeBench.ts';
import { median } from './stats.ts';

// `npm run bench`: figures, not pass/fail. BENCH_LINES and BENCH_RUNS shrink the run for a quick look.
const lines = Number(process.env.BENCH_LINES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-bench-'));
const typicalFile = path.join(
  corpusDir,
  'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml',
);
const typicalCii = path.join(
  corpusDir,
  'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_uncefact.xml',
);
const largeFile = path.join(tmp, `large-${lines}.xml`);
fs.writeFileSync(largeFile, largeUblInvoice(lines));
const cases = [
  {
    name: 'typical UBL (01.13a)',
    file: typicalFile,
    xml: fs.readFileSync(typicalFile, 'utf8'),
    runs: runs * 4,
  },
  {
    name: 'typical CII (01.13a)',
    file: typicalCii,
    xml: fs.readFileSync(typicalCii, 'utf8'),
    runs: runs * 4,
  },
  { name: `${lines} lines UBL`, file: largeFile, xml: fs.readFileSync(largeFile, 'utf8'), runs },
];

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
const rows: {
  case: string;
  host: string;
  bytes: number;
  valid: boolean | null;
  coldMs: number;
  warmMedianMs: number;
}[] = await nodeBench(cases);
for (const c of cases) {
  const b = await browserBench([c.file], { coldRuns: 2, rounds: c.runs });
  rows.push({
    case: c.name,
    host: 'chromium worker',
    bytes: Buffer.byteLength(c.xml),
    // The browser harness times the Worker only; its verdicts equal Node's (e2e/workerParity.test.ts).
    valid: null,
    coldMs: Math.min(...b.coldMs),
    warmMedianMs: b.warmMedianMs,
  });
}
console.table(
  rows.map((r) => ({ ...r, coldMs: Math.round(r.coldMs), warmMedianMs: Math.round(r.warmMedianMs) })),
);

console.table(
  await fixBench(
    cases
      .filter((c) => c.name !== 'typical CII (01.13a)')
      .map((c) => ({ ...c, runs: Math.max(1, Math.ceil(c.runs / 4)) })),
  ),
);

const drop = await browserDropBench(typicalFile);
console.log(
  `Browser app, drop → verdict (typical UBL): cold ${Math.round(median(drop.coldMs))} ms (first visit), warm ${Math.round(median(drop.warmMs))} ms`,
);

const api = await apiBench(cases[0]?.xml as string, 8, Math.max(2, runs * 2));
console.log(
  `API: ${api.requests} validations of the typical UBL invoice from ${api.clients} concurrent clients, ` +
    `${api.workers} engine workers: ${api.invoicesPerSecond.toFixed(1)} invoices/s (${api.seconds.toFixed(1)} s)`,
);
fs.rmSync(tmp, { recursive: true, force: true });
