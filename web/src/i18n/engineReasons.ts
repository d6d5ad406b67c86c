import { TERMS, termNameFr } from '@einvoice/engine/catalog';
import { formatDecimal, localiseDecimals } from '../lib/localiseDecimals.ts';

/*
 * The engine explains each repair and each refused answer in an English sentence (FixResult changes[].reason,
 * answers.rejected[].reason). These are their German and French forms, one per sentence the engine writes
 * (engine/src/fix: the synthesizers, questions.ts, fix.ts, guardMoney.ts); values keep their place, computed
 * amounts are written in German form, quoted values as the invoice has them.
 */

// Set while a French form is written: the helpers below then write French numbers and quotation marks.
let lang: 'de' | 'fr' = 'de';
const num = (v: string) => formatDecimal(v, lang);
const q = (v: string) => (lang === 'de' ? `„${v}“` : `« ${v} »`);

const termDe = new Map(TERMS.map((t) => [t.name.en, t.name.de ?? t.name.en]));
const termFr = new Map(TERMS.map((t) => [t.name.en, termNameFr(t.id, t.name.en)]));

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

function formulaFr(en: string): string {
  const lines = /^sum of the (\d+) line net amounts \(BT-131\)$/.exec(en);
  if (lines) return `somme des ${lines[1]} montants nets des lignes (BT-131)`;
  const fixed: Record<string, string> = {
    'sum of the document allowances (BT-92)': 'somme des remises (BT-92)',
    'sum of the document charges (BT-99)': 'somme des charges (BT-99)',
    'sum of the VAT category tax amounts (BT-117)': 'somme des montants de TVA par type (BT-117)',
  };
  return fixed[en] ?? localiseDecimals(en, 'fr');
}

type Rule = [RegExp, Record<'de' | 'fr', (m: RegExpExecArray) => string>];

const RULES: Rule[] = [
  [
    /^(.+) has trailing zeros beyond the two decimals an amount may have\.$/,
    {
      de: (m) => `${m[1]} hat Nullen über die zwei Nachkommastellen hinaus, die ein Betrag haben darf.`,
      fr: (m) => `${m[1]} a des zéros au-delà des deux décimales qu’un montant peut avoir.`,
    },
  ],
  [
    /^'(.*)' is written with a decimal comma or thousands separators; as an XML number it is (\S+)\.$/,
    {
      de: (m) =>
        `${q(m[1] ?? '')} ist mit Dezimalkomma oder Tausendertrennzeichen geschrieben; als XML-Zahl lautet der Wert ${m[2]}.`,
      fr: (m) =>
        `${q(m[1] ?? '')} est écrit avec une virgule décimale ou des séparateurs de milliers ; en nombre XML, la valeur est ${m[2]}.`,
    },
  ],
  [
    /^'(.*)' is the code '(.*)' written with space inside \((\S+)\)\.$/,
    {
      de: (m) => `${q(m[1] ?? '')} ist der Code ${q(m[2] ?? '')}, mit Leerraum darin geschrieben (${m[3]}).`,
      fr: (m) =>
        `${q(m[1] ?? '')} est le code ${q(m[2] ?? '')} écrit avec un espace à l’intérieur (${m[3]}).`,
    },
  ],
  [
    /^(\S+) has more than two decimals; rounded to cents it is (\S+)\.$/,
    {
      de: (m) =>
        `${num(m[1] ?? '')} hat mehr als zwei Nachkommastellen; auf Cent gerundet ${num(m[2] ?? '')}.`,
      fr: (m) => `${num(m[1] ?? '')} a plus de deux décimales ; arrondi au centime, ${num(m[2] ?? '')}.`,
    },
  ],
  [
    /^Peppol BIS Billing process 01 \(invoice only\) is the process of a plain invoice\.$/,
    {
      de: () =>
        'Der Peppol-BIS-Billing-Prozess 01 (nur Rechnung) ist der Prozess einer gewöhnlichen Rechnung.',
      fr: () => 'Le processus 01 de Peppol BIS Billing (facture seule) est celui d’une facture ordinaire.',
    },
  ],
  [
    /^The buyer contact's e-mail address\.$/,
    {
      de: () => 'Die E-Mail-Adresse des Ansprechpartners beim Käufer.',
      fr: () => 'L’adresse électronique du contact de l’acheteur.',
    },
  ],
  [
    /^The seller contact's e-mail address\.$/,
    {
      de: () => 'Die E-Mail-Adresse des Ansprechpartners beim Verkäufer.',
      fr: () => 'L’adresse électronique du contact du vendeur.',
    },
  ],
  [
    /^The buyer's electronic address is a Leitweg-ID\.$/,
    {
      de: () => 'Die elektronische Adresse des Käufers ist eine Leitweg-ID.',
      fr: () => 'L’adresse électronique de l’acheteur est un identifiant Leitweg.',
    },
  ],
  [
    /^'(.*)' is not in the code list; '(.*)' is the same code in its listed form \((.+)\)\.$/,
    {
      de: (m) =>
        `${q(m[1] ?? '')} steht nicht in der Codeliste; ${q(m[2] ?? '')} ist derselbe Code in der Schreibweise der Liste (${m[3]}).`,
      fr: (m) =>
        `${q(m[1] ?? '')} ne figure pas dans la liste de codes ; ${q(m[2] ?? '')} est le même code sous la forme de la liste (${m[3]}).`,
    },
  ],
  [
    /^'(.*)' names the date (\S+); the syntax writes it as (\S+)\.$/,
    {
      de: (m) => `${q(m[1] ?? '')} bezeichnet das Datum ${m[2]}; die Syntax schreibt es als ${m[3]}.`,
      fr: (m) => `${q(m[1] ?? '')} désigne la date ${m[2]} ; la syntaxe l’écrit ${m[3]}.`,
    },
  ],
  [
    /^(BT-\d+) is (\S+) but the amounts it is the sum of give (\S+): (.+)\.$/,
    {
      de: (m) =>
        `${m[1]} ist ${num(m[2] ?? '')}, die Beträge, deren Summe er ist, ergeben aber ${num(m[3] ?? '')}: ${formulaDe(m[4] ?? '')}.`,
      fr: (m) =>
        `${m[1]} vaut ${num(m[2] ?? '')}, mais les montants dont il est la somme donnent ${num(m[3] ?? '')} : ${formulaFr(m[4] ?? '')}.`,
    },
  ],
  [
    /^(\S+) is written twice with the same value '(.*)'; the term occurs once, so the copy goes\.$/,
    {
      de: (m) =>
        `${m[1]} steht zweimal mit demselben Wert ${q(m[2] ?? '')}; der Begriff kommt nur einmal vor, die Kopie entfällt.`,
      fr: (m) =>
        `${m[1]} est écrit deux fois avec la même valeur ${q(m[2] ?? '')} ; le terme n’apparaît qu’une fois, la copie est retirée.`,
    },
  ],
  [
    /^(.+) stood where the schema does not allow it; moved unchanged\.$/,
    {
      de: (m) => `${m[1]} stand an einer Stelle, an der das Schema es nicht erlaubt; unverändert verschoben.`,
      fr: (m) => `${m[1]} se trouvait là où le schéma ne l’autorise pas ; déplacé sans changement.`,
    },
  ],
  [
    /^The element is empty; an empty element is not allowed and carries no value\.$/,
    {
      de: () => 'Das Element ist leer; ein leeres Element ist nicht erlaubt und trägt keinen Wert.',
      fr: () => 'L’élément est vide ; un élément vide n’est pas autorisé et ne porte aucune valeur.',
    },
  ],
  [
    /^The address is an e-mail address\.$/,
    {
      de: () => 'Die Adresse ist eine E-Mail-Adresse.',
      fr: () => 'L’adresse est une adresse électronique.',
    },
  ],
  [
    /^The address has the form of a Leitweg-ID\.$/,
    {
      de: () => 'Die Adresse hat die Form einer Leitweg-ID.',
      fr: () => 'L’adresse a la forme d’un identifiant Leitweg.',
    },
  ],
  [
    /^The address does not tell its scheme\.$/,
    {
      de: () => 'Die Adresse lässt ihr Schema nicht erkennen.',
      fr: () => 'L’adresse n’indique pas son schéma.',
    },
  ],
  [
    /^Quantity × price of line (\d+) gives (\S+?)(, and with it the lines add up to the invoice total)?\.$/,
    {
      de: (m) =>
        `Menge × Preis der Position ${m[1]} ergibt ${num(m[2] ?? '')}${m[3] ? ', und damit ergeben die Positionen die Rechnungssumme' : ''}.`,
      fr: (m) =>
        `Quantité × prix de la ligne ${m[1]} donne ${num(m[2] ?? '')}${m[3] ? ', et les lignes font alors le total de la facture' : ''}.`,
    },
  ],
  [
    /^The other lines are measured in (\S+)\.$/,
    {
      de: (m) => `Die übrigen Positionen sind in ${m[1]} angegeben.`,
      fr: (m) => `Les autres lignes sont mesurées en ${m[1]}.`,
    },
  ],
  [
    /^Nothing in the invoice tells the unit\.$/,
    {
      de: () => 'Nichts in der Rechnung nennt die Einheit.',
      fr: () => 'Rien dans la facture n’indique l’unité.',
    },
  ],
  [
    /^The VAT breakdown has one row that fits line (\d+): category (\S+)\.$/,
    {
      de: (m) => `Genau eine Zeile der USt-Aufschlüsselung passt zu Position ${m[1]}: Kategorie ${m[2]}.`,
      fr: (m) => `Une seule ligne de la ventilation de la TVA convient à la ligne ${m[1]} : type ${m[2]}.`,
    },
  ],
  [
    /^Category (\S+) has the single rate (\S+) % in the VAT breakdown\.$/,
    {
      de: (m) => `Kategorie ${m[1]} hat in der USt-Aufschlüsselung nur den Satz ${num(m[2] ?? '')} %.`,
      fr: (m) => `Le type ${m[1]} n’a qu’un taux, ${num(m[2] ?? '')} %, dans la ventilation de la TVA.`,
    },
  ],
  [
    /^Category (\S+) has the rates (.+) % in the VAT breakdown: the issuer says which applies\.$/,
    {
      de: (m) =>
        `Kategorie ${m[1]} hat in der USt-Aufschlüsselung die Sätze ${(m[2] ?? '')
          .split(' %, ')
          .map(num)
          .join(' %, ')} %: welcher gilt, sagt der Aussteller.`,
      fr: (m) =>
        `Le type ${m[1]} a les taux ${(m[2] ?? '')
          .split(' %, ')
          .map(num)
          .join(' %, ')} % dans la ventilation de la TVA : l’émetteur dit lequel s’applique.`,
    },
  ],
  [
    /^The invoice gives no payment instruction; its payment means is the seller’s to name\.$/,
    {
      de: () => 'Die Rechnung nennt keine Zahlungsanweisung; die Zahlungsart nennt der Verkäufer.',
      fr: () => 'La facture ne donne aucune instruction de paiement ; c’est au vendeur d’en nommer le moyen.',
    },
  ],
  [
    /^A payee IBAN suggests a SEPA credit transfer\.$/,
    {
      de: () => 'Eine IBAN des Zahlungsempfängers spricht für eine SEPA-Überweisung.',
      fr: () => 'Un IBAN du bénéficiaire laisse penser à un virement SEPA.',
    },
  ],
  [
    /^Nothing in the invoice names the payment means\.$/,
    {
      de: () => 'Nichts in der Rechnung nennt die Zahlungsart.',
      fr: () => 'Rien dans la facture ne nomme le moyen de paiement.',
    },
  ],
  [
    /^A German seller or a buyer reference suggests XRechnung 3\.0\.$/,
    {
      de: () => 'Ein deutscher Verkäufer oder eine Käuferreferenz spricht für XRechnung 3.0.',
      fr: () => 'Un vendeur allemand ou une référence de l’acheteur laisse penser à XRechnung 3.0.',
    },
  ],
  [
    /^Nothing in the invoice names its profile\.$/,
    {
      de: () => 'Nichts in der Rechnung nennt ihr Profil.',
      fr: () => 'Rien dans la facture ne nomme son profil.',
    },
  ],
  [
    /^'(.*)' carries characters an? (code|identifier) does not mean \(space, line break, no-break space, control character\); the value is '(.*)'\.$/s,
    {
      de: (m) =>
        `${q(m[1] ?? '')} enthält Zeichen, die zu ${m[2] === 'code' ? 'einem Code' : 'einer Kennung'} nicht gehören (Leerzeichen, Zeilenumbruch, geschütztes Leerzeichen, Steuerzeichen); der Wert ist ${q(m[3] ?? '')}.`,
      fr: (m) =>
        `${q(m[1] ?? '')} contient des caractères qui n’appartiennent pas à ${m[2] === 'code' ? 'un code' : 'un identifiant'} (espace, saut de ligne, espace insécable, caractère de contrôle) ; la valeur est ${q(m[3] ?? '')}.`,
    },
  ],
  [
    /^The (\S+) '(.*)' carries characters a code does not mean; it is '(.*)'\.$/s,
    {
      de: (m) =>
        `Das Attribut ${m[1]} ${q(m[2] ?? '')} enthält Zeichen, die zu einem Code nicht gehören; es lautet ${q(m[3] ?? '')}.`,
      fr: (m) =>
        `L’attribut ${m[1]} ${q(m[2] ?? '')} contient des caractères qui n’appartiennent pas à un code ; il vaut ${q(m[3] ?? '')}.`,
    },
  ],
  [
    /^Taxable amount × (\S+) % gives (\S+?)(, which the invoice VAT total confirms)?\.$/,
    {
      de: (m) =>
        `Bemessungsgrundlage × ${num(m[1] ?? '')} % ergibt ${num(m[2] ?? '')}${m[3] ? ', was die Umsatzsteuersumme der Rechnung bestätigt' : ''}.`,
      fr: (m) =>
        `Base imposable × ${num(m[1] ?? '')} % donne ${num(m[2] ?? '')}${m[3] ? ', ce que confirme le total de TVA de la facture' : ''}.`,
    },
  ],
  [
    /^The lines, allowances and charges of category (\S+) give (\S+?)(, which the tax amount of the row confirms)?\.$/,
    {
      de: (m) =>
        `Positionen, Nachlässe und Zuschläge der Kategorie ${m[1]} ergeben ${num(m[2] ?? '')}${m[3] ? ', was der Steuerbetrag der Zeile bestätigt' : ''}.`,
      fr: (m) =>
        `Les lignes, remises et charges du type ${m[1]} donnent ${num(m[2] ?? '')}${m[3] ? ', ce que confirme le montant de TVA de la ligne' : ''}.`,
    },
  ],
  [
    /^'(.*)' is an outdated XRechnung version; portals accept XRechnung 3\.0 only\.$/,
    {
      de: (m) =>
        `${q(m[1] ?? '')} ist eine veraltete XRechnung-Version; Portale nehmen nur XRechnung 3.0 an.`,
      fr: (m) =>
        `${q(m[1] ?? '')} est une version périmée de XRechnung ; les portails n’acceptent que XRechnung 3.0.`,
    },
  ],
  [
    /^(.+) is missing and nothing in the invoice tells it\.$/,
    {
      de: (m) => `${termDe.get(m[1] ?? '') ?? m[1]} fehlt, und nichts in der Rechnung nennt den Wert.`,
      fr: (m) => `${termFr.get(m[1] ?? '') ?? m[1]} manque, et rien dans la facture ne l’indique.`,
    },
  ],
  [
    // engine/src/scenario/chooseReleases.ts: the release in force on the date has no rules for this syntax.
    /^(\S+) (\S+) was in force on (\S+) but its rules for this syntax are not available here; (\S+) ran\.$/,
    {
      de: (m) =>
        `${m[1]} ${m[2]} galt am ${m[3]}, seine Regeln für diese Syntax sind hier aber nicht verfügbar; ${m[4]} wurde angewandt.`,
      fr: (m) =>
        `${m[1]} ${m[2]} était en vigueur le ${m[3]}, mais ses règles pour cette syntaxe ne sont pas disponibles ici ; ${m[4]} a été appliquée.`,
    },
  ],
  [
    /^answered by the caller$/,
    {
      de: () => 'von Ihnen beantwortet',
      fr: () => 'répondu par vous',
    },
  ],
  [
    /^question answered twice$/,
    {
      de: () => 'Frage zweimal beantwortet',
      fr: () => 'question répondue deux fois',
    },
  ],
  [
    /^unknown question id$/,
    {
      de: () => 'unbekannte Frage',
      fr: () => 'question inconnue',
    },
  ],
  [
    /^a choice is answered with an option$/,
    {
      de: () => 'eine Auswahl wird mit einer der Optionen beantwortet',
      fr: () => 'un choix se répond par l’une des options',
    },
  ],
  [
    /^option not offered$/,
    {
      de: () => 'diese Option wird nicht angeboten',
      fr: () => 'cette option n’est pas proposée',
    },
  ],
  [
    /^a field is answered with a non-empty value$/,
    {
      de: () => 'ein Feld braucht einen Wert',
      fr: () => 'un champ demande une valeur',
    },
  ],
  [
    /^value fails the field's pattern$/,
    {
      de: () => 'der Wert hat nicht die Form, die das Feld verlangt',
      fr: () => 'la valeur n’a pas la forme que le champ demande',
    },
  ],
  [
    /^scheme not in the list$/,
    {
      de: () => 'dieses Schema steht nicht in der Liste',
      fr: () => 'ce schéma ne figure pas dans la liste',
    },
  ],
];

// guardMoney appends the amounts a repair changes: ` (BT-115 400.00 → 336.90; BT-112 …)`.
const MONEY = /^(.*) \(((?:BT-\d+ \S+ → \S+(?:; )?)+)\)$/s;

/** An engine reason in German or French, or null when the engine wrote a sentence this table does not know. */
export function reasonIn(en: string, to: 'de' | 'fr'): string | null {
  const money = MONEY.exec(en);
  if (money) {
    const head = reasonIn(money[1] ?? '', to);
    return head === null ? null : `${head} (${localiseDecimals(money[2] ?? '', to)})`;
  }
  for (const [re, forms] of RULES) {
    const m = re.exec(en);
    if (!m) continue;
    lang = to;
    return forms[to](m);
  }
  return null;
}
