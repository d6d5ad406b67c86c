import fs from 'node:fs';
import { createNodeEngine } from '@einvoice/engine/node';
import { largeUblInvoice } from './largeInvoice.ts';

const e = await createNodeEngine();
const n = Number(process.argv[2] ?? 1000);
const xml = n
  ? largeUblInvoice(n)
  : fs.readFileSync(
      '/work/shared/corpus/xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml',
      'utf8',
    );
for (let i = 0; i < (n ? 15 : 400); i++) await e.validate({ xml });
