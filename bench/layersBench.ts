import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { median } from './stats.ts';

/** One invoice judged one way: what ran, the warm median and, for the first call, the rules' first load. */
export interface LayerBenchRow {
  case: string;
  judged: string;
  ran: string;
  warmMs: number;
  /** The first validation of this way in an engine already warm on the typical XRechnung (its rules loading). */
  firstMs: number | string;
  /** Warm median over the same invoice judged without the layer. */
  vsWithout: string;
}

const NATIONAL = path.join(corpusDir, 'national');
const CASES = [
  { name: 'CIUS-RO owner example (23 KB)', file: path.join(NATIONAL, 'cius-ro-1.0.9/ubl_b2g_example0.xml') },
  {
    name: 'UBL.BE owner example (250 KB, PDF attached)',
    file: path.join(NATIONAL, 'ublbe-1.31/UBLBE_BE0000000196_V01-15000001.xml'),
  },
  { name: 'SI-UBL owner example (17 KB)', file: path.join(NATIONAL, 'si-ubl-2.0.3/SI-UBL-2.0_ok_full.xml') },
];
const TYPICAL = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml');

/**
 * The national layers' extra cost (issue 36): each owner's example as its identifier selects it (EN 16931 base and
 * the owner's rules) beside the same invoice forced to plain EN 16931 (schema and CEN's rules only), interleaved
 * in one process so the machine's load moves both alike; the typical XRechnung invoice, which no layer selects,
 * in the same run as the figure that must not move. `firstMs`: a fresh engine warm on the typical XRechnung, then
 * the first validation each way, which loads the layer's compiled rules.
 */
export async function layersBench(runs: number): Promise<LayerBenchRow[]> {
  const rows: LayerBenchRow[] = [];
  const typical = fs.readFileSync(TYPICAL, 'utf8');
  const ways = [
    { judged: 'with its layer', options: {} },
    { judged: 'as plain EN 16931', options: { scenario: 'en16931' } },
  ];
  const ranOf = (r: { rulesets: { ruleset: string; version: string }[] }) =>
    r.rulesets.map((x) => `${x.ruleset} ${x.version}`).join(', ');
  for (const c of CASES) {
    const xml = fs.readFileSync(c.file, 'utf8');
    const engine = await createNodeEngine();
    for (let i = 0; i < 3; i++) await engine.validate({ xml: typical });
    const first = [] as number[];
    const ran = [] as string[];
    for (const w of ways) {
      const t0 = performance.now();
      ran.push(ranOf(await engine.validate({ xml }, w.options)));
      first.push(performance.now() - t0);
    }
    for (const w of ways) for (let i = 0; i < 2; i++) await engine.validate({ xml }, w.options);
    const times = ways.map(() => [] as number[]);
    for (let i = 0; i < runs; i++)
      for (const [k, w] of ways.entries()) {
        const t0 = performance.now();
        await engine.validate({ xml }, w.options);
        times[k]?.push(performance.now() - t0);
      }
    const [withLayer, without] = times.map((t) => median(t)) as [number, number];
    for (const [k, w] of ways.entries()) {
      const warm = k === 0 ? withLayer : without;
      rows.push({
        case: c.name,
        judged: w.judged,
        ran: ran[k] ?? '',
        warmMs: Number(warm.toFixed(2)),
        firstMs: Math.round(first[k] ?? 0),
        vsWithout:
          k === 0 ? `+${(withLayer - without).toFixed(1)} ms (×${(withLayer / without).toFixed(2)})` : '—',
      });
    }
  }
  const engine = await createNodeEngine();
  for (let i = 0; i < 3; i++) await engine.validate({ xml: typical });
  const times: number[] = [];
  let ran = '';
  for (let i = 0; i < runs * 2; i++) {
    const t0 = performance.now();
    ran = ranOf(await engine.validate({ xml: typical }));
    times.push(performance.now() - t0);
  }
  rows.push({
    case: 'typical XRechnung UBL (01.13a), no layer selects it',
    judged: 'as its identifier selects',
    ran,
    warmMs: Number(median(times).toFixed(2)),
    firstMs: '—',
    vsWithout: '—',
  });
  return rows;
}
