import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine.ts';
import { createNodeEngine } from '../../host/node.ts';
import { LEITWEG_ID_ORACLE } from './checkLeitwegId.ts';

// An official XRechnung test case (valid) whose BT-10 is the Leitweg-ID 04011000-12345-03.
const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const CII = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml';

describe('Leitweg-ID service finding in validate()', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  for (const file of [UBL, CII]) {
    it(`warns about wrong check digits in BT-10 without changing the official verdict (${path.basename(file)})`, async () => {
      const xml = fs.readFileSync(path.join(corpusDir, file), 'utf8');
      expect(xml).toContain('>04011000-12345-03<');
      const clean = await engine.validate({ xml });
      expect(clean.findings.filter((f) => f.oracle === LEITWEG_ID_ORACLE)).toEqual([]);

      const wrong = xml.replace('>04011000-12345-03<', '>04011000-12345-30<');
      const r = await engine.validate({ xml: wrong });
      expect(r.valid).toBe(clean.valid);
      const found = r.findings.filter((f) => f.oracle === LEITWEG_ID_ORACLE);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ ruleId: 'LEITWEG-ID', severity: 'warning', bt: ['BT-10'] });
      expect(found[0]?.message.en).toContain('30 is stated, 03 is correct');
      expect(found[0]?.message.de).toContain('angegeben ist 30, richtig wäre 03');
      expect(found[0]?.message.fr).toContain('30 est indiqué, 03 est juste');
      const lines = wrong.split('\n');
      expect(lines[(found[0]?.line ?? 0) - 1]).toContain('04011000-12345-30');
      // The positional path the official reports write for BT-10 (EN 16931's semantic model, each syntax).
      expect(found[0]?.xpath).toBe(
        file === UBL
          ? '/ubl:Invoice[1]/cbc:BuyerReference[1]'
          : '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeAgreement[1]/ram:BuyerReference[1]',
      );
    });
  }
});
