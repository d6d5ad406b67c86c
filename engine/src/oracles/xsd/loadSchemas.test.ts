import fs from 'node:fs';
import path from 'node:path';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { sourceXsdLoader } from '@einvoice/test-support/corpus/sourceXsdLoader';
import { describe, expect, it } from 'vitest';
import type { RulesetLoader } from '../../loader.ts';
import { CII_D16B_XSD, loadSchemas, UBL_CREDITNOTE_XSD, UBL_INVOICE_XSD } from './loadSchemas.ts';
import { validateXsd } from './validateXsd.ts';

function countingLoader(): { loader: RulesetLoader; reads: string[] } {
  const inner = sourceXsdLoader();
  const reads: string[] = [];
  return {
    reads,
    loader: {
      text: inner.text,
      bytes: (p) => {
        reads.push(p);
        return inner.bytes(p);
      },
    },
  };
}

const MINIMAL_CII =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';

describe('loadSchemas', () => {
  it('reads each schema file once through the loader, from the entries down', async () => {
    const { loader, reads } = countingLoader();
    const schemas = await loadSchemas(loader);
    schemas.dispose();
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads).toEqual(expect.arrayContaining([UBL_INVOICE_XSD, UBL_CREDITNOTE_XSD, CII_D16B_XSD]));
    // The uncoupled CII D16B schema is its four data/standard modules; the code lists stay unused.
    const ciiDir = path.join(
      rulesetsDir,
      'cii-d16b/xsd',
      path.dirname(CII_D16B_XSD.slice('xsd/cii-d16b/'.length)),
    );
    const ciiFiles = fs.readdirSync(ciiDir).map((f) => `${path.posix.dirname(CII_D16B_XSD)}/${f}`);
    expect(reads.filter((r) => r.startsWith('xsd/cii-d16b/')).sort()).toEqual(ciiFiles.sort());
    expect(reads).toContain('xsd/ubl-2.1/common/UBL-xmldsig-core-schema-2.1.xsd');
  });

  it('fails loudly when a schema file is missing', async () => {
    const inner = sourceXsdLoader();
    const loader: RulesetLoader = {
      text: inner.text,
      bytes: (p) =>
        p.endsWith('UBL-CommonBasicComponents-2.1.xsd')
          ? Promise.reject(new Error('ENOENT'))
          : inner.bytes(p),
    };
    await expect(loadSchemas(loader)).rejects.toThrow('ENOENT');
  });

  it('gives each engine its own compiled schemas', async () => {
    const first = await loadSchemas(sourceXsdLoader());
    const second = await loadSchemas(sourceXsdLoader());
    first.dispose();
    expect(validateXsd(second, 'cii', MINIMAL_CII).errors.length).toBeGreaterThan(0);
    expect(validateXsd(second, 'cii', MINIMAL_CII).errors[0]?.message).toMatch(/ExchangedDocumentContext/);
    second.dispose();
  });
});
