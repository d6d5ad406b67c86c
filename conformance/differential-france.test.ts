import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { caseHash, readCache, summarise } from './differentialCases.ts';
import { FRANCE_CACHE_FILE, franceCases, franceStamp } from './differentialFrance.ts';

// Differential equivalence of the two executors on FNFE's French rules (issue 24): the compiled rules against
// SaxonJS on FNFE's official compiled XSLT, for every France CTC corpus document, every CEN example invoice
// and every French fixture (fixtures/france), under the standard and the `_WARNING` release. The reference's
// summaries are committed in differential-france-reference.json.gz (regenerate with
// `node --import tsx conformance/differentialFranceReference.ts`); a rotating sample and every case the cache
// lacks run the reference live.

const SAMPLE = Number(process.env.FRANCE_DIFFERENTIAL_SAMPLE ?? 6);
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'));
const cache = readCache(franceStamp(manifest), FRANCE_CACHE_FILE);

describe('compiled French rules vs the official XSLT', () => {
  it('agree on every French case, fatal and warning release', async () => {
    const engine = await createNodeEngine();
    const cases = franceCases();
    const day = Math.floor(Date.now() / 86_400_000);
    const live = new Set(Array.from({ length: SAMPLE }, (_, i) => cases[(day + i * 13) % cases.length]?.key));
    const diffs: string[] = [];
    const rules = new Set<string>();
    let findings = 0;
    let fresh = 0;
    for (const c of cases) {
      const ours = await summarise(engine, c, 'compiled');
      const hit = cache.results[caseHash(c)];
      let theirs = hit;
      if (hit === undefined || live.has(c.key)) {
        theirs = await summarise(engine, c, 'reference');
        fresh++;
        if (hit !== undefined && hit !== theirs) diffs.push(`${c.key}: stale reference cache entry`);
      }
      const lines = ours.split('\n');
      if (lines[0]?.startsWith('threw')) diffs.push(`${c.key}: crashed: ${lines[0]}`);
      else if (ours !== theirs) {
        const b = new Set((theirs ?? '').split('\n'));
        const a = new Set(lines);
        const only = (x: Set<string>, y: Set<string>) => [...x].filter((k) => !y.has(k)).slice(0, 4);
        diffs.push(
          `${c.key}: compiled only ${JSON.stringify(only(a, b))}, reference only ${JSON.stringify(only(b, a))}`,
        );
      }
      findings += lines.length - 1;
      for (const l of lines.slice(1)) rules.add(l.split('|')[0] as string);
    }
    const french = [...rules].filter((r) => r.startsWith('BR-FR'));
    console.log(
      `[differential] france: ${cases.length} cases (${fresh} live), ${findings} findings compared, ${french.length} BR-FR rule ids, ${diffs.length} differences`,
    );
    expect(diffs).toEqual([]);
    // The cases must exercise the French rules, not only pass clean documents.
    expect(findings).toBeGreaterThan(500);
    expect(french.length).toBeGreaterThan(25);
  }, 900_000);

  it('the French fixtures: the completed example passes, each damaged copy fails its BR-FR family', async () => {
    const engine = await createNodeEngine();
    const fixtures = franceCases().filter(
      (c) => c.key.startsWith('fixtures/france/') && c.rulesets?.['france-ctc'] === '1.4.0.03',
    );
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    for (const c of fixtures) {
      const r = await engine.validate({ xml: c.xml }, { rulesetVersions: c.rulesets });
      const errors = r.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);
      const family = /damaged-(br-fr-(?:(?:co|dec)-)?\d+|br-fr-(?:mv|bd))/.exec(c.key)?.[1]?.toUpperCase();
      if (family === undefined) expect([c.key, r.valid, errors]).toEqual([c.key, true, []]);
      else {
        expect([c.key, r.valid]).toEqual([c.key, false]);
        const prefix = /^BR-FR-(MV|BD)$/.test(family) ? `${family}-` : `${family}_`;
        expect([c.key, errors.some((id) => id.startsWith(prefix))]).toEqual([c.key, true]);
      }
    }
  }, 120_000);
});
