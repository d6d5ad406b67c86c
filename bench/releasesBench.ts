import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { cold } from './compiledBench.ts';
import { median } from './stats.ts';

const PEPPOL_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** One Peppol invoice under one release configuration: warm median, cold first verdict, peak RSS of the cold process. */
export interface ReleaseBenchRow {
  case: string;
  releases: string;
  ran: string;
  warmMs: number;
  coldMs: number;
  peakRssMB: number;
}

/**
 * The default path before and after the switch to Peppol BIS 3.0.21 (issue 23): the same Peppol invoices with
 * the compiled rules by default (3.0.21 today) and pinned to 3.0.19 (the default before), in one process and
 * interleaved, so the machine's load moves both alike. Cold runs are fresh processes (compiledCold.ts).
 */
export async function releasesBench(runs: number): Promise<ReleaseBenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-bench-'));
  // The generated 1,000-line invoice under Peppol's specification id: same document, Peppol's scenario.
  const large = path.join(tmp, 'peppol-1000.xml');
  fs.writeFileSync(
    large,
    largeUblInvoice(1000).replace(/<cbc:CustomizationID>[^<]*</, `<cbc:CustomizationID>${PEPPOL_ID}<`),
  );
  const cases = [
    {
      name: 'Peppol UBL base-example',
      file: path.join(corpusDir, 'peppol-3.0.21/examples/base-example.xml'),
      n: runs * 4,
    },
    { name: 'Peppol UBL 1,000 lines', file: large, n: Math.max(3, runs) },
  ];
  const configs: { releases: string; pins: Record<string, string> }[] = [
    { releases: 'default', pins: {} },
    { releases: 'peppol 3.0.19 pinned', pins: { peppol: '3.0.19' } },
  ];
  const engine = await createNodeEngine();
  const rows: ReleaseBenchRow[] = [];
  for (const c of cases) {
    const xml = fs.readFileSync(c.file, 'utf8');
    const times = configs.map(() => [] as number[]);
    const ran = configs.map(() => '');
    // Untimed runs until the JIT settles, then the configurations in turn.
    for (const cfg of configs)
      for (let i = 0; i < 3; i++) await engine.validate({ xml }, { rulesetVersions: cfg.pins });
    for (let i = 0; i < c.n; i++)
      for (const [k, cfg] of configs.entries()) {
        const t0 = performance.now();
        const result = await engine.validate({ xml }, { rulesetVersions: cfg.pins });
        times[k]?.push(performance.now() - t0);
        ran[k] = result.rulesets.map((r) => `${r.ruleset} ${r.version}`).join(', ');
      }
    for (const [k, cfg] of configs.entries()) {
      const first = await cold(c.file, 'compiled', cfg.pins);
      rows.push({
        case: c.name,
        releases: cfg.releases,
        ran: ran[k] ?? '',
        warmMs: Number(median(times[k] ?? []).toFixed(2)),
        coldMs: Math.round(first.ms),
        peakRssMB: Math.round(first.rss),
      });
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return rows;
}
