import { TERMS } from '@einvoice/engine/catalog';
import { formatDecimal, localiseDecimals } from '../lib/localiseDecimals.ts';

/*
 * The engine explains each repair and each refused answer in an English sentence (FixResult changes[].reason,
 * answers.rejected[].reason). These are their German forms, one per sentence the engine writes
 * (engine/src/fix: the synthesizers, questions.ts, fix.ts, guardMoney.ts); values keep their place, computed
 * amounts are written in German form, quoted values as the invoice has them.
 */

const num = (v: string) => formatDecimal(v, 'de');
const q = (v: string) => `„${v}“`;

const termDe = new Map(TERMS.map((t) => [t.name.en, t.name.de ?? t.name.en]));

// The sum a document total is compared with (documentTotals' formula).
function formulaDe(en: string): string {
  const lines = /^sum of the (\d+) line net amounts \(BT-131\)$/.exec(en);
  if (lines) return `Summe der ${lines[1]} Positions-Nettobeträge (BT-131)`;
  const fixed: Record<string, string> = {
    'sum of the document allowances (BT-92)': 'Summe der Nachlässe (BT-92)',
    'sum of the document charges (BT-99)': 'Summe der Zuschläge (BT-99)',
    'sum of the VAT category tax amounts (BT-117)': 'Summe der Steuerbeträge je Kategorie (BT-117)',
  };
  return fixed[en] ?? localiseDecimals(en, 'de');
}

type Rule = [RegExp, (m: RegExpExecArray) => string];

const RULES: Rule[] = [
  [
    /^(.+) has trailing zeros beyond the two decimals an amount may have\.$/,
    (m) => `${m[1]} hat Nullen über die zwei Nachkommastellen hinaus, die ein Betrag haben darf.`,
  ],
  [
    /^'(.*)' is written with a decimal comma or thousands separators; as an XML number it is (\S+)\.$/,
    (m) =>
      `${q(m[1] ?? '')} ist mit Dezimalkomma oder Tausendertrennzeichen geschrieben; als XML-Zahl lautet der Wert ${m[2]}.`,
  ],
  [
    /^(\S+) has more than two decimals; rounded to cents it is (\S+)\.$/,
    (m) => `${num(m[1] ?? '')} hat mehr als zwei Nachkommastellen; auf Cent gerundet ${num(m[2] ?? '')}.`,
  ],
  [
    /^Peppol BIS Billing process 01 \(invoice only\) is the process of a plain invoice\.$/,
    () => 'Der Peppol-BIS-Billing-Prozess 01 (nur Rechnung) ist der Prozess einer gewöhnlichen Rechnung.',
  ],
  [/^The buyer contact's e-mail address\.$/, () => 'Die E-Mail-Adresse des Ansprechpartners beim Käufer.'],
  [
    /^The seller contact's e-mail address\.$/,
    () => 'Die E-Mail-Adresse des Ansprechpartners beim Verkäufer.',
  ],
  [
    /^The buyer's electronic address is a Leitweg-ID\.$/,
    () => 'Die elektronische Adresse des Käufers ist eine Leitweg-ID.',
  ],
  [
    /^'(.*)' is not in the code list; '(.*)' is the same code in its listed form \((.+)\)\.$/,
    (m) =>
      `${q(m[1] ?? '')} steht nicht in der Codeliste; ${q(m[2] ?? '')} ist derselbe Code in der Schreibweise der Liste (${m[3]}).`,
  ],
  [
    /^'(.*)' names the date (\S+); the syntax writes it as (\S+)\.$/,
    (m) => `${q(m[1] ?? '')} bezeichnet das Datum ${m[2]}; die Syntax schreibt es als ${m[3]}.`,
  ],
  [
    /^(BT-\d+) is (\S+) but the amounts it is the sum of give (\S+): (.+)\.$/,
    (m) =>
      `${m[1]} ist ${num(m[2] ?? '')}, die Beträge, deren Summe er ist, ergeben aber ${num(m[3] ?? '')}: ${formulaDe(m[4] ?? '')}.`,
  ],
  [
    /^(\S+) is written twice with the same value '(.*)'; the term occurs once, so the copy goes\.$/,
    (m) =>
      `${m[1]} steht zweimal mit demselben Wert ${q(m[2] ?? '')}; der Begriff kommt nur einmal vor, die Kopie entfällt.`,
  ],
  [
    /^(.+) stood where the schema does not allow it; moved unchanged\.$/,
    (m) => `${m[1]} stand an einer Stelle, an der das Schema es nicht erlaubt; unverändert verschoben.`,
  ],
  [
    /^The element is empty; an empty element is not allowed and carries no value\.$/,
    () => 'Das Element ist leer; ein leeres Element ist nicht erlaubt und trägt keinen Wert.',
  ],
  [/^The address is an e-mail address\.$/, () => 'Die Adresse ist eine E-Mail-Adresse.'],
  [/^The address has the form of a Leitweg-ID\.$/, () => 'Die Adresse hat die Form einer Leitweg-ID.'],
  [/^The address does not tell its scheme\.$/, () => 'Die Adresse lässt ihr Schema nicht erkennen.'],
  [
    /^Quantity × price of line (\d+) gives (\S+?)(, and with it the lines add up to the invoice total)?\.$/,
    (m) =>
      `Menge × Preis der Position ${m[1]} ergibt ${num(m[2] ?? '')}${m[3] ? ', und damit ergeben die Positionen die Rechnungssumme' : ''}.`,
  ],
  [/^The other lines are measured in (\S+)\.$/, (m) => `Die übrigen Positionen sind in ${m[1]} angegeben.`],
  [/^Nothing in the invoice tells the unit\.$/, () => 'Nichts in der Rechnung nennt die Einheit.'],
  [
    /^The VAT breakdown has one row that fits line (\d+): category (\S+)\.$/,
    (m) => `Genau eine Zeile der USt-Aufschlüsselung passt zu Position ${m[1]}: Kategorie ${m[2]}.`,
  ],
  [
    /^Category (\S+) has the single rate (\S+) % in the VAT breakdown\.$/,
    (m) => `Kategorie ${m[1]} hat in der USt-Aufschlüsselung nur den Satz ${num(m[2] ?? '')} %.`,
  ],
  [
    /^Category (\S+) has the rates (.+) % in the VAT breakdown: the issuer says which applies\.$/,
    (m) =>
      `Kategorie ${m[1]} hat in der USt-Aufschlüsselung die Sätze ${(m[2] ?? '')
        .split(' %, ')
        .map(num)
        .join(' %, ')} %: welcher gilt, sagt der Aussteller.`,
  ],
  [
    /^The invoice gives no payment instruction; its payment means is the seller’s to name\.$/,
    () => 'Die Rechnung nennt keine Zahlungsanweisung; die Zahlungsart nennt der Verkäufer.',
  ],
  [
    /^A payee IBAN suggests a SEPA credit transfer\.$/,
    () => 'Eine IBAN des Zahlungsempfängers spricht für eine SEPA-Überweisung.',
  ],
  [
    /^Nothing in the invoice names the payment means\.$/,
    () => 'Nichts in der Rechnung nennt die Zahlungsart.',
  ],
  [
    /^A German seller or a buyer reference suggests XRechnung 3\.0\.$/,
    () => 'Ein deutscher Verkäufer oder eine Käuferreferenz spricht für XRechnung 3.0.',
  ],
  [/^Nothing in the invoice names its profile\.$/, () => 'Nichts in der Rechnung nennt ihr Profil.'],
  [
    /^'(.*)' carries characters an? (code|identifier) does not mean \(space, line break, no-break space, control character\); the value is '(.*)'\.$/s,
    (m) =>
      `${q(m[1] ?? '')} enthält Zeichen, die zu ${m[2] === 'code' ? 'einem Code' : 'einer Kennung'} nicht gehören (Leerzeichen, Zeilenumbruch, geschütztes Leerzeichen, Steuerzeichen); der Wert ist ${q(m[3] ?? '')}.`,
  ],
  [
    /^The (\S+) '(.*)' carries characters a code does not mean; it is '(.*)'\.$/s,
    (m) =>
      `Das Attribut ${m[1]} ${q(m[2] ?? '')} enthält Zeichen, die zu einem Code nicht gehören; es lautet ${q(m[3] ?? '')}.`,
  ],
  [
    /^Taxable amount × (\S+) % gives (\S+?)(, which the invoice VAT total confirms)?\.$/,
    (m) =>
      `Bemessungsgrundlage × ${num(m[1] ?? '')} % ergibt ${num(m[2] ?? '')}${m[3] ? ', was die Umsatzsteuersumme der Rechnung bestätigt' : ''}.`,
  ],
  [
    /^The lines, allowances and charges of category (\S+) give (\S+?)(, which the tax amount of the row confirms)?\.$/,
    (m) =>
      `Positionen, Nachlässe und Zuschläge der Kategorie ${m[1]} ergeben ${num(m[2] ?? '')}${m[3] ? ', was der Steuerbetrag der Zeile bestätigt' : ''}.`,
  ],
  [
    /^'(.*)' is an outdated XRechnung version; portals accept XRechnung 3\.0 only\.$/,
    (m) => `${q(m[1] ?? '')} ist eine veraltete XRechnung-Version; Portale nehmen nur XRechnung 3.0 an.`,
  ],
  [
    /^(.+) is missing and nothing in the invoice tells it\.$/,
    (m) => `${termDe.get(m[1] ?? '') ?? m[1]} fehlt, und nichts in der Rechnung nennt den Wert.`,
  ],
  [/^answered by the caller$/, () => 'von Ihnen beantwortet'],
  [/^question answered twice$/, () => 'Frage zweimal beantwortet'],
  [/^unknown question id$/, () => 'unbekannte Frage'],
  [/^a choice is answered with an option$/, () => 'eine Auswahl wird mit einer der Optionen beantwortet'],
  [/^option not offered$/, () => 'diese Option wird nicht angeboten'],
  [/^a field is answered with a non-empty value$/, () => 'ein Feld braucht einen Wert'],
  [/^value fails the field's pattern$/, () => 'der Wert hat nicht die Form, die das Feld verlangt'],
  [/^scheme not in the list$/, () => 'dieses Schema steht nicht in der Liste'],
];

// guardMoney appends the amounts a repair changes: ` (BT-115 400.00 → 336.90; BT-112 …)`.
const MONEY = /^(.*) \(((?:BT-\d+ \S+ → \S+(?:; )?)+)\)$/s;

/** The German form of an engine reason, or null when the engine wrote a sentence this table does not know. */
export function reasonDe(en: string): string | null {
  const money = MONEY.exec(en);
  if (money) {
    const head = reasonDe(money[1] ?? '');
    return head === null ? null : `${head} (${localiseDecimals(money[2] ?? '', 'de')})`;
  }
  for (const [re, de] of RULES) {
    const m = re.exec(en);
    if (m) return de(m);
  }
  return null;
}
