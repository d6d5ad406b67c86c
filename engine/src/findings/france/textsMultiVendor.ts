import type { RuleText } from '../ruleTextsFields.ts';
import { type Tri, frenchRuleText as t } from './frenchRuleText.ts';

// Billing modes of family 8 (S8/B8/M8, multi-vendor) and 9 (S9/B9/M9) group sub-invoices in lines of subtype
// GROUP (EXT-FR-FE-163) without a parent line (EXT-FR-FE-162); each such line stands for one vendor's invoice.

const groupLineField = (rule: string, what: Tri, todo: Tri): RuleText =>
  t(
    rule,
    [
      `With a billing mode of family 8 (multi-vendor) or 9, every top-level GROUP line must give ${what[0]}.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 muss jede GROUP-Position der obersten Ebene ${what[1]} angeben.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9, chaque ligne GROUP de premier niveau doit donner ${what[2]}.`,
    ],
    todo,
  );

const precedingOnGroupLine = (rule: string, modes: Tri): RuleText =>
  t(
    rule,
    [
      `A corrected invoice or credit note with billing mode ${modes[0]} (BT-23) needs, on every top-level GROUP line (BG-25), the preceding invoice reference (EXT-FR-FE-136) and its date (EXT-FR-FE-138).`,
      `Eine korrigierte Rechnung oder Gutschrift mit Abrechnungsrahmen ${modes[1]} (BT-23) braucht auf jeder GROUP-Position der obersten Ebene (BG-25) die Referenz auf die vorausgegangene Rechnung (EXT-FR-FE-136) und deren Datum (EXT-FR-FE-138).`,
      `Une facture rectificative ou un avoir de cadre ${modes[2]} (BT-23) exige, sur chaque ligne GROUP de premier niveau (BG-25), la référence de la facture antérieure (EXT-FR-FE-136) et sa date (EXT-FR-FE-138).`,
    ],
    [
      'Add the number and date of the vendor’s invoice being corrected or credited to each GROUP line.',
      'Ergänzen Sie auf jeder GROUP-Position Nummer und Datum der korrigierten oder gutgeschriebenen Rechnung des Verkäufers.',
      'Ajoutez sur chaque ligne GROUP le numéro et la date de la facture du vendeur rectifiée ou créditée.',
    ],
  );

const MODES_8: Tri = ['S8, B8 or M8', 'S8, B8 oder M8', 'S8, B8 ou M8'];
const MODES_9: Tri = ['S9, B9 or M9', 'S9, B9 oder M9', 'S9, B9 ou M9'];

const twoGroupLines = (party: Tri | null): RuleText =>
  t(
    'BR-FR-BD-02',
    [
      `With billing mode S9, B9 or M9 (BT-23) the invoice needs exactly two top-level GROUP lines (BG-25)${party ? `, one of them for ${party[0]}` : ''}.`,
      `Beim Abrechnungsrahmen S9, B9 oder M9 (BT-23) braucht die Rechnung genau zwei GROUP-Positionen der obersten Ebene (BG-25)${party ? `, eine davon für ${party[1]}` : ''}.`,
      `Avec le cadre de facturation S9, B9 ou M9 (BT-23), la facture doit avoir exactement deux lignes GROUP de premier niveau (BG-25)${party ? `, dont une pour ${party[2]}` : ''}.`,
    ],
    [
      'Structure the lines as two GROUP lines, each with its detail lines under it.',
      'Gliedern Sie die Positionen in zwei GROUP-Positionen mit ihren Detailpositionen darunter.',
      'Structurez les lignes en deux lignes GROUP, chacune avec ses lignes de détail.',
    ],
  );

const SELLER_GROUP: Tri = [
  'the seller, its line seller identifier being the seller legal registration identifier (BT-30)',
  'den Verkäufer, mit dessen Handelsregisternummer (BT-30) als Verkäuferkennung der Position',
  'le vendeur, son identifiant vendeur de ligne étant l’identifiant légal du vendeur (BT-30)',
];

/** Texts of the multi-vendor rules (BR-FR-MV-*, billing modes S8/B8/M8) and BR-FR-BD-* (S9/B9/M9). */
export const FRANCE_MULTI_VENDOR_TEXTS: Record<string, RuleText> = {
  'BR-FR-MV-01_EXT-FR-FE-163': t(
    'BR-FR-MV-01',
    [
      'With a billing mode of family 8 (multi-vendor) or 9 (BT-23), every invoice line (BG-25) needs a line subtype (EXT-FR-FE-163).',
      'Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) braucht jede Rechnungsposition (BG-25) einen Positionsuntertyp (EXT-FR-FE-163).',
      'Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), chaque ligne de facture (BG-25) doit avoir un sous-type de ligne (EXT-FR-FE-163).',
    ],
    [
      'Mark each line as GROUP (a vendor’s sub-invoice) or DETAIL (a line of it).',
      'Kennzeichnen Sie jede Position als GROUP (Teilrechnung eines Verkäufers) oder DETAIL (deren Position).',
      'Marquez chaque ligne GROUP (sous-facture d’un vendeur) ou DETAIL (ligne de celle-ci).',
    ],
  ),
  'BR-FR-MV-02_EXT-FR-FE-163': t(
    'BR-FR-MV-02',
    [
      'With billing mode S8, B8 or M8 (BT-23), the invoice needs at least one GROUP line (BG-25) without a parent line.',
      'Beim Abrechnungsrahmen S8, B8 oder M8 (BT-23) braucht die Rechnung mindestens eine GROUP-Position (BG-25) ohne übergeordnete Position.',
      'Avec le cadre de facturation S8, B8 ou M8 (BT-23), la facture doit avoir au moins une ligne GROUP (BG-25) sans ligne parent.',
    ],
    [
      'Add a GROUP line per vendor and put that vendor’s lines under it.',
      'Fügen Sie je Verkäufer eine GROUP-Position hinzu und ordnen Sie dessen Positionen darunter.',
      'Ajoutez une ligne GROUP par vendeur et placez-y les lignes de ce vendeur.',
    ],
  ),
  'BR-FR-BD-02_EXT-FR-FE-163': twoGroupLines(null),
  'BR-FR-BD-02_BT-30': twoGroupLines(SELLER_GROUP),
  // FNFE's CII id says BT-31; its message is the BT-30 check.
  'BR-FR-BD-02_BT-31': twoGroupLines(SELLER_GROUP),
  'BR-FR-BD-02_BT-47': twoGroupLines([
    'the buyer, its line seller identifier being the buyer legal registration identifier (BT-47)',
    'den Käufer, mit dessen Handelsregisternummer (BT-47) als Verkäuferkennung der Position',
    'l’acheteur, son identifiant vendeur de ligne étant l’identifiant légal de l’acheteur (BT-47)',
  ]),
  'BR-FR-MV-03_EXT-FR-FE-164': groupLineField(
    'BR-FR-MV-03',
    [
      'the vendor’s name (EXT-FR-FE-164)',
      'den Namen des Verkäufers (EXT-FR-FE-164)',
      'le nom du vendeur (EXT-FR-FE-164)',
    ],
    [
      'Add the vendor’s name to the GROUP line.',
      'Ergänzen Sie den Namen des Verkäufers auf der GROUP-Position.',
      'Ajoutez le nom du vendeur sur la ligne GROUP.',
    ],
  ),
  'BR-FR-MV-03_EXT-FR-FE-167': groupLineField(
    'BR-FR-MV-03',
    [
      'the vendor’s identifier (EXT-FR-FE-167)',
      'die Kennung des Verkäufers (EXT-FR-FE-167)',
      'l’identifiant du vendeur (EXT-FR-FE-167)',
    ],
    [
      'Add the vendor’s SIREN or other legal identifier to the GROUP line.',
      'Ergänzen Sie die SIREN oder eine andere amtliche Kennung des Verkäufers auf der GROUP-Position.',
      'Ajoutez le SIREN ou un autre identifiant légal du vendeur sur la ligne GROUP.',
    ],
  ),
  'BR-FR-MV-03_EXT-FR-FE-177': groupLineField(
    'BR-FR-MV-03',
    [
      'the vendor’s country code (EXT-FR-FE-177)',
      'den Ländercode des Verkäufers (EXT-FR-FE-177)',
      'le code pays du vendeur (EXT-FR-FE-177)',
    ],
    [
      'Add the vendor’s ISO 3166 country code, e.g. FR.',
      'Ergänzen Sie den ISO-3166-Ländercode des Verkäufers, z. B. FR.',
      'Ajoutez le code pays ISO 3166 du vendeur, p. ex. FR.',
    ],
  ),
  'BR-FR-MV-03_EXT-FR-FE-181': groupLineField(
    'BR-FR-MV-03',
    [
      'its VAT total in the invoice currency (EXT-FR-FE-181)',
      'ihren Umsatzsteuerbetrag in Rechnungswährung (EXT-FR-FE-181)',
      'son total de TVA en devise de facture (EXT-FR-FE-181)',
    ],
    [
      'Add the sub-invoice’s VAT total to the GROUP line.',
      'Ergänzen Sie den Umsatzsteuerbetrag der Teilrechnung auf der GROUP-Position.',
      'Ajoutez le total de TVA de la sous-facture sur la ligne GROUP.',
    ],
  ),
  'BR-FR-MV-03_EXT-FR-FE-182': groupLineField(
    'BR-FR-MV-03',
    [
      'its VAT total in the VAT accounting currency (EXT-FR-FE-182) when BT-6 is given',
      'ihren Umsatzsteuerbetrag in der Abrechnungswährung (EXT-FR-FE-182), wenn BT-6 angegeben ist',
      'son total de TVA en devise de comptabilisation (EXT-FR-FE-182) si BT-6 est donné',
    ],
    [
      'Add the VAT total converted to the accounting currency.',
      'Ergänzen Sie den in die Abrechnungswährung umgerechneten Umsatzsteuerbetrag.',
      'Ajoutez le total de TVA converti dans la devise de comptabilisation.',
    ],
  ),
  'BR-FR-MV-03_BT-128_AFL': groupLineField(
    'BR-FR-MV-03',
    [
      'the sub-invoice number as a line object identifier (BT-128) with scheme AFL',
      'die Nummer der Teilrechnung als Objektkennung der Position (BT-128) mit Schema AFL',
      'le numéro de sous-facture comme identifiant d’objet de ligne (BT-128) de schéma AFL',
    ],
    [
      'Add the vendor’s invoice number with scheme AFL.',
      'Ergänzen Sie die Rechnungsnummer des Verkäufers mit Schema AFL.',
      'Ajoutez le numéro de facture du vendeur avec le schéma AFL.',
    ],
  ),
  'BR-FR-MV-03_BT-128_AVV': groupLineField(
    'BR-FR-MV-03',
    [
      'a line object identifier (BT-128) with scheme AVV holding the sub-invoice’s own billing mode',
      'eine Objektkennung der Position (BT-128) mit Schema AVV, die den Abrechnungsrahmen der Teilrechnung nennt',
      'un identifiant d’objet de ligne (BT-128) de schéma AVV portant le cadre de facturation de la sous-facture',
    ],
    [
      'Add the sub-invoice’s billing mode (e.g. S1) with scheme AVV; it cannot be S8, B8, M8, S9, B9 or M9.',
      'Ergänzen Sie den Abrechnungsrahmen der Teilrechnung (z. B. S1) mit Schema AVV; S8, B8, M8, S9, B9 und M9 sind dort nicht erlaubt.',
      'Ajoutez le cadre de la sous-facture (p. ex. S1) avec le schéma AVV ; il ne peut être S8, B8, M8, S9, B9 ni M9.',
    ],
  ),
  'BR-FR-MV-05_EXT-FR-FE-BG-12': t(
    'BR-FR-MV-05',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), a GROUP line’s net amount differs from the sum of its sub-lines.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) weicht der Nettobetrag einer GROUP-Position von der Summe ihrer Unterpositionen ab.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), le montant net d’une ligne GROUP diffère de la somme de ses sous-lignes.`,
    ],
    [
      'Recalculate the GROUP line’s total from its sub-lines in the invoicing software.',
      'Lassen Sie die Summe der GROUP-Position in der Rechnungssoftware aus ihren Unterpositionen neu berechnen.',
      'Faites recalculer le total de la ligne GROUP à partir de ses sous-lignes par le logiciel de facturation.',
    ],
  ),
  'BR-FR-MV-06_EXT-FR-FE-167': t(
    'BR-FR-MV-06',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), every line needs the vendor’s legal identifier (EXT-FR-FE-167), the same as its parent line’s.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) braucht jede Position die amtliche Kennung des Verkäufers (EXT-FR-FE-167), dieselbe wie ihre übergeordnete Position.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), chaque ligne doit porter l’identifiant légal du vendeur (EXT-FR-FE-167), le même que sa ligne parent.`,
    ],
    [
      'Repeat the vendor’s identifier of the GROUP line on each of its sub-lines.',
      'Wiederholen Sie die Verkäuferkennung der GROUP-Position auf jeder ihrer Unterpositionen.',
      'Reportez l’identifiant du vendeur de la ligne GROUP sur chacune de ses sous-lignes.',
    ],
  ),
  'BR-FR-MV-07_BT-128': t(
    'BR-FR-MV-07',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), every line needs the sub-invoice number as line object identifier (BT-128) with scheme AFL, the same as its parent line’s.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) braucht jede Position die Nummer der Teilrechnung als Objektkennung (BT-128) mit Schema AFL, dieselbe wie ihre übergeordnete Position.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), chaque ligne doit porter le numéro de sous-facture comme identifiant d’objet (BT-128) de schéma AFL, le même que sa ligne parent.`,
    ],
    [
      'Repeat the GROUP line’s AFL number on each of its sub-lines.',
      'Wiederholen Sie die AFL-Nummer der GROUP-Position auf jeder ihrer Unterpositionen.',
      'Reportez le numéro AFL de la ligne GROUP sur chacune de ses sous-lignes.',
    ],
  ),
  'BR-FR-MV-08_BT-128': t(
    'BR-FR-MV-08',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), every line needs a VAT exemption reason text starting with its sub-invoice number (BT-128) between # signs.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) braucht jede Position einen Befreiungsgrund als Text, der mit der Nummer ihrer Teilrechnung (BT-128) zwischen #-Zeichen beginnt.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), chaque ligne doit porter un motif d’exonération en texte commençant par son numéro de sous-facture (BT-128) entre #.`,
    ],
    [
      'Start the line’s exemption reason text with #<sub-invoice number>#.',
      'Beginnen Sie den Befreiungsgrund der Position mit #<Nummer der Teilrechnung>#.',
      'Commencez le motif d’exonération de la ligne par #<numéro de sous-facture>#.',
    ],
  ),
  'BR-FR-MV-09_EXT-FR-FE-181': t(
    'BR-FR-MV-09',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), a GROUP line’s VAT total (EXT-FR-FE-181) differs from the VAT amounts (BT-117) of the breakdowns marked with its sub-invoice number.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) weicht der Umsatzsteuerbetrag einer GROUP-Position (EXT-FR-FE-181) von den Steuerbeträgen (BT-117) der mit ihrer Teilrechnungsnummer gekennzeichneten Aufschlüsselungen ab.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), le total de TVA d’une ligne GROUP (EXT-FR-FE-181) diffère des montants de TVA (BT-117) des ventilations marquées de son numéro de sous-facture.`,
    ],
    [
      'Recalculate the GROUP line’s VAT total from its VAT breakdowns.',
      'Lassen Sie den Umsatzsteuerbetrag der GROUP-Position aus ihren Aufschlüsselungen neu berechnen.',
      'Faites recalculer le total de TVA de la ligne GROUP à partir de ses ventilations.',
    ],
  ),
  'BR-FR-MV-10_EXT-FR-FE-184': t(
    'BR-FR-MV-10',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), a GROUP line’s total with VAT (EXT-FR-FE-184) is not its net amount (BT-131) plus its VAT total.`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) ist der Bruttobetrag einer GROUP-Position (EXT-FR-FE-184) nicht ihr Nettobetrag (BT-131) plus ihre Umsatzsteuer.`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), le total TTC d’une ligne GROUP (EXT-FR-FE-184) n’est pas son montant net (BT-131) plus sa TVA.`,
    ],
    [
      'Recalculate the GROUP line’s total with VAT.',
      'Lassen Sie den Bruttobetrag der GROUP-Position neu berechnen.',
      'Faites recalculer le total TTC de la ligne GROUP.',
    ],
  ),
  'BR-FR-MV-11_BT-128': t(
    'BR-FR-MV-11',
    [
      'With a billing mode of family 8 (multi-vendor) or 9 (BT-23), when the main seller (BG-4, identified by BT-30) has lines of its own, one top-level GROUP line (BG-25) must carry the invoice number (BT-1) as its sub-invoice number (BT-128, scheme AFL).',
      'Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) muss, wenn der Hauptverkäufer (BG-4, bestimmt durch BT-30) eigene Positionen hat, eine GROUP-Position der obersten Ebene (BG-25) die Rechnungsnummer (BT-1) als Teilrechnungsnummer (BT-128, Schema AFL) tragen.',
      'Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), si le vendeur principal (BG-4, identifié par BT-30) a ses propres lignes, une ligne GROUP de premier niveau (BG-25) doit porter le numéro de facture (BT-1) comme numéro de sous-facture (BT-128, schéma AFL).',
    ],
    [
      'Give the main seller’s GROUP line the invoice’s own number with scheme AFL.',
      'Geben Sie der GROUP-Position des Hauptverkäufers die Nummer der Rechnung selbst mit Schema AFL.',
      'Donnez à la ligne GROUP du vendeur principal le numéro de la facture elle-même, avec le schéma AFL.',
    ],
  ),
  'BR-FR-MV-12_BT-128': t(
    'BR-FR-MV-12',
    [
      `With a billing mode of family 8 (multi-vendor) or 9 (BT-23), two top-level GROUP lines carry the same sub-invoice number (BT-128, scheme AFL).`,
      `Bei einem Abrechnungsrahmen der Familie 8 (mehrere Verkäufer) oder 9 (BT-23) tragen zwei GROUP-Positionen der obersten Ebene dieselbe Teilrechnungsnummer (BT-128, Schema AFL).`,
      `Avec un cadre de facturation de la famille 8 (multi-vendeurs) ou 9 (BT-23), deux lignes GROUP de premier niveau portent le même numéro de sous-facture (BT-128, schéma AFL).`,
    ],
    [
      'Give each sub-invoice its own number.',
      'Geben Sie jeder Teilrechnung eine eigene Nummer.',
      'Donnez à chaque sous-facture son propre numéro.',
    ],
  ),
  'BR-FR-MV-13_BT-3': t(
    'BR-FR-MV-13',
    [
      'A multi-vendor invoice (billing mode S8, B8 or M8, BT-23) cannot be self-billed (type 389, 261, 501, 500, 502, 471 or 473, BT-3).',
      'Eine Rechnung mehrerer Verkäufer (Abrechnungsrahmen S8, B8 oder M8, BT-23) kann nicht selbst ausgestellt sein (Typ 389, 261, 501, 500, 502, 471 oder 473, BT-3).',
      'Une facture multi-vendeurs (cadre S8, B8 ou M8, BT-23) ne peut pas être une autofacture (type 389, 261, 501, 500, 502, 471 ou 473, BT-3).',
    ],
    [
      'Use an invoice type that is not self-billed, or another billing mode.',
      'Verwenden Sie eine nicht selbst ausgestellte Rechnungsart oder einen anderen Abrechnungsrahmen.',
      'Utilisez un type de facture non autofacturé, ou un autre cadre de facturation.',
    ],
  ),
  ...Object.fromEntries(
    ['BR-FR-MV-BD_BT-3', 'BR-FR-BD-13_BT-3'].map((id) => [
      id,
      t(
        'BR-FR-BD-13',
        [
          'With billing mode S9, B9 or M9 (BT-23) the invoice must be self-billed (type 389, 261, 501, 500, 502, 471 or 473, BT-3).',
          'Beim Abrechnungsrahmen S9, B9 oder M9 (BT-23) muss die Rechnung selbst ausgestellt sein (Typ 389, 261, 501, 500, 502, 471 oder 473, BT-3).',
          'Avec le cadre de facturation S9, B9 ou M9 (BT-23), la facture doit être une autofacture (type 389, 261, 501, 500, 502, 471 ou 473, BT-3).',
        ],
        [
          'Use a self-billed invoice type, or another billing mode.',
          'Verwenden Sie eine selbst ausgestellte Rechnungsart oder einen anderen Abrechnungsrahmen.',
          'Utilisez un type d’autofacture, ou un autre cadre de facturation.',
        ],
      ),
    ]),
  ),
  'BR-FR-MV-14-EXT-FR-FE-136': precedingOnGroupLine('BR-FR-MV-14', MODES_8),
  'BR-FR-MV-14-EXT-FR-FE-138': precedingOnGroupLine('BR-FR-MV-14', MODES_8),
  'BR-FR-BD-14-EXT-FR-FE-136': precedingOnGroupLine('BR-FR-BD-14', MODES_9),
  'BR-FR-BD-14-EXT-FR-FE-138': precedingOnGroupLine('BR-FR-BD-14', MODES_9),
};
