import fs from 'node:fs';
import { createNodeEngine } from '@einvoice/engine/node';

// Run in a fresh process by nodeBench: prints the ms from engine creation to the first verdict.
const xml = fs.readFileSync(process.argv[2] as string, 'utf8');
const t0 = performance.now();
const engine = await createNodeEngine();
await engine.validate({ xml });
process.stdout.write(`${performance.now() - t0}\n`);
