import type { RuleText } from '../ruleTextsFields.ts';
import { type Tri, frenchRuleText as t } from './frenchRuleText.ts';

// FNFE's EXTENDED-CTC-FR profile replaces some CEN rules: lines may be grouped (subtype GROUP, EXT-FR-FE-163)
// and only DETAIL lines (or lines without subtype) count in sums and VAT checks. BR-FREXT-27 (no negative
// net price) is commented out in 1.4.0 and has no text.

const DETAIL: Tri = [
  'on a line whose subtype (EXT-FR-FE-163) is DETAIL or not given',
  'bei einer Position, deren Untertyp (EXT-FR-FE-163) DETAIL oder nicht angegeben ist',
  'sur une ligne dont le sous-type (EXT-FR-FE-163) est DETAIL ou absent',
];

const detailLine = (rule: string, what: Tri, todo: Tri): RuleText =>
  t(
    rule,
    [
      `${what[0]} is missing ${DETAIL[0]}.`,
      `${what[1]} fehlt ${DETAIL[1]}.`,
      `${what[2]} manque ${DETAIL[2]}.`,
    ],
    todo,
  );

const QUANTITY: Tri = [
  'The invoiced quantity (BT-129)',
  'Die Rechnungsmenge (BT-129)',
  'La quantité facturée (BT-129)',
];
const UNIT: Tri = [
  'The unit of measure of the invoiced quantity (BT-130)',
  'Die Maßeinheit der Rechnungsmenge (BT-130)',
  'L’unité de mesure de la quantité facturée (BT-130)',
];
const NET_AMOUNT: Tri = [
  'The line net amount (BT-131)',
  'Der Nettobetrag der Position (BT-131)',
  'Le montant net de la ligne (BT-131)',
];
const NET_PRICE: Tri = [
  'The item net price (BT-146)',
  'Der Nettopreis des Artikels (BT-146)',
  'Le prix net de l’article (BT-146)',
];
const ADD_IT: Tri = [
  'Add it to the line.',
  'Ergänzen Sie die Angabe in der Position.',
  'Ajoutez-le sur la ligne.',
];

const SUMS: Tri = [
  'Recalculate the totals in your invoicing software, counting only DETAIL lines.',
  'Lassen Sie die Summen in der Rechnungssoftware neu berechnen und dabei nur DETAIL-Positionen zählen.',
  'Faites recalculer les totaux par le logiciel de facturation en ne comptant que les lignes DETAIL.',
];

// VAT categories by the letters FNFE's ids use (AF = L, AG = M, IC = K).
const CATEGORIES: Record<string, Tri> = {
  S: ['S (standard rate)', 'S (Normalsatz)', 'S (taux normal)'],
  Z: ['Z (zero rate)', 'Z (Nullsatz)', 'Z (taux zéro)'],
  E: ['E (exempt)', 'E (steuerbefreit)', 'E (exonéré)'],
  AE: ['AE (reverse charge)', 'AE (Reverse Charge)', 'AE (autoliquidation)'],
  IC: [
    'K (intra-community supply)',
    'K (innergemeinschaftliche Lieferung)',
    'K (livraison intracommunautaire)',
  ],
  G: ['G (export)', 'G (Ausfuhr)', 'G (exportation)'],
  O: ['O (not subject to VAT)', 'O (nicht steuerbar)', 'O (hors champ de TVA)'],
  AF: ['L (IGIC, Canary Islands)', 'L (IGIC, Kanaren)', 'L (IGIC, Canaries)'],
  AG: ['M (IPSI, Ceuta and Melilla)', 'M (IPSI, Ceuta und Melilla)', 'M (IPSI, Ceuta et Melilla)'],
};

const breakdownPresent = (cat: Tri): RuleText =>
  t(
    'BR-FREXT-01',
    [
      `Lines (BG-25), allowances (BG-20) or charges (BG-21) use VAT category ${cat[0]}, but the VAT breakdown (BG-23) has no entry for it.`,
      `Positionen (BG-25), Abschläge (BG-20) oder Zuschläge (BG-21) verwenden die Umsatzsteuerkategorie ${cat[1]}, die Aufschlüsselung (BG-23) hat dafür aber keinen Eintrag.`,
      `Des lignes (BG-25), remises (BG-20) ou charges (BG-21) utilisent la catégorie de TVA ${cat[2]}, mais la ventilation de la TVA (BG-23) n’a pas d’entrée pour elle.`,
    ],
    [
      'Add the category to the VAT breakdown, or correct the category of the lines.',
      'Ergänzen Sie die Kategorie in der Aufschlüsselung oder korrigieren Sie die Kategorie der Positionen.',
      'Ajoutez la catégorie à la ventilation de la TVA, ou corrigez la catégorie des lignes.',
    ],
  );

const VARIANT: Record<string, Tri> = {
  '': ['', '', ''],
  ini: [
    ' (breakdown without an exemption reason)',
    ' (Aufschlüsselung ohne Befreiungsgrund)',
    ' (ventilation sans motif d’exonération)',
  ],
  rev: [
    ' (breakdown with an exemption reason)',
    ' (Aufschlüsselung mit Befreiungsgrund)',
    ' (ventilation avec motif d’exonération)',
  ],
};

const taxableAmount = (cat: Tri, variant: Tri): RuleText =>
  t(
    'BR-FREXT-08',
    [
      `For VAT category ${cat[0]}${variant[0]}, the taxable amount (BT-116) is not the DETAIL lines’ net amounts (BT-131) plus charges (BT-99) minus allowances (BT-92).`,
      `Für die Umsatzsteuerkategorie ${cat[1]}${variant[1]} ist der Steuerbasisbetrag (BT-116) nicht die Nettobeträge der DETAIL-Positionen (BT-131) plus Zuschläge (BT-99) minus Abschläge (BT-92).`,
      `Pour la catégorie de TVA ${cat[2]}${variant[2]}, la base imposable (BT-116) n’est pas la somme des montants nets des lignes DETAIL (BT-131) plus les charges (BT-99) moins les remises (BT-92).`,
    ],
    SUMS,
  );

const vatAmount = (): RuleText =>
  t(
    'BR-FREXT-S-09',
    [
      'For the standard rate (S, BT-118), the VAT amount (BT-117) is not the taxable amount (BT-116) × the rate (BT-119).',
      'Für den Normalsatz (S, BT-118) ist der Steuerbetrag (BT-117) nicht Steuerbasisbetrag (BT-116) × Steuersatz (BT-119).',
      'Pour le taux normal (S, BT-118), le montant de TVA (BT-117) n’est pas la base imposable (BT-116) × le taux (BT-119).',
    ],
    SUMS,
  );

const deliveryTerms = (rule: string, level: Tri): RuleText =>
  t(
    rule,
    [
      `Delivery terms ${level[0]} may carry only the INCOTERMS code and the place name.`,
      `Lieferbedingungen ${level[1]} dürfen nur den INCOTERMS-Code und den Ortsnamen enthalten.`,
      `Les conditions de livraison ${level[2]} ne peuvent porter que le code INCOTERMS et le nom du lieu.`,
    ],
    [
      'Remove the other elements of the delivery terms.',
      'Entfernen Sie die übrigen Elemente der Lieferbedingungen.',
      'Retirez les autres éléments des conditions de livraison.',
    ],
  );
const DOCUMENT_LEVEL: Tri = ['on document level', 'auf Dokumentebene', 'au niveau du document'];
const LINE_LEVEL: Tri = ['on a line', 'auf einer Position', 'sur une ligne'];

const notPresent = (rule: string, what: string): RuleText =>
  t(
    rule,
    [
      `The element ${what} is not used in the EXTENDED-CTC-FR profile.`,
      `Das Element ${what} wird im Profil EXTENDED-CTC-FR nicht verwendet.`,
      `L’élément ${what} n’est pas utilisé dans le profil EXTENDED-CTC-FR.`,
    ],
    ['Remove the element.', 'Entfernen Sie das Element.', 'Retirez l’élément.'],
  );

const codeList = (rule: string, what: Tri, list: string): RuleText =>
  t(
    rule,
    [
      `${what[0]} is not in the code list the profile requires (${list}).`,
      `${what[1]} steht nicht in der Codeliste, die das Profil verlangt (${list}).`,
      `${what[2]} n’est pas dans la liste de codes exigée par le profil (${list}).`,
    ],
    [
      `Use a code of ${list}.`,
      `Verwenden Sie einen Code aus ${list}.`,
      `Utilisez un code de la liste ${list}.`,
    ],
  );

const chargeReason = (rule: string, level: Tri, terms: string): RuleText =>
  t(
    rule,
    [
      `A charge ${level[0]} has neither a reason text, a reason code nor a tax reason code (${terms}).`,
      `Ein Zuschlag ${level[1]} hat weder Grund als Text noch Grundcode noch Steuergrundcode (${terms}).`,
      `Une charge ${level[2]} n’a ni motif en texte, ni code motif, ni code de taxe (${terms}).`,
    ],
    [
      'Give a reason text or code for the charge.',
      'Geben Sie einen Grund als Text oder Code für den Zuschlag an.',
      'Indiquez un motif en texte ou en code pour la charge.',
    ],
  );

const sumOfLines = (rule: string, total: Tri): RuleText =>
  t(
    rule,
    [
      `${total[0]} does not match the sum of its parts within 0.01 € per element.`,
      `${total[1]} stimmt nicht auf 0,01 € je Element mit der Summe seiner Teile überein.`,
      `${total[2]} ne correspond pas à la somme de ses éléments, à 0,01 € près par élément.`,
    ],
    SUMS,
  );

const PER_CATEGORY = (prefix: string, rule: (cat: Tri, variant: Tri) => RuleText) =>
  Object.fromEntries(
    Object.entries(CATEGORIES).flatMap(([code, cat]) =>
      Object.entries(VARIANT).map(([suffix, variant]) => [
        `${prefix}-${code}-08${suffix}`,
        rule(cat, variant),
      ]),
    ),
  );

/** Texts of the EXTENDED-CTC-FR profile's own rules (BR-FREXT-*, BR-FXEXT-*, *-FREXT-*), not CEN's. */
export const FRANCE_EXTENDED_TEXTS: Record<string, RuleText> = {
  'BR-FREXT-CO-10': sumOfLines('BR-FREXT-CO-10', [
    'The sum of line net amounts (BT-106), over lines of subtype DETAIL or none (BT-131),',
    'Die Summe der Nettobeträge (BT-106) über die Positionen mit Untertyp DETAIL oder ohne (BT-131)',
    'La somme des montants nets (BT-106), sur les lignes de sous-type DETAIL ou sans (BT-131),',
  ]),
  'BR-FREXT-CO-11': sumOfLines('BR-FREXT-CO-11', [
    'The sum of allowances (BT-107) over the document allowances (BT-92)',
    'Die Summe der Abschläge (BT-107) über die Abschläge auf Dokumentebene (BT-92)',
    'Le total des remises (BT-107) sur les remises du document (BT-92)',
  ]),
  'BR-FREXT-CO-12': sumOfLines('BR-FREXT-CO-12', [
    'The sum of charges (BT-108) over the document charges (BT-99)',
    'Die Summe der Zuschläge (BT-108) über die Zuschläge auf Dokumentebene (BT-99)',
    'Le total des charges (BT-108) sur les charges du document (BT-99)',
  ]),
  'BR-FREXT-CO-13': sumOfLines('BR-FREXT-CO-13', [
    'The total without VAT (BT-109), over DETAIL lines (BT-131), allowances (BT-92) and charges (BT-99),',
    'Der Gesamtbetrag ohne Umsatzsteuer (BT-109) über DETAIL-Positionen (BT-131), Abschläge (BT-92) und Zuschläge (BT-99)',
    'Le total hors TVA (BT-109), sur les lignes DETAIL (BT-131), remises (BT-92) et charges (BT-99),',
  ]),
  'BR-FREXT-CO-15': sumOfLines('BR-FREXT-CO-15', [
    'The total with VAT (BT-112), as total without VAT (BT-109) plus VAT (BT-110) in the invoice currency (BT-5),',
    'Der Bruttobetrag (BT-112) als Nettobetrag (BT-109) plus Umsatzsteuer (BT-110) in Rechnungswährung (BT-5)',
    'Le total TTC (BT-112), comme total hors TVA (BT-109) plus TVA (BT-110) en devise de facture (BT-5),',
  ]),
  ...Object.fromEntries(
    Object.entries(CATEGORIES).map(([code, cat]) => [`BR-FREXT-${code}-01`, breakdownPresent(cat)]),
  ),
  'BR-FREXT-22': detailLine('BR-FREXT-22', QUANTITY, ADD_IT),
  'BR-FREXT-BR-22': detailLine('BR-FREXT-BR-22', QUANTITY, ADD_IT),
  'BR-FREXT-23': detailLine('BR-FREXT-23', UNIT, ADD_IT),
  'BR-FREXT-BR-23': detailLine('BR-FREXT-BR-23', UNIT, ADD_IT),
  'BR-FREXT-24': detailLine('BR-FREXT-24', NET_AMOUNT, ADD_IT),
  'BR-FREXT-BR-24': detailLine('BR-FREXT-BR-24', NET_AMOUNT, ADD_IT),
  'BR-FREXT-26': detailLine('BR-FREXT-26', NET_PRICE, ADD_IT),
  'BR-FREXT-BR-26': detailLine('BR-FREXT-BR-26', NET_PRICE, ADD_IT),
  'BR-FREXT-CO-04': detailLine(
    'BR-FREXT-CO-04',
    ['The VAT category (BT-151)', 'Die Umsatzsteuerkategorie (BT-151)', 'La catégorie de TVA (BT-151)'],
    ADD_IT,
  ),
  'BR-FREXT-54-1': t(
    'BR-FREXT-54',
    [
      'An item attribute (BG-32) has neither a name (BT-160) nor a code (EXT-FR-FE-159).',
      'Ein Artikelattribut (BG-32) hat weder einen Namen (BT-160) noch einen eigenen Attributcode (EXT-FR-FE-159).',
      'Un attribut d’article (BG-32) ne porte ni nom (BT-160) ni code d’attribut (EXT-FR-FE-159).',
    ],
    [
      'Give the attribute a name or a code.',
      'Geben Sie dem Attribut einen Namen oder Code.',
      'Donnez à l’attribut un nom ou un code.',
    ],
  ),
  'BR-FREXT-54-2': t(
    'BR-FREXT-54',
    [
      'An item attribute (BG-32) must have either a value (BT-161) or a quantity with unit (EXT-FR-FE-160, EXT-FR-FE-161), not both.',
      'Ein Artikelattribut (BG-32) braucht entweder einen Wert (BT-161) oder eine Menge mit Einheit (EXT-FR-FE-160, EXT-FR-FE-161), nicht beides.',
      'Un attribut d’article (BG-32) doit avoir soit une valeur (BT-161), soit une quantité avec unité (EXT-FR-FE-160, EXT-FR-FE-161), pas les deux.',
    ],
    [
      'Keep exactly one of the two.',
      'Behalten Sie genau eines von beiden.',
      'Gardez exactement l’un des deux.',
    ],
  ),
  ...PER_CATEGORY('BR-FREXT', taxableAmount),
  ...PER_CATEGORY('BR-FXEXT', taxableAmount),
  'BR-FREXT-S-09': vatAmount(),
  'BR-FXEXT-S-09': vatAmount(),
  'UBL-FREXT-CR-410': deliveryTerms('UBL-FREXT-CR-410', DOCUMENT_LEVEL),
  'UBL-FREXT-CR-645': deliveryTerms('UBL-FREXT-CR-645', LINE_LEVEL),
  'CII-FREXT-SR-293': deliveryTerms('CII-FREXT-SR-293', DOCUMENT_LEVEL),
  'CII-FREXT-SR-106': deliveryTerms('CII-FREXT-SR-106', LINE_LEVEL),
  'UBL-FREXT-SR-48': t(
    'UBL-FREXT-SR-48',
    [
      'A line has more than one VAT category; a DETAIL line (or one without subtype) needs exactly one.',
      'Eine Position hat mehr als eine Umsatzsteuerkategorie; eine DETAIL-Position (oder eine ohne Untertyp) braucht genau eine.',
      'Une ligne a plus d’une catégorie de TVA ; une ligne DETAIL (ou sans sous-type) en exige exactement une.',
    ],
    [
      'Keep one VAT category per line.',
      'Behalten Sie eine Umsatzsteuerkategorie je Position.',
      'Gardez une catégorie de TVA par ligne.',
    ],
  ),
  'CII-FREXT-SR-439': t(
    'CII-FREXT-SR-439',
    [
      'An allowance or charge gives its amount (ChargeAmount) more than once.',
      'Ein Ab- oder Zuschlag nennt seinen Betrag (ChargeAmount) mehr als einmal.',
      'Une remise ou charge donne son montant (ChargeAmount) plus d’une fois.',
    ],
    ['Keep one amount.', 'Behalten Sie einen Betrag.', 'Gardez un seul montant.'],
  ),
  'CII-FREXT-SR-366': notPresent('CII-FREXT-SR-366', 'TaxApplicableTradeCurrencyExchange'),
  'CII-FREXT-CR-490': notPresent('CII-FREXT-CR-490', 'TaxApplicableTradeCurrencyExchange'),
  'CII-FREXT-DT-024': notPresent('CII-FREXT-DT-024', 'ReferenceTypeCode'),
  'CII-FREXTDT-027': notPresent('CII-FREXT-DT-027', 'FormattedIssueDateTime'),
  'BR-FREXT-CL-10': codeList(
    'BR-FREXT-CL-10',
    ['An identifier scheme', 'Ein Kennungsschema', 'Un schéma d’identifiant'],
    'ISO 6523 ICD, BY, SE',
  ),
  'BR-FREXT-CL-19-GP': codeList(
    'BR-FREXT-CL-19',
    [
      'A price discount reason code',
      'Ein Grundcode eines Preisnachlasses',
      'Un code motif de rabais sur le prix',
    ],
    'UNTDID 5189',
  ),
  'BR-FREXT-CL-20': codeList(
    'BR-FREXT-CL-20',
    ['A charge reason code', 'Ein Grundcode eines Zuschlags', 'Un code motif de charge'],
    'UNTDID 7161',
  ),
  'BR-FREXT-CL-20-TAX': codeList(
    'BR-FREXT-CL-20',
    ['A tax reason code of a charge', 'Ein Steuergrundcode eines Zuschlags', 'Un code de taxe d’une charge'],
    'UNTDID 5153, VAT excluded',
  ),
  'BR-FREXT-CL-20-LISTID': codeList(
    'BR-FREXT-CL-20',
    [
      'The code list named for a charge reason',
      'Die für einen Zuschlagsgrund genannte Codeliste',
      'La liste nommée pour un motif de charge',
    ],
    '7161, 5153',
  ),
  'BR-FREXT-CL-24': codeList(
    'BR-FREXT-CL-24',
    ['An attachment’s MIME code', 'Der MIME-Code eines Anhangs', 'Le code MIME d’une pièce jointe'],
    'MIMEMediaType',
  ),
  'BR-FREXT-CL-27': codeList(
    'BR-FREXT-CL-27',
    ['An INCOTERMS code', 'Ein INCOTERMS-Code', 'Un code INCOTERMS'],
    'INCOTERMS',
  ),
  'BR-FREXT-04': codeList(
    'BR-FREXT-04',
    ['An item attribute code', 'Ein Code eines Artikelattributs', 'Un code d’attribut d’article'],
    'UNTDID 6313 + Factur-X',
  ),
  'BR-FREXT-05': codeList(
    'BR-FREXT-05',
    [
      'A line subtype (EXT-FR-FE-163)',
      'Ein Positionsuntertyp (EXT-FR-FE-163)',
      'Un sous-type de ligne (EXT-FR-FE-163)',
    ],
    'GROUP, DETAIL, INFORMATION',
  ),
  'BR-FREXT-06': t(
    'BR-FREXT-06',
    [
      'A line names a parent line (EXT-FR-FE-162) but has no line subtype (EXT-FR-FE-163).',
      'Eine Position nennt eine übergeordnete Position (EXT-FR-FE-162), hat aber keinen Untertyp (EXT-FR-FE-163).',
      'Une ligne nomme une ligne parent (EXT-FR-FE-162) mais n’a pas de sous-type (EXT-FR-FE-163).',
    ],
    [
      'Give the line its subtype.',
      'Geben Sie den Untertyp der Position an.',
      'Indiquez le sous-type de la ligne.',
    ],
  ),
  'BR-FREXT-08': t(
    'BR-FREXT-08',
    [
      'A GROUP line’s net amount (BT-131) is not the sum of the net amounts of the lines directly under it.',
      'Der Nettobetrag einer GROUP-Position (BT-131) ist nicht die Summe der Nettobeträge der direkt untergeordneten Positionen.',
      'Le montant net d’une ligne GROUP (BT-131) n’est pas la somme des montants nets des lignes placées juste sous elle.',
    ],
    SUMS,
  ),
  'BR-FREXT-11': t(
    'BR-FREXT-11',
    [
      'A parent line reference (EXT-FR-FE-162) names no line identifier (BT-126) of the invoice (BG-25).',
      'Ein Verweis auf eine übergeordnete Position (EXT-FR-FE-162) nennt keine Positionskennung (BT-126) der Rechnung (BG-25).',
      'Une référence de ligne parent (EXT-FR-FE-162) ne désigne aucun identifiant de ligne (BT-126) de la facture (BG-25).',
    ],
    [
      'Point the reference to an existing line.',
      'Verweisen Sie auf eine vorhandene Position.',
      'Faites pointer la référence vers une ligne existante.',
    ],
  ),
  'BR-FREXT-12': t(
    'BR-FREXT-12',
    [
      'A GROUP line gives a net amount (BT-131), so every GROUP line under it must give one too.',
      'Eine GROUP-Position nennt einen Nettobetrag (BT-131), daher muss jede GROUP-Position darunter auch einen nennen.',
      'Une ligne GROUP donne un montant net (BT-131) : chaque ligne GROUP placée sous elle doit en donner un aussi.',
    ],
    [
      'Add the net amounts of the lower GROUP lines.',
      'Ergänzen Sie die Nettobeträge der untergeordneten GROUP-Positionen.',
      'Ajoutez les montants nets des lignes GROUP inférieures.',
    ],
  ),
  'BR-FREXT-BR-38': chargeReason('BR-FREXT-BR-38', DOCUMENT_LEVEL, 'BT-104, BT-105, BT-177'),
  'BR-FREXT-BR-44': chargeReason('BR-FREXT-BR-44', LINE_LEVEL, 'BT-144, BT-145, BT-193'),
};
