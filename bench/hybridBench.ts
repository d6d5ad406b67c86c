import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { convert, extractInvoice } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { median } from './stats.ts';

// Hybrid invoices: extraction of the embedded invoice from a typical Factur-X PDF and from a 5 MB one,
// validation of the PDF end to end, and Factur-X production (convert target factur-x). Part of `npm run bench`
// unless BENCH_HYBRID=0; `BENCH_HYBRID=only npm run bench` runs this part alone.

/** The typical Factur-X PDF with a 4.8 MB incompressible supplement attached: a 5 MB hybrid invoice. */
async function fiveMegabytePdf(typical: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(typical, { updateMetadata: false });
  const noise = new Uint8Array(4.8 * 1024 * 1024);
  let x = 0x2545f491;
  for (let i = 0; i < noise.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    noise[i] = x & 0xff;
  }
  await doc.attach(noise, 'Aufmass.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
}

async function time(runs: number, run: () => Promise<unknown>): Promise<{ cold: number; warm: number }> {
  const t0 = performance.now();
  await run();
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { cold, warm: median(times) };
}

export async function hybridBench(runs: number) {
  const engine = await createNodeEngine();
  const typical = new Uint8Array(fs.readFileSync(path.join(corpusDir, 'hybrid-pdf/pdf_fx_extended_1.pdf')));
  const large = await fiveMegabytePdf(typical);
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
  const cii = fs
    .readFileSync(path.join(corpusDir, 'en16931-examples/cii/CII_example1.xml'))
    .toString('base64');
  const rows: { case: string; MB: number; coldMs: number; warmMedianMs: number }[] = [];
  const row = (name: string, bytes: number, t: { cold: number; warm: number }) =>
    rows.push({
      case: name,
      MB: Number((bytes / 1024 / 1024).toFixed(2)),
      coldMs: Math.round(t.cold),
      warmMedianMs: Math.round(t.warm),
    });
  row(
    'extract: typical Factur-X PDF (EXTENDED)',
    typical.length,
    await time(runs, () => extractInvoice({ xmlBase64: b64(typical) })),
  );
  row(
    'extract: 5 MB PDF',
    large.length,
    await time(Math.max(2, Math.ceil(runs / 2)), () => extractInvoice({ xmlBase64: b64(large) })),
  );
  row(
    'validate: typical Factur-X PDF',
    typical.length,
    await time(runs, () => engine.validate({ xmlBase64: b64(typical) })),
  );
  const produced = await convert(engine, { xmlBase64: cii }, { target: 'factur-x', locale: 'de' });
  row(
    'produce: CII → Factur-X PDF/A-3 (de)',
    Buffer.from(produced.pdfBase64 as string, 'base64').length,
    await time(Math.max(2, Math.ceil(runs / 2)), () =>
      convert(engine, { xmlBase64: cii }, { target: 'factur-x', locale: 'de' }),
    ),
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await hybridBench(Number(process.env.BENCH_RUNS ?? 5)));
}
