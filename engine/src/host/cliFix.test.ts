import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixCommand } from './cliFix.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-fix-'));
const log = vi.spyOn(console, 'log').mockImplementation(() => {});
const printed = () => log.mock.calls.map((c) => c.join(' ')).join('\n');
const copy = (from: string, name: string) => {
  const to = path.join(dir, name);
  fs.copyFileSync(from, to);
  return to;
};

beforeEach(() => log.mockClear());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('fix command', () => {
  it('writes no file when nothing could be repaired, and says so', async () => {
    // Country rules (DE-R-…, IT-R-…) have no automatic repair: the sender must correct the data.
    const input = copy(path.join(repoRoot, 'fixtures/samples/country-rules-de-it.xml'), 'country.xml');
    expect(await fixCommand([input])).toBe(1);
    expect(fs.existsSync(path.join(dir, 'country.fixed.xml'))).toBe(false);
    expect(printed()).toMatch(
      /^country\.xml: needs_input .*\n[\s\S]*nothing was repaired automatically; no file written/,
    );
  });

  it('writes NAME.fixed.xml when it changed something', async () => {
    const source = fs.readFileSync(
      path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
      'utf8',
    );
    // A no-break space inside a code: a certain repair.
    const damaged = source.replace('<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>380\u00a0<');
    expect(damaged).not.toBe(source);
    const input = path.join(dir, 'nbsp.xml');
    fs.writeFileSync(input, damaged);
    expect(await fixCommand(['--permissive', input])).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'nbsp.fixed.xml'), 'utf8')).toBe(source);
    expect(printed()).toContain('written to');
  });
});
