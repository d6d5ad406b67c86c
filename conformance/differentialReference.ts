import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createNodeEngine } from '@einvoice/engine/node';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import {
  buildStamp,
  caseHash,
  corpusCases,
  readCache,
  summarise,
  variantCases,
  writeCache,
} from './differentialCases.ts';

// Regenerates conformance/differential-reference.json.gz: the SaxonJS reference executor's summary of
// every differential case, keyed by document hash. Run after the rules or the corpora change:
//   node --import tsx conformance/differentialReference.ts        (two shards, one per core)
// Entries still valid under the current build stamp are kept.

const run = promisify(execFile);
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'));
const stamp = buildStamp(manifest);

async function shard(index: number, count: number, out: string): Promise<void> {
  const engine = await createNodeEngine();
  const known = readCache(stamp).results;
  const cases = [...corpusCases(), ...variantCases()];
  const results: Record<string, string> = {};
  let done = 0;
  for (let i = index; i < cases.length; i += count) {
    const c = cases[i] as (typeof cases)[number];
    const h = caseHash(c);
    if (known[h] !== undefined || results[h] !== undefined) continue;
    results[h] = await summarise(engine, c, 'reference');
    if (++done % 200 === 0) console.log(`shard ${index}: ${done} run`);
  }
  fs.writeFileSync(out, JSON.stringify(results));
}

const [flag, arg, out] = process.argv.slice(2);
if (flag === '--shard' && arg && out) {
  const [i, n] = arg.split('/').map(Number) as [number, number];
  await shard(i, n, out);
} else {
  const shards = Number(process.env.SHARDS ?? 2);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'differential-'));
  const self = new URL(import.meta.url).pathname;
  await Promise.all(
    Array.from({ length: shards }, (_, i) =>
      run(
        process.execPath,
        ['--import', 'tsx', self, '--shard', `${i}/${shards}`, path.join(tmp, `${i}.json`)],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ),
    ),
  );
  const cache = readCache(stamp);
  for (let i = 0; i < shards; i++) {
    Object.assign(cache.results, JSON.parse(fs.readFileSync(path.join(tmp, `${i}.json`), 'utf8')));
  }
  writeCache(cache);
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`reference cache: ${Object.keys(cache.results).length} entries, stamp ${stamp}`);
}
