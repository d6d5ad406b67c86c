import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { oneBlockBomb, pdfWithObjectStream } from '@einvoice/test-support/hostile/pdfShapes';
import { describe, expect, it } from 'vitest';
import { swapInvoice } from './swapInvoice.ts';

// Checked with poppler (pdfdetach, pdftotext) and qpdf, not with the library that wrote the file.
describe('swapInvoice', () => {
  it('replaces the embedded invoice and leaves the pages and the other attachments as they were', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-'));
    try {
      const src = path.join(corpusDir, 'hybrid-pdf/pdf_zf_en16931_2.pdf');
      const before = fs.readFileSync(src);
      const xml = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>\n<x>repaired</x>\n');
      const out = path.join(dir, 'out.pdf');
      fs.writeFileSync(out, await swapInvoice(new Uint8Array(before), 'factur-x.xml', xml));

      execFileSync('qpdf', ['--check', out]);
      const list = (f: string) => execFileSync('pdfdetach', ['-list', f], { encoding: 'utf8' });
      expect(list(out)).toBe(list(src));
      const n = list(out)
        .split('\n')
        .findIndex((l) => l.endsWith(': factur-x.xml'));
      execFileSync('pdfdetach', ['-save', String(n), '-o', path.join(dir, 'x.xml'), out]);
      expect(new Uint8Array(fs.readFileSync(path.join(dir, 'x.xml')))).toEqual(xml);
      // The other attachments keep their bytes.
      execFileSync('pdfdetach', ['-save', '1', '-o', path.join(dir, 'a1'), src]);
      execFileSync('pdfdetach', ['-save', '1', '-o', path.join(dir, 'b1'), out]);
      expect(fs.readFileSync(path.join(dir, 'b1')).equals(fs.readFileSync(path.join(dir, 'a1')))).toBe(true);
      const text = (f: string) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
      expect(text(out)).toBe(text(src));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads the PDF within a decode budget: an object stream only pdf-lib would inflate stays unread', async () => {
    // Refused by the bounded inflater at its first copy; pdf-lib's own would write 100 MB of zeros.
    const pdf = pdfWithObjectStream(oneBlockBomb(400_000, true));
    const before = process.memoryUsage().arrayBuffers;
    await expect(swapInvoice(pdf, 'factur-x.xml', new Uint8Array(1))).rejects.toThrow(
      /could not be found again/,
    );
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * 2 ** 20);
  });
});
