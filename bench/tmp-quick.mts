import fs from 'node:fs';
import { createNodeEngine } from '@einvoice/engine/node';
import { largeUblInvoice } from './largeInvoice.ts';

const e = await createNodeEngine();
const typ = fs.readFileSync(
  '/work/shared/corpus/xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml',
  'utf8',
);
const cii = fs.readFileSync(
  '/work/shared/corpus/xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_uncefact.xml',
  'utf8',
);
for (const [name, xml, n] of [
  ['typ', typ, 100],
  ['cii', cii, 100],
  ['1000', largeUblInvoice(1000), 10],
] as const) {
  const ts: number[] = [];
  for (let i = 0; i < n + 3; i++) {
    const u0 = process.cpuUsage();
    const r = await e.validate({ xml });
    const u = process.cpuUsage(u0);
    if (i >= 3) ts.push((u.user + u.system) / 1000);
    if (i === 0) console.log(name, r.valid, r.findings.length);
  }
  ts.sort((a, b) => a - b);
  console.log(name, 'median cpu ms', ts[ts.length >> 1].toFixed(2));
}
