import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { convertCommand } from './cliConvert.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-convert-'));
const input = path.join(dir, 'invoice.xml');
fs.copyFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  input,
);
const original = fs.readFileSync(input);
const log = vi.spyOn(console, 'log').mockImplementation(() => {});
const error = vi.spyOn(console, 'error').mockImplementation(() => {});
const printed = (spy: typeof log) => spy.mock.calls.map((c) => c.join(' ')).join('\n');

beforeEach(() => {
  log.mockClear();
  error.mockClear();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('convert command', () => {
  it('writes NAME.TARGET.xml next to the input, a CII declaring XRechnung, and leaves the input as it was', async () => {
    expect(await convertCommand(['--target', 'xrechnung-cii', input])).toBe(0);
    const out = fs.readFileSync(path.join(dir, 'invoice.xrechnung-cii.xml'), 'utf8');
    expect(out).toMatch(/<rsm:CrossIndustryInvoice /);
    expect(out).toContain(
      '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>',
    );
    expect(fs.readFileSync(input).equals(original)).toBe(true);
    expect(printed(log)).toMatch(/canonical_render, VALID as XRechnung 3\.0 \(CII\)/);
  });

  it('a MISSING_INPUT refusal prints the --answer lines; given, they produce the Peppol output at --out', async () => {
    expect(await convertCommand(['--target', 'peppol-bis', input])).toBe(2);
    expect(printed(error)).toMatch(/MISSING_INPUT/);
    expect(printed(error)).toMatch(/--answer seller-endpoint=SCHEME:… .*BT-34, PEPPOL-EN16931-R020/);
    const out = path.join(dir, 'peppol.xml');
    const answers = [
      '--answer',
      'seller-endpoint=0088:4000001000005',
      '--answer',
      'buyer-endpoint=0088:4000001000005',
    ];
    expect(await convertCommand(['--target', 'peppol-bis', ...answers, '--out', out, input])).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toContain(
      '<cbc:EndpointID schemeID="0088">4000001000005</cbc:EndpointID>',
    );
  });

  it('exits 2 on bad usage, a missing file, an unsupported target, or --out naming the input', async () => {
    expect(await convertCommand([input])).toBe(2);
    expect(await convertCommand(['--target', 'en16931-ubl', '--bogus', input])).toBe(2);
    expect(await convertCommand(['--target', 'en16931-ubl', path.join(dir, 'missing.xml')])).toBe(2);
    expect(await convertCommand(['--target', 'fatturapa', input])).toBe(2);
    expect(printed(error)).toMatch(/UNSUPPORTED_TARGET/);
    expect(await convertCommand(['--target', 'en16931-ubl', '--out', input, input])).toBe(2);
    expect(fs.readFileSync(input).equals(original)).toBe(true);
  });
});
