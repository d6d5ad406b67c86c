import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.ts';
import { createNodeEngine } from '../host/node.ts';
import { currentSpecification } from './currentSpecification.ts';
import { fix } from './fix.ts';

const read = (name: string) =>
  fs.readFileSync(path.join(corpusDir, 'xrechnung-testsuite/business-cases', name), 'utf8');
const UBL = read('standard/01.01a-INVOICE_ubl.xml');
const damage = (id: string, text: string) => {
  const out = DAMAGE_KINDS.find((k) => k.id === id)?.damage(text);
  if (!out) throw new Error(`damage ${id} does not apply`);
  return out;
};
const XR3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const XR23 = 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3';

describe('currentSpecification', () => {
  it('maps XRechnung 1.x/2.x identifiers, CIUS and extension, to their 3.0 form (SOURCES.md)', () => {
    for (const v of ['2.0', '2.1', '2.2', '2.3'])
      expect(
        currentSpecification(` urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_${v} `),
      ).toBe(XR3);
    expect(
      currentSpecification('urn:cen.eu:en16931:2017:compliant:xoev-de:kosit:standard:xrechnung_1.2'),
    ).toBe(XR3);
    expect(currentSpecification(`${XR23}#conformant#urn:xoev-de:kosit:extension:xrechnung_2.3`)).toBe(
      `${XR3}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`,
    );
    for (const current of [
      XR3,
      `${XR3}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`,
      'urn:cen.eu:en16931:2017',
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      `${XR23}x`,
    ])
      expect(currentSpecification(current)).toBeNull();
  });
});

describe('fix', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('upgrades an XRechnung 2.3 identifier the official scenarios judge valid, then asks what 3.0 requires', async () => {
    // An invoice made for XRechnung 2.3: the outdated identifier and no buyer electronic address, which
    // 3.0 made mandatory (PEPPOL-EN16931-R010).
    const xml = damage('specification-identifier-outdated', damage('buyer-electronic-address-removed', UBL));
    expect(xml).toContain(XR23);
    const judged = await engine.validate({ xml });
    expect(judged.valid).toBe(true);
    expect(judged.verdict.format.family).not.toBe('xrechnung');

    const first = await fix(engine, { xml });
    expect(first.outcome).toBe('needs_input');
    expect(first.changes).toEqual([
      expect.objectContaining({
        synthesizer: 'xrechnung-version',
        field: 'BT-24',
        confidence: 'high',
        value: XR3,
      }),
    ]);
    expect(first.patches).toContainEqual({
      op: 'set_text',
      xpath: '/ubl:Invoice[1]/cbc:CustomizationID[1]',
      value: XR3,
    });
    expect(first.questions.map((q) => q.id)).toEqual(['BT-49']);
    expect(first.remaining.map((f) => f.ruleId)).toContain('PEPPOL-EN16931-R010');
    expect(first.fidelity.critical).toBe(0);

    const answered = await fix(
      engine,
      { xml },
      { answers: [{ id: 'BT-49', value: 'buyer@info.de', scheme: 'EM' }] },
    );
    expect(answered).toMatchObject({
      outcome: 'compliant',
      valid: true,
      answers: { applied: 1, rejected: [] },
    });
    expect(answered.verdict.format.family).toBe('xrechnung');
    expect(answered.xml).toBe(UBL);
  });

  it('answers an outdated identifier alone with compliant and the 3.0 original, never already_compliant', async () => {
    const xml = damage('specification-identifier-outdated', UBL);
    const r = await fix(engine, { xml }, { mode: 'permissive' });
    expect(r.outcome).toBe('compliant');
    expect(r.xml).toBe(UBL);
    expect(r.changes.map((c) => c.synthesizer)).toEqual(['xrechnung-version']);
  });

  it('refuses (lossy_refused) a reorder that would change which Leitweg-ID a reader takes as BT-10', async () => {
    // A template's BuyerReference written first, before CustomizationID, beside the one in its place: moving
    // it where the schema wants it puts it behind the other, so BT-10 would silently become the other value.
    const xml = UBL.replace(
      '<cbc:CustomizationID>',
      '<cbc:BuyerReference>04011000-99999-99</cbc:BuyerReference>\n    <cbc:CustomizationID>',
    );
    const r = await fix(engine, { xml });
    expect(r).toMatchObject({ outcome: 'lossy_refused', xml: null, sha256: null, valid: false });
    expect(r.verdict.valid).toBe(false);
    expect(r.fidelity.critical).toBe(2);
    expect(r.fidelity.examples[0]).toBe("critical: BT-10 '04011000-99999-99' → '04011000-12345-03'");
    expect(r.remaining.map((f) => f.ruleId)).toEqual(['XSD']);
  });

  it('removes an empty note in front of a filled one without calling the filled one changed', async () => {
    const xml = UBL.replace('<cbc:Note>#ADU#', '<cbc:Note></cbc:Note>\n    <cbc:Note>#ADU#');
    const r = await fix(engine, { xml });
    expect(r).toMatchObject({ outcome: 'compliant', fidelity: { critical: 0 } });
    expect(r.xml).toBe(UBL);
  });

  it("gives a CII seller's e-mail address its scheme once, though BR-62 and BR-63 both fire on the root", async () => {
    // Fast-check's counterexample: the buyer's address removed, the seller's scheme removed.
    const CII = read('standard/01.05a-INVOICE_uncefact.xml');
    const xml = damage('electronic-address-scheme-removed', damage('buyer-electronic-address-removed', CII));
    const r = await fix(engine, { xml }, { mode: 'strict' });
    expect(r.xml?.match(/schemeID="EM"/g)).toHaveLength(1);
    expect(r.xml).toContain('<ram:URIID schemeID="EM">seller@email.de</ram:URIID>');
    expect(r.changes.filter((c) => c.field === 'BT-34@schemeID')).toHaveLength(1);
    expect(r.changes.some((c) => c.field === 'BT-49@schemeID')).toBe(false);
  });
});
