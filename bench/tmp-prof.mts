import { createNodeEngine } from '@einvoice/engine/node';
import { largeUblInvoice } from './largeInvoice.ts';
const e = await createNodeEngine();
const xml = largeUblInvoice(Number(process.argv[2] ?? 10000));
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await e.validate({ xml }); console.log('run', (performance.now() - t0).toFixed(0)); }
