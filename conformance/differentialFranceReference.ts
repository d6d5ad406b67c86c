import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { caseHash, readCache, summarise, writeCache } from './differentialCases.ts';
import { FRANCE_CACHE_FILE, franceCases, franceStamp } from './differentialFrance.ts';

// Regenerates conformance/differential-france-reference.json.gz: the SaxonJS reference executor (FNFE's
// official compiled XSLT) on every French case, keyed by case hash. Run after the French rules, the corpora or
// fixtures/france change:   node --import tsx conformance/differentialFranceReference.ts
// Entries still valid under the current stamp are kept.

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'));
const cache = readCache(franceStamp(manifest), FRANCE_CACHE_FILE);
const engine = await createNodeEngine();
let run = 0;
for (const c of franceCases()) {
  const h = caseHash(c);
  if (cache.results[h] !== undefined) continue;
  cache.results[h] = await summarise(engine, c, 'reference');
  run++;
}
writeCache(cache, FRANCE_CACHE_FILE);
console.log(
  `france reference cache: ${Object.keys(cache.results).length} entries (${run} run), stamp ${cache.stamp}`,
);
