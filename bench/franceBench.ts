import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { BENCH_KEY, startServer } from './apiBench.ts';
import { median } from './stats.ts';

/**
 * A typical French invoice (fixtures/france/cii-fr-valid.xml, 8 lines) through POST /api/v3/validate on
 * loopback, one client: its EN 16931 validation (no options: CII XSD + CEN) against the French check
 * (`rulesets: {"france-ctc": …}`: CII D22B XSD + CEN + BR-FR). Issue 24's target: at most 1.5×.
 */
export async function franceBench(runs: number) {
  const xml = fs.readFileSync(path.join(repoRoot, 'fixtures/france/cii-fr-valid.xml'), 'utf8');
  const server = await startServer(1);
  try {
    const time = async (options?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/v3/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_KEY}` },
        body: JSON.stringify(options === undefined ? { xml } : { xml, options }),
      });
      const body = (await res.json()) as { data?: { valid?: boolean } };
      if (res.status !== 200) throw new Error(`validate answered ${res.status}`);
      return { ms: performance.now() - t0, valid: body.data?.valid };
    };
    const french = { rulesets: { 'france-ctc': '1.4.0.03' } };
    // Warm-up: both paths load their rules once.
    await time();
    await time(french);
    const en: number[] = [];
    const fr: number[] = [];
    let valid: { en?: boolean | undefined; fr?: boolean | undefined } = {};
    // Interleaved, so both see the same machine load.
    for (let i = 0; i < runs; i++) {
      const a = await time();
      const b = await time(french);
      en.push(a.ms);
      fr.push(b.ms);
      valid = { en: a.valid, fr: b.valid };
    }
    const enMs = median(en);
    const frMs = median(fr);
    return [
      { case: 'EN 16931 (no options)', valid: valid.en, 'warm median ms': Number(enMs.toFixed(1)) },
      {
        case: 'French rules (france-ctc 1.4.0.03)',
        valid: valid.fr,
        'warm median ms': Number(frMs.toFixed(1)),
        ratio: Number((frMs / enMs).toFixed(2)),
      },
    ];
  } finally {
    server.stop();
  }
}
