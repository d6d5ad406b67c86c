import fs from 'node:fs';
import { createNodeEngine } from '@einvoice/engine/node';

// Run in a fresh process by compiledBench: engine created, rules loaded, first verdict. Prints
// `<ms> <maxRssMB>` for the executor named in argv[3], with the rule set pins of argv[4] (JSON, optional).
const xml = fs.readFileSync(process.argv[2] as string, 'utf8');
const engine = process.argv[3] === 'reference' ? 'reference' : 'compiled';
const t0 = performance.now();
const e = await createNodeEngine();
await e.validate({ xml }, { engine, rulesetVersions: JSON.parse(process.argv[4] ?? '{}') });
const ms = performance.now() - t0;
process.stdout.write(`${ms} ${process.resourceUsage().maxRSS / 1024}\n`);
