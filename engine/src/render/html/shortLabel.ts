import type { RenderLocale } from '../types.ts';

// Inside a card headed "Seller" or a line, the term's full name repeats its context; the page says it shorter.
// biome-ignore format: one row per entry keeps the table readable
const SHORT: Record<string, readonly [en: string, de: string]> = {
  'BT-3': ['Type', 'Art'], 'BT-5': ['Currency', 'Währung'], 'BT-6': ['VAT accounting currency', 'USt.-Abrechnungswährung'],
  'BT-7': ['VAT point date', 'USt.-Abrechnungsdatum'], 'BT-8': ['VAT point date code', 'Code USt.-Abrechnungsdatum'],
  'BT-9': ['Due date', 'Fällig am'], 'BT-23': ['Business process', 'Geschäftsprozess'], 'BT-24': ['Specification', 'Spezifikation'],
  'BT-29': ['Identifier', 'Kennung'], 'BT-30': ['Legal registration', 'Registernummer'], 'BT-31': ['VAT identifier', 'USt.-IdNr.'],
  'BT-32': ['Tax number', 'Steuernummer'], 'BT-33': ['Legal information', 'Rechtliche Angaben'], 'BT-34': ['Electronic address', 'Elektronische Adresse'],
  'BT-41': ['Contact', 'Ansprechpartner'], 'BT-42': ['Phone', 'Telefon'], 'BT-43': ['Email', 'E-Mail'],
  'BT-46': ['Identifier', 'Kennung'], 'BT-47': ['Legal registration', 'Registernummer'], 'BT-48': ['VAT identifier', 'USt.-IdNr.'],
  'BT-49': ['Electronic address', 'Elektronische Adresse'], 'BT-56': ['Contact', 'Ansprechpartner'], 'BT-57': ['Phone', 'Telefon'],
  'BT-58': ['Email', 'E-Mail'], 'BT-60': ['Identifier', 'Kennung'], 'BT-61': ['Legal registration', 'Registernummer'],
  'BT-63': ['VAT identifier', 'USt.-IdNr.'], 'BT-71': ['Location identifier', 'Kennung des Lieferorts'], 'BT-72': ['Delivery date', 'Lieferdatum'],
  'BT-73': ['From', 'Von'], 'BT-74': ['To', 'Bis'], 'BT-81': ['Payment means', 'Zahlungsart'], 'BT-82': ['Payment means text', 'Zahlungsart (Text)'],
  'BT-83': ['Remittance information', 'Verwendungszweck'], 'BT-84': ['Account (IBAN)', 'Konto (IBAN)'], 'BT-85': ['Account name', 'Kontoinhaber'],
  'BT-86': ['Bank (BIC)', 'Bank (BIC)'], 'BT-87': ['Card number', 'Kartennummer'], 'BT-88': ['Card holder', 'Karteninhaber'],
  'BT-89': ['Mandate reference', 'Mandatsreferenz'], 'BT-90': ['Creditor identifier', 'Gläubiger-ID'], 'BT-91': ['Debited account', 'Belastetes Konto'],
  'BT-127': ['Note', 'Hinweis'], 'BT-128': ['Object identifier', 'Objektkennung'], 'BT-132': ['Order line', 'Bestellposition'],
  'BT-133': ['Accounting reference', 'Buchungsreferenz'], 'BT-134': ['From', 'Von'], 'BT-135': ['To', 'Bis'],
  'BT-136': ['Amount', 'Betrag'], 'BT-137': ['Base amount', 'Basisbetrag'], 'BT-138': ['Percentage', 'Prozentsatz'],
  'BT-139': ['Reason', 'Grund'], 'BT-140': ['Reason code', 'Grund (Code)'], 'BT-141': ['Amount', 'Betrag'],
  'BT-142': ['Base amount', 'Basisbetrag'], 'BT-143': ['Percentage', 'Prozentsatz'], 'BT-144': ['Reason', 'Grund'],
  'BT-145': ['Reason code', 'Grund (Code)'], 'BT-147': ['Price discount', 'Preisnachlass'], 'BT-148': ['Gross price', 'Bruttopreis'],
  'BT-149': ['Base quantity', 'Basismenge'], 'BT-150': ['Base quantity unit', 'Einheit der Basismenge'],
  'BT-155': ["Seller's item id", 'Artikelnr. Verkäufer'], 'BT-156': ["Buyer's item id", 'Artikelnr. Käufer'],
  'BT-157': ['Standard identifier', 'Standardkennung'], 'BT-158': ['Classification', 'Klassifizierung'], 'BT-159': ['Country of origin', 'Herkunftsland'],
};

/** The label the page uses for a term where its card or table already gives the context; else the term name. */
export function shortLabel(bt: string | null, fallback: string, locale: RenderLocale): string {
  const entry = bt ? SHORT[bt] : undefined;
  return entry ? entry[locale === 'de' ? 1 : 0] : fallback;
}
