import fs from 'node:fs';
import { convert } from './src/convert/convert.ts';
import { createNodeEngine } from './src/host/node.ts';
const engine = await createNodeEngine();
const [file, target, allow] = process.argv.slice(2);
const xml = fs.readFileSync(file, 'utf8');
try {
  const r = await convert(engine, { xml }, { target, allowLoss: allow === '1' });
  console.log(r.method, r.verdict.valid, JSON.stringify(r.loss.terms));
  for (const f of r.findings.filter((f) => f.severity === 'error')) console.log(f.ruleId, f.bt.join(','), f.xpath, '|', f.message.en.slice(0, 200));
  if (process.env.OUT) fs.writeFileSync(process.env.OUT, r.xml ?? '');
} catch (e) { console.log('ERR', (e as any).code, (e as any).message, JSON.stringify((e as any).details)?.slice(0, 1500)); }
