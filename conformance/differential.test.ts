import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { knownDifferences } from '@einvoice/test-support/corpus/knownDifferences';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import {
  buildStamp,
  CACHE_FILE,
  caseHash,
  comparable,
  corpusCases,
  type DifferentialCase,
  readCache,
  summarise,
  VARIANTS,
  variantCases,
} from './differentialCases.ts';

// Differential equivalence of the two schematron executors: the rules compiled to JavaScript (default)
// and SaxonJS on the official artefacts (reference). Every corpus document and VEFA test, plus 5,000
// generated variants, must give the same engine error (code and message), schematron oracle verdicts and
// (rule id, severity, location, message) multiset. A crash is a failure even when both sides crash; a
// difference is excused only by its entry in known-differences.json (section `differential`).
//
// CI budget: the reference costs ~30–60 ms per document and scenario, too slow for ~9,000 runs on every
// CI run. Its results are committed in differential-reference.json.gz (by document hash, stamped with
// the reference artefacts' hashes; regenerate with `node --import tsx conformance/differentialReference.ts`).
// Each run still executes the reference live on a rotating deterministic sample (seeded by the UTC day)
// to check the cache, and on every case the cache lacks.

const SAMPLE = Number(process.env.DIFFERENTIAL_SAMPLE ?? 150);
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'));
const cache = readCache(buildStamp(manifest));

/** Picks `n` cases by a seeded stride, so each day checks a different slice of the cache. */
function sample<T>(items: T[], n: number, seed: number): T[] {
  if (items.length <= n) return items;
  const out: T[] = [];
  const step = Math.max(1, Math.floor(items.length / n));
  for (let i = 0; i < n; i++) out.push(items[(seed + i * step) % items.length] as T);
  return out;
}

// The only place a difference is excused: conformance/known-differences.json, section `differential`, one
// entry per case with its explanation.
const ledger = knownDifferences('differential');

async function compare(cases: DifferentialCase[], label: string) {
  const engine = await createNodeEngine();
  const day = Math.floor(Date.now() / 86_400_000);
  const live = new Set(sample(cases, SAMPLE, day % cases.length).map((c) => c.key));
  const diffs: string[] = [];
  const explained: string[] = [];
  let cached = 0;
  let fresh = 0;
  let compiledMs = 0;
  for (const c of cases) {
    const t0 = performance.now();
    const ours = await summarise(engine, c, 'compiled');
    compiledMs += performance.now() - t0;
    const hit = comparable(cache.results[caseHash(c)]);
    let theirs = hit;
    if (hit === undefined || live.has(c.key)) {
      theirs = await summarise(engine, c, 'reference');
      fresh += 1;
      if (hit !== undefined && hit !== theirs) diffs.push(`${c.key}: stale reference cache entry`);
    } else cached += 1;
    // A crash is never agreement, not even when both executors crash alike.
    const crashed = ours.startsWith('threw') || theirs?.startsWith('threw');
    if (crashed)
      diffs.push(
        `${c.key}: crashed (compiled: ${ours.split('\n')[0]}; reference: ${theirs?.split('\n')[0]})`,
      );
    else if (ours !== theirs && ledger.has(c.key)) explained.push(c.key);
    else if (ours !== theirs) {
      const a = new Set(ours.split('\n'));
      const b = new Set((theirs ?? '').split('\n'));
      const only = (x: Set<string>, y: Set<string>) => [...x].filter((k) => !y.has(k)).slice(0, 4);
      diffs.push(
        `${c.key}: compiled only ${JSON.stringify(only(a, b))}, reference only ${JSON.stringify(only(b, a))}`,
      );
    }
  }
  // The ledger entries of these cases must still differ: an entry whose difference is gone is stale.
  const keys = new Set(cases.map((c) => c.key));
  for (const key of ledger.keys())
    if (keys.has(key) && !explained.includes(key)) diffs.push(`${key}: ledger entry no longer differs`);
  console.log(
    `[differential] ${label}: ${cases.length} cases, ${diffs.length} differences, ${explained.length} excused by` +
      ` known-differences.json; reference live ${fresh}, from cache ${cached}` +
      `; compiled ${(compiledMs / cases.length).toFixed(1)} ms per case (XSD included)`,
  );
  if (cached < cases.length / 2)
    console.log(`[differential] reference cache ${CACHE_FILE} is missing or stale`);
  return diffs;
}

describe('compiled rules vs reference executor', () => {
  const corpus = corpusCases();

  it('agree on every corpus document and every testSet test', async () => {
    const diffs = await compare(corpus, 'corpora');
    expect(diffs).toEqual([]);
  }, 1_800_000);

  it(`agree on ${VARIANTS} generated variants`, async () => {
    const variants = variantCases(corpus.filter((c) => !c.scenario));
    expect(variants.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(variants.map((v) => v.xml)).size).toBeGreaterThan(4500);
    const diffs = await compare(variants, 'variants');
    expect(diffs).toEqual([]);
  }, 1_800_000);
});
