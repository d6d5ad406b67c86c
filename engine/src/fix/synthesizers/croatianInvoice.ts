import type { Finding, Text } from '../../types.ts';
import { fieldQuestion } from '../questions.ts';
import type { FixContext, Proposal, Synthesizer } from '../Synthesizer.ts';
import { writeAt } from '../writeTerm.ts';

const KPD_HELP: Text = {
  en: 'The item’s code in the Croatian product classification by activity (KPD 2025, the CPA): six digits, e.g. 62.10.11. It is written with listID CG.',
  de: 'Der Code des Artikels in der kroatischen Produktklassifikation nach Tätigkeiten (KPD 2025, CPA): sechs Ziffern, z. B. 62.10.11. Er wird mit listID CG geschrieben.',
  fr: 'Le code de l’article dans la classification croate des produits par activité (KPD 2025, la CPA) : six chiffres, p. ex. 62.10.11. Il est écrit avec listID CG.',
};
const OIB_HELP: Text = {
  en: 'The personal identification number (OIB, 11 digits with its check digit) of the person who issued the invoice for the seller (HR-BT-5).',
  de: 'Die persönliche Identifikationsnummer (OIB, 11 Ziffern mit Prüfziffer) der Person, die die Rechnung für den Verkäufer ausgestellt hat (HR-BT-5).',
  fr: 'Le numéro d’identification personnel (OIB, 11 chiffres avec leur clé de contrôle) de la personne qui a émis la facture pour le vendeur (HR-BT-5).',
};

// The line a finding on cac:Item names: its line element and position.
function lineOf(f: Finding): { item: string; n: string } | null {
  const m = /^(.*\/cac:(?:Invoice|CreditNote)Line\[(\d+)\])\/cac:Item\[1\]$/.exec(f.xpath ?? '');
  return m ? { item: `${m[1]}/cac:Item[1]`, n: m[2] as string } : null;
}

function kpd(f: Finding): Proposal | null {
  const line = lineOf(f);
  if (!line) return null;
  const label: Text = {
    en: `KPD classification code of the item of line ${line.n}`,
    de: `KPD-Klassifikationscode des Artikels in Position ${line.n}`,
    fr: `Code de classification KPD de l’article de la ligne ${line.n}`,
  };
  // A new classification beside any the item has: an existing one of another scheme stays as it is.
  const write = (value: string) => [
    {
      op: 'insert_tree' as const,
      xpath: line.item,
      tree: {
        name: 'cac:CommodityClassification',
        children: [{ name: 'cbc:ItemClassificationCode', text: value.trim(), attrs: { listID: 'CG' } }],
      },
    },
  ];
  return {
    field: 'BT-158',
    value: null,
    confidence: 'low',
    reason: `HR-CIUS HR-BR-25 wants the KPD code of line ${line.n}'s item; nothing in the invoice tells it.`,
    patches: [],
    touches: ['BT-158', 'BT-158-1'],
    question: fieldQuestion(
      `BT-158@BG-25[${line.n}]`,
      {
        id: 'BT-158',
        label,
        help: KPD_HELP,
        examples: ['62.10.11'],
        pattern: '^\\s*\\d{2}\\.\\d{2}\\.\\d{2}\\s*$',
        xpath: null,
        scheme: null,
      },
      [f.ruleId],
      write,
    ),
  };
}

function operatorOib(ctx: FixContext, f: Finding): Proposal | null {
  if (!f.xpath || !/\/cac:AccountingSupplierParty\[1\]$/.test(f.xpath)) return null;
  const supplier = f.xpath;
  return {
    field: 'HR-BT-5',
    value: null,
    confidence: 'low',
    reason: 'HR-CIUS HR-BR-9 wants the OIB of the invoice’s operator; only the seller knows who that is.',
    patches: [],
    question: fieldQuestion(
      'HR-BT-5',
      {
        id: 'HR-BT-5',
        label: {
          en: 'Operator’s OIB (HR-BT-5)',
          de: 'OIB des Operators (HR-BT-5)',
          fr: 'OIB de l’opérateur (HR-BT-5)',
        },
        help: OIB_HELP,
        examples: ['12345678903'],
        pattern: '^\\d{11}$',
        xpath: null,
        scheme: null,
      },
      [f.ruleId],
      (value) => writeAt(ctx, supplier, ['cac:SellerContact', 'cbc:ID'], { text: value }),
    ),
  };
}

/**
 * HR-CIUS values only the seller knows: the KPD classification of each item (HR-BR-25) and the operator's OIB
 * (HR-BR-9). Asked in both modes, written only as answered (a classification is never inferred from a name).
 */
export const croatianInvoice: Synthesizer = {
  id: 'croatian-invoice',
  rules: ['HR-BR-25', 'HR-BR-9'],
  propose: (ctx, findings) =>
    ctx.syntax !== 'UBL'
      ? []
      : findings
          .map((f) => (f.ruleId === 'HR-BR-25' ? kpd(f) : operatorOib(ctx, f)))
          .filter((p): p is Proposal => p !== null),
};
