import fs from 'node:fs';
import path from 'node:path';
import { type FixResult, fix } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { reasonIn } from './engineReasons.ts';

const reasonDe = (en: string) => reasonIn(en, 'de');
const reasonFr = (en: string) => reasonIn(en, 'fr');

const read = (name: string) =>
  fs.readFileSync(path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard', name), 'utf8');

describe('German and French forms of the engine’s repair reasons', () => {
  let reasons: Set<string>;

  // The reasons the real engine writes when it repairs every damage kind of its mutation suite, both modes.
  beforeAll(async () => {
    const engine = await createNodeEngine();
    reasons = new Set();
    for (const source of ['01.01a-INVOICE_ubl.xml', '01.01a-INVOICE_uncefact.xml']) {
      const text = read(source);
      for (const kind of DAMAGE_KINDS) {
        const damaged = kind.damage(text);
        if (!damaged) continue;
        for (const mode of ['strict', 'permissive'] as const) {
          const r: FixResult = await fix(engine, { xml: damaged }, { mode });
          for (const c of r.changes) reasons.add(c.reason);
        }
      }
    }
  }, 300_000);

  it('has one for every reason a repair of the mutation suite gives', () => {
    expect(reasons.size).toBeGreaterThan(5);
    expect([...reasons].filter((r) => reasonDe(r) === null)).toEqual([]);
    expect([...reasons].filter((r) => reasonFr(r) === null)).toEqual([]);
  });

  it('writes the French forms with French numbers, quotation marks and term names', () => {
    expect(reasonFr('Quantity × price of line 2 gives 1012.50. (BT-131 12.40 → 1012.50)')).toBe(
      'Quantité × prix de la ligne 2 donne 1\u202f012,50. (BT-131 12,40 → 1\u202f012,50)',
    );
    expect(reasonFr('Payment due date is missing and nothing in the invoice tells it.')).toBe(
      'Date d’échéance du paiement manque, et rien dans la facture ne l’indique.',
    );
    expect(reasonFr("'2016.04.04' names the date 2016-04-04; the syntax writes it as 20160404.")).toBe(
      '« 2016.04.04 » désigne la date 2016-04-04 ; la syntaxe l’écrit 20160404.',
    );
    // The German form stays German after a French one was written.
    expect(reasonDe("'x' names the date 2016-04-04; the syntax writes it as 20160404.")).toBe(
      '„x“ bezeichnet das Datum 2016-04-04; die Syntax schreibt es als 20160404.',
    );
    expect(reasonFr('a sentence the engine never wrote')).toBeNull();
  });

  it('keeps the values and writes computed amounts in German form', () => {
    expect(
      reasonDe(
        "'1.234,50' is written with a decimal comma or thousands separators; as an XML number it is 1234.50.",
      ),
    ).toBe(
      '„1.234,50“ ist mit Dezimalkomma oder Tausendertrennzeichen geschrieben; als XML-Zahl lautet der Wert 1234.50.',
    );
    expect(reasonDe('Quantity × price of line 2 gives 1012.50. (BT-131 12.40 → 1012.50)')).toBe(
      'Menge × Preis der Position 2 ergibt 1.012,50. (BT-131 12,40 → 1.012,50)',
    );
    expect(reasonDe('Payment due date is missing and nothing in the invoice tells it.')).toBe(
      'Fälligkeitsdatum der Zahlung fehlt, und nichts in der Rechnung nennt den Wert.',
    );
    expect(reasonDe('a sentence the engine never wrote')).toBeNull();
  });
});
