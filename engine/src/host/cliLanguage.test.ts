import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repoRoot.ts';

// A CEN example invoice with its invoice number (BT-1) emptied: BR-02 fires.
function withoutInvoiceNumber(): string {
  const xml = fs.readFileSync(path.join(corpusDir, 'en16931-examples/ubl/ubl-tc434-example1.xml'), 'utf8');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-lang-')), 'invoice.xml');
  fs.writeFileSync(file, xml.replace(/(<\/cbc:CustomizationID>[\s\S]*?<cbc:ID>)[^<]*(<\/cbc:ID>)/, '$1$2'));
  return file;
}

describe('einvoice validate --lang', () => {
  it('prints the summary and the findings in French with --lang fr', async () => {
    const file = withoutInvoiceNumber();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'engine/src/host/cli.ts', 'validate', '--lang', 'fr', file],
      { cwd: repoRoot, encoding: 'utf8' },
    ).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
    expect(stdout).toContain(': NON VALIDE —');
    expect(stdout).toMatch(/erreurs, \d+ avertissements/);
    expect(stdout).toContain('[error] BR-02:');
    expect(stdout).toContain('Le numéro de facture manque.');
  }, 60_000);

  it('refuses a language it does not write', async () => {
    const r = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'engine/src/host/cli.ts', 'validate', '--lang', 'it', 'x.xml'],
      { cwd: repoRoot, encoding: 'utf8' },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--lang takes en, de or fr');
  }, 60_000);
});
