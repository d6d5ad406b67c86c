import fs from 'node:fs';
import path from 'node:path';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { RO_COUNTY_OPTIONS, RO_SECTOR_OPTIONS } from './romanianCounties.ts';

// The owner's own lists: the `let` variables of CIUS-RO 1.0.9's schematron.
const SCH = fs.readFileSync(
  path.join(rulesetsDir, 'national/cius-ro-1.0.9/preprocessed/ROeFactura-UBL-validation-Invoice_v1.0.9.sch'),
  'utf8',
);
const listOf = (name: string) => {
  const value = new RegExp(`<let name="${name}" value="\\(([^)]*)\\)"`).exec(SCH)?.[1] ?? '';
  return [...value.matchAll(/'([^']*)'/g)].map((m) => m[1]);
};

describe("CIUS-RO's code lists", () => {
  it("offer exactly the owner's ISO 3166-2:RO codes and Bucharest sectors, each labelled in en, de and fr", () => {
    expect(listOf('ISO-3166-RO-CODES')).toHaveLength(42);
    expect(RO_COUNTY_OPTIONS.map((o) => o.value)).toEqual(listOf('ISO-3166-RO-CODES'));
    expect(RO_SECTOR_OPTIONS.map((o) => o.value)).toEqual(listOf('SECTOR-RO-CODES'));
    for (const o of [...RO_COUNTY_OPTIONS, ...RO_SECTOR_OPTIONS])
      expect([o.label.en, o.label.de, o.label.fr].every((t) => typeof t === 'string' && t !== '')).toBe(true);
  });
});
