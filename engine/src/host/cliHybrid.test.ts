import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { convertCommand } from './cliConvert.ts';
import { validateCommand } from './cliValidate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-hybrid-'));
const log = vi.spyOn(console, 'log').mockImplementation(() => {});
const error = vi.spyOn(console, 'error').mockImplementation(() => {});
const printed = (spy: typeof log) => spy.mock.calls.map((c) => c.join(' ')).join('\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('CLI with hybrid PDFs', () => {
  it('validate reads the embedded invoice and names the container; a plain PDF exits 2', async () => {
    const pdf = path.join(corpusDir, 'hybrid-pdf/pdf_fx_extended_1.pdf');
    expect(await validateCommand([pdf])).toBe(0);
    expect(printed(log)).toMatch(
      /VALID — CII factur-x-extended\n {2}PDF 1\.6, PDF\/A-3b: factur-x\.xml \(Data\), XMP EXTENDED/,
    );
    expect(await validateCommand([path.join(corpusDir, 'hybrid-pdf/pdf_plain.pdf')])).toBe(2);
    expect(printed(error)).toMatch(/UNSUPPORTED_FORMAT The PDF carries no embedded invoice/);
  });

  it('convert --target factur-x writes NAME.factur-x.pdf carrying the converted XML', async () => {
    const input = path.join(dir, 'invoice.xml');
    fs.copyFileSync(path.join(corpusDir, 'en16931-examples/cii/CII_example1.xml'), input);
    expect(await convertCommand(['--target', 'factur-x', input])).toBe(0);
    const out = path.join(dir, 'invoice.factur-x.pdf');
    expect(execFileSync('pdfdetach', ['-list', out], { encoding: 'utf8' })).toContain('1: factur-x.xml');
  }, 60_000);
});
