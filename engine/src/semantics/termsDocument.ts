import { CII_AGREEMENT as AGR, CII_DELIVERY as DEL, CII_SETTLEMENT as SET } from './syntaxRoots.ts';
import type { TermRow } from './Term.ts';

const DOC = 'rsm:ExchangedDocument';
const CTX = 'rsm:ExchangedDocumentContext';

// biome-ignore format: one row per entry keeps the table readable
/** EN 16931-1 document-level terms: BT-1 to BT-26 and groups BG-1 to BG-3. */
export const DOCUMENT_TERMS: readonly TermRow[] = [
  ['BT-1', null, 'Invoice number', 'Rechnungsnummer', '1..1', 'Identifier', 'cbc:ID', `${DOC}/ram:ID`],
  ['BT-2', null, 'Invoice issue date', 'Rechnungsdatum', '1..1', 'Date', 'cbc:IssueDate', `${DOC}/ram:IssueDateTime/udt:DateTimeString`],
  ['BT-3', null, 'Invoice type code', 'Code für den Rechnungstyp', '1..1', 'Code', 'cbc:InvoiceTypeCode', `${DOC}/ram:TypeCode`, 'cbc:CreditNoteTypeCode'],
  ['BT-5', null, 'Invoice currency code', 'Code für die Rechnungswährung', '1..1', 'Code', 'cbc:DocumentCurrencyCode', `${SET}/ram:InvoiceCurrencyCode`],
  ['BT-6', null, 'VAT accounting currency code', 'Code für die Umsatzsteuer-Abrechnungswährung', '0..1', 'Code', 'cbc:TaxCurrencyCode', `${SET}/ram:TaxCurrencyCode`],
  ['BT-7', null, 'Value added tax point date', 'Abrechnungsdatum der Umsatzsteuer', '0..1', 'Date', 'cbc:TaxPointDate', `${SET}/ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString`],
  ['BT-8', null, 'Value added tax point date code', 'Code für das Umsatzsteuer-Abrechnungsdatum', '0..1', 'Code', 'cac:InvoicePeriod/cbc:DescriptionCode', `${SET}/ram:ApplicableTradeTax/ram:DueDateTypeCode`],
  ['BT-9', null, 'Payment due date', 'Fälligkeitsdatum der Zahlung', '0..1', 'Date', 'cbc:DueDate', `${SET}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`, 'cac:PaymentMeans/cbc:PaymentDueDate'],
  ['BT-10', null, 'Buyer reference', 'Käuferreferenz', '0..1', 'Text', 'cbc:BuyerReference', `${AGR}/ram:BuyerReference`],
  ['BT-11', null, 'Project reference', 'Projektreferenz', '0..1', 'Document reference', 'cac:ProjectReference/cbc:ID', `${AGR}/ram:SpecifiedProcuringProject/ram:ID`, "cac:AdditionalDocumentReference[cbc:DocumentTypeCode = '50']/cbc:ID"],
  ['BT-12', null, 'Contract reference', 'Vertragsreferenz', '0..1', 'Document reference', 'cac:ContractDocumentReference/cbc:ID', `${AGR}/ram:ContractReferencedDocument/ram:IssuerAssignedID`],
  ['BT-13', null, 'Purchase order reference', 'Bestellreferenz', '0..1', 'Document reference', 'cac:OrderReference/cbc:ID', `${AGR}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID`],
  ['BT-14', null, 'Sales order reference', 'Auftragsreferenz', '0..1', 'Document reference', 'cac:OrderReference/cbc:SalesOrderID', `${AGR}/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID`],
  ['BT-15', null, 'Receiving advice reference', 'Referenz auf die Wareneingangsmeldung', '0..1', 'Document reference', 'cac:ReceiptDocumentReference/cbc:ID', `${DEL}/ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID`],
  ['BT-16', null, 'Despatch advice reference', 'Referenz auf die Versandanzeige', '0..1', 'Document reference', 'cac:DespatchDocumentReference/cbc:ID', `${DEL}/ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID`],
  ['BT-17', null, 'Tender or lot reference', 'Referenz auf die Ausschreibung oder das Los', '0..1', 'Document reference', 'cac:OriginatorDocumentReference/cbc:ID', `${AGR}/ram:AdditionalReferencedDocument[ram:TypeCode = '50']/ram:IssuerAssignedID`],
  ['BT-18', null, 'Invoiced object identifier', 'Kennung des in Rechnung gestellten Objekts', '0..1', 'Identifier', "cac:AdditionalDocumentReference[cbc:DocumentTypeCode = '130']/cbc:ID", `${AGR}/ram:AdditionalReferencedDocument[ram:TypeCode = '130']/ram:IssuerAssignedID`],
  ['BT-19', null, 'Buyer accounting reference', 'Buchungsreferenz des Käufers', '0..1', 'Text', 'cbc:AccountingCost', `${SET}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID`],
  ['BT-20', null, 'Payment terms', 'Zahlungsbedingungen', '0..1', 'Text', 'cac:PaymentTerms/cbc:Note', `${SET}/ram:SpecifiedTradePaymentTerms/ram:Description`],
  ['BG-1', null, 'INVOICE NOTE', 'RECHNUNGSVERMERK', '0..n', null, 'cbc:Note', `${DOC}/ram:IncludedNote`],
  // UBL has no element for the subject code; XRechnung writes it as a "#code#" prefix of the note text.
  ['BT-21', 'BG-1', 'Invoice note subject code', 'Code für den Betreff des Rechnungsvermerks', '0..1', 'Code', null, `${DOC}/ram:IncludedNote/ram:SubjectCode`],
  ['BT-22', 'BG-1', 'Invoice note', 'Rechnungsvermerk', '1..1', 'Text', 'cbc:Note', `${DOC}/ram:IncludedNote/ram:Content`],
  ['BG-2', null, 'PROCESS CONTROL', 'PROZESSSTEUERUNG', '1..1', null, null, CTX],
  ['BT-23', 'BG-2', 'Business process type', 'Geschäftsprozesstyp', '0..1', 'Text', 'cbc:ProfileID', `${CTX}/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID`],
  ['BT-24', 'BG-2', 'Specification identifier', 'Spezifikationskennung', '1..1', 'Identifier', 'cbc:CustomizationID', `${CTX}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`],
  ['BG-3', null, 'PRECEDING INVOICE REFERENCE', 'REFERENZ AUF DIE VORAUSGEGANGENE RECHNUNG', '0..n', null, 'cac:BillingReference/cac:InvoiceDocumentReference', `${SET}/ram:InvoiceReferencedDocument`],
  ['BT-25', 'BG-3', 'Preceding Invoice reference', 'Referenz auf die vorausgegangene Rechnung', '1..1', 'Document reference', 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', `${SET}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`],
  ['BT-26', 'BG-3', 'Preceding Invoice issue date', 'Ausstellungsdatum der vorausgegangenen Rechnung', '0..1', 'Date', 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate', `${SET}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`],
];
