/** What a French reader meets in a repair, a conversion's input form and a damaged PDF is in French. */
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { xrefDamage, xrefRebuiltNote } from '../container/xrefDamage.ts';
import type { Engine } from '../engine.ts';
import { createNodeEngine } from '../host/node.ts';
import { claimNotes } from '../verdict/claimNotes.ts';
import { fix } from './fix.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const damaged = (id: string) => {
  const out = DAMAGE_KINDS.find((k) => k.id === id)?.damage(UBL);
  if (!out) throw new Error(`damage ${id} does not apply`);
  return out;
};

describe('French texts of repairs and containers', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('asks for a wrong total in French: what the invoice says, how the proposal is computed, who decides', async () => {
    const result = await fix(engine, { xml: damaged('tax-inclusive-total-wrong') }, { mode: 'strict' });
    const question = result.questions.find((q) => q.id.startsWith('BT-112'));
    const fr = question?.help?.fr ?? '';
    expect(fr).toMatch(
      /^BT-112 .+ : la facture indique [0-9.]+, proposé [0-9.]+\. Calcul : BT-109 [0-9.]+ \+ BT-110 [0-9.]+ = [0-9.]+\./,
    );
    expect(fr).toContain('Seul l’émetteur peut modifier ce montant');
    expect(fr).not.toMatch(/the invoice says|Only the issuer/);
  });

  it('explains a recomputed VAT amount and offers payment means codes in French', async () => {
    const tax = await fix(engine, { xml: damaged('breakdown-tax-wrong') }, { mode: 'strict' });
    const help = tax.questions.find((q) => q.id.startsWith('BT-117'))?.help?.fr ?? '';
    expect(help).toMatch(
      /Calcul : catégorie S : base d’imposition \(BT-116\) [0-9.]+ × [0-9.]+ % \(BT-119\), arrondi au centime = [0-9.]+/,
    );

    const means = await fix(engine, { xml: damaged('payment-means-code-removed') }, { mode: 'strict' });
    const options = means.questions.find((q) => q.id.startsWith('BT-81'))?.options ?? [];
    const labels = options.map((o) => o.label.fr);
    expect(labels).toContain('Paiement sur compte bancaire');
    expect(labels).toContain('Compensation entre partenaires');
  });

  it('says in French why a PDF was read by scanning and what an unchecked claim means', () => {
    const reason = xrefDamage(new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'));
    expect(reason?.fr).toBe('startxref y manque');
    expect(xrefRebuiltNote(reason ?? { en: '', de: null }).message.fr).toBe(
      'Les données de références croisées du PDF sont endommagées (startxref y manque) ; ses objets ont été lus en parcourant le fichier, comme le font les lecteurs PDF.',
    );
    const [note] = claimNotes(
      'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2',
      true,
    );
    expect(note?.message.fr).toMatch(
      /^La facture indique la spécification « .+ », une version de XRechnung que ce service ne contrôle pas/,
    );
  });
});
