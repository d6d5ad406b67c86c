import { CII_AGREEMENT as AGR, UBL_SELLER as SEL, CII_SETTLEMENT as SET } from './syntaxRoots.ts';
import type { TermRow } from './Term.ts';

const C_PM = `${SET}/ram:SpecifiedTradeSettlementPaymentMeans`;
const C_SUM = `${SET}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const U_ALW = "cac:AllowanceCharge[cbc:ChargeIndicator = 'false']";
const U_CHG = "cac:AllowanceCharge[cbc:ChargeIndicator = 'true']";
const C_ALW = `${SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']`;
const C_CHG = `${SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']`;
const U_VAT = 'cac:TaxTotal/cac:TaxSubtotal';
const C_VAT = `${SET}/ram:ApplicableTradeTax`;
// Document references typed 130 are BT-18; in a CreditNote, 50 is BT-11 (an Invoice has cac:ProjectReference).
const U_DOC = "cac:AdditionalDocumentReference[not(cbc:DocumentTypeCode = '130')]";
const U_DOC_CN =
  "cac:AdditionalDocumentReference[not(cbc:DocumentTypeCode = '130' or cbc:DocumentTypeCode = '50')]";
const C_DOC = `${AGR}/ram:AdditionalReferencedDocument[ram:TypeCode = '916']`;

// biome-ignore format: one row per entry keeps the table readable
/** EN 16931-1 payment, allowances/charges, totals, VAT breakdown and supporting documents (BG-16 to BG-24). */
export const SETTLEMENT_TERMS: readonly TermRow[] = [
  ['BG-16', null, 'PAYMENT INSTRUCTIONS', 'ZAHLUNGSANWEISUNGEN', '0..1', null, 'cac:PaymentMeans', C_PM],
  ['BT-81', 'BG-16', 'Payment means type code', 'Code für die Zahlungsart', '1..1', 'Code', 'cac:PaymentMeans/cbc:PaymentMeansCode', `${C_PM}/ram:TypeCode`],
  ['BT-82', 'BG-16', 'Payment means text', 'Text zur Zahlungsart', '0..1', 'Text', 'cac:PaymentMeans/cbc:PaymentMeansCode/@name', `${C_PM}/ram:Information`],
  ['BT-83', 'BG-16', 'Remittance information', 'Verwendungszweck', '0..1', 'Text', 'cac:PaymentMeans/cbc:PaymentID', `${SET}/ram:PaymentReference`],
  ['BG-17', 'BG-16', 'CREDIT TRANSFER', 'ÜBERWEISUNG', '0..n', null, 'cac:PaymentMeans/cac:PayeeFinancialAccount', `${C_PM}/ram:PayeePartyCreditorFinancialAccount`],
  ['BT-84', 'BG-17', 'Payment account identifier', 'Kennung des Zahlungskontos', '1..1', 'Identifier', 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', `${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:IBANID | ${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID`],
  ['BT-85', 'BG-17', 'Payment account name', 'Name des Zahlungskontos', '0..1', 'Text', 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:Name', `${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:AccountName`],
  ['BT-86', 'BG-17', 'Payment service provider identifier', 'Kennung des Zahlungsdienstleisters', '0..1', 'Identifier', 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID', `${C_PM}/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID`],
  ['BG-18', 'BG-16', 'PAYMENT CARD INFORMATION', 'INFORMATIONEN ZUR ZAHLUNGSKARTE', '0..1', null, 'cac:PaymentMeans/cac:CardAccount', `${C_PM}/ram:ApplicableTradeSettlementFinancialCard`],
  ['BT-87', 'BG-18', 'Payment card primary account number', 'Primäre Kontonummer der Zahlungskarte', '1..1', 'Text', 'cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID', `${C_PM}/ram:ApplicableTradeSettlementFinancialCard/ram:ID`],
  ['BT-88', 'BG-18', 'Payment card holder name', 'Name des Karteninhabers', '0..1', 'Text', 'cac:PaymentMeans/cac:CardAccount/cbc:HolderName', `${C_PM}/ram:ApplicableTradeSettlementFinancialCard/ram:CardholderName`],
  // CII spreads the direct debit over payment terms, settlement and payment means: no element for the group.
  ['BG-19', 'BG-16', 'DIRECT DEBIT', 'LASTSCHRIFT', '0..1', null, 'cac:PaymentMeans/cac:PaymentMandate', null],
  ['BT-89', 'BG-19', 'Mandate reference identifier', 'Kennung der Mandatsreferenz', '0..1', 'Identifier', 'cac:PaymentMeans/cac:PaymentMandate/cbc:ID', `${SET}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`],
  ['BT-90', 'BG-19', 'Bank assigned creditor identifier', 'Kennung des Gläubigers', '0..1', 'Identifier', `${SEL}/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA'] | cac:PayeeParty/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA']`, `${SET}/ram:CreditorReferenceID`],
  ['BT-91', 'BG-19', 'Debited account identifier', 'Kennung des zu belastenden Kontos', '0..1', 'Identifier', 'cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID', `${C_PM}/ram:PayerPartyDebtorFinancialAccount/ram:IBANID`],
  ['BG-20', null, 'DOCUMENT LEVEL ALLOWANCES', 'ABSCHLÄGE AUF DOKUMENTENEBENE', '0..n', null, U_ALW, C_ALW],
  ['BT-92', 'BG-20', 'Document level allowance amount', 'Betrag des Abschlags auf Dokumentenebene', '1..1', 'Amount', `${U_ALW}/cbc:Amount`, `${C_ALW}/ram:ActualAmount`],
  ['BT-93', 'BG-20', 'Document level allowance base amount', 'Grundbetrag des Abschlags auf Dokumentenebene', '0..1', 'Amount', `${U_ALW}/cbc:BaseAmount`, `${C_ALW}/ram:BasisAmount`],
  ['BT-94', 'BG-20', 'Document level allowance percentage', 'Prozentsatz des Abschlags auf Dokumentenebene', '0..1', 'Percentage', `${U_ALW}/cbc:MultiplierFactorNumeric`, `${C_ALW}/ram:CalculationPercent`],
  ['BT-95', 'BG-20', 'Document level allowance VAT category code', 'Code der Umsatzsteuerkategorie des Abschlags auf Dokumentenebene', '1..1', 'Code', `${U_ALW}/cac:TaxCategory/cbc:ID`, `${C_ALW}/ram:CategoryTradeTax/ram:CategoryCode`],
  ['BT-96', 'BG-20', 'Document level allowance VAT rate', 'Umsatzsteuersatz des Abschlags auf Dokumentenebene', '0..1', 'Percentage', `${U_ALW}/cac:TaxCategory/cbc:Percent`, `${C_ALW}/ram:CategoryTradeTax/ram:RateApplicablePercent`],
  ['BT-97', 'BG-20', 'Document level allowance reason', 'Grund für den Abschlag auf Dokumentenebene', '0..1', 'Text', `${U_ALW}/cbc:AllowanceChargeReason`, `${C_ALW}/ram:Reason`],
  ['BT-98', 'BG-20', 'Document level allowance reason code', 'Code für den Grund des Abschlags auf Dokumentenebene', '0..1', 'Code', `${U_ALW}/cbc:AllowanceChargeReasonCode`, `${C_ALW}/ram:ReasonCode`],
  ['BG-21', null, 'DOCUMENT LEVEL CHARGES', 'ZUSCHLÄGE AUF DOKUMENTENEBENE', '0..n', null, U_CHG, C_CHG],
  ['BT-99', 'BG-21', 'Document level charge amount', 'Betrag des Zuschlags auf Dokumentenebene', '1..1', 'Amount', `${U_CHG}/cbc:Amount`, `${C_CHG}/ram:ActualAmount`],
  ['BT-100', 'BG-21', 'Document level charge base amount', 'Grundbetrag des Zuschlags auf Dokumentenebene', '0..1', 'Amount', `${U_CHG}/cbc:BaseAmount`, `${C_CHG}/ram:BasisAmount`],
  ['BT-101', 'BG-21', 'Document level charge percentage', 'Prozentsatz des Zuschlags auf Dokumentenebene', '0..1', 'Percentage', `${U_CHG}/cbc:MultiplierFactorNumeric`, `${C_CHG}/ram:CalculationPercent`],
  ['BT-102', 'BG-21', 'Document level charge VAT category code', 'Code der Umsatzsteuerkategorie des Zuschlags auf Dokumentenebene', '1..1', 'Code', `${U_CHG}/cac:TaxCategory/cbc:ID`, `${C_CHG}/ram:CategoryTradeTax/ram:CategoryCode`],
  ['BT-103', 'BG-21', 'Document level charge VAT rate', 'Umsatzsteuersatz des Zuschlags auf Dokumentenebene', '0..1', 'Percentage', `${U_CHG}/cac:TaxCategory/cbc:Percent`, `${C_CHG}/ram:CategoryTradeTax/ram:RateApplicablePercent`],
  ['BT-104', 'BG-21', 'Document level charge reason', 'Grund für den Zuschlag auf Dokumentenebene', '0..1', 'Text', `${U_CHG}/cbc:AllowanceChargeReason`, `${C_CHG}/ram:Reason`],
  ['BT-105', 'BG-21', 'Document level charge reason code', 'Code für den Grund des Zuschlags auf Dokumentenebene', '0..1', 'Code', `${U_CHG}/cbc:AllowanceChargeReasonCode`, `${C_CHG}/ram:ReasonCode`],
  ['BG-22', null, 'DOCUMENT TOTALS', 'GESAMTBETRÄGE DER RECHNUNG', '1..1', null, 'cac:LegalMonetaryTotal', C_SUM],
  ['BT-106', 'BG-22', 'Sum of Invoice line net amount', 'Summe der Nettobeträge aller Rechnungspositionen', '1..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount', `${C_SUM}/ram:LineTotalAmount`],
  ['BT-107', 'BG-22', 'Sum of allowances on document level', 'Summe der Abschläge auf Dokumentenebene', '0..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount', `${C_SUM}/ram:AllowanceTotalAmount`],
  ['BT-108', 'BG-22', 'Sum of charges on document level', 'Summe der Zuschläge auf Dokumentenebene', '0..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:ChargeTotalAmount', `${C_SUM}/ram:ChargeTotalAmount`],
  ['BT-109', 'BG-22', 'Invoice total amount without VAT', 'Gesamtbetrag der Rechnung ohne Umsatzsteuer', '1..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount', `${C_SUM}/ram:TaxBasisTotalAmount`],
  // The VAT total is told apart from its accounting-currency twin (BT-111) by its currency.
  ['BT-110', 'BG-22', 'Invoice total VAT amount', 'Gesamtbetrag der Umsatzsteuer', '0..1', 'Amount', 'cac:TaxTotal/cbc:TaxAmount[@currencyID = ../../cbc:DocumentCurrencyCode]', `${C_SUM}/ram:TaxTotalAmount[@currencyID = ../../ram:InvoiceCurrencyCode]`],
  ['BT-111', 'BG-22', 'Invoice total VAT amount in accounting currency', 'Gesamtbetrag der Umsatzsteuer in der Abrechnungswährung', '0..1', 'Amount', 'cac:TaxTotal/cbc:TaxAmount[@currencyID = ../../cbc:TaxCurrencyCode]', `${C_SUM}/ram:TaxTotalAmount[@currencyID = ../../ram:TaxCurrencyCode]`],
  ['BT-112', 'BG-22', 'Invoice total amount with VAT', 'Gesamtbetrag der Rechnung einschließlich Umsatzsteuer', '1..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', `${C_SUM}/ram:GrandTotalAmount`],
  ['BT-113', 'BG-22', 'Paid amount', 'Gezahlter Betrag', '0..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:PrepaidAmount', `${C_SUM}/ram:TotalPrepaidAmount`],
  ['BT-114', 'BG-22', 'Rounding amount', 'Rundungsbetrag', '0..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:PayableRoundingAmount', `${C_SUM}/ram:RoundingAmount`],
  ['BT-115', 'BG-22', 'Amount due for payment', 'Fälliger Zahlungsbetrag', '1..1', 'Amount', 'cac:LegalMonetaryTotal/cbc:PayableAmount', `${C_SUM}/ram:DuePayableAmount`],
  ['BG-23', null, 'VAT BREAKDOWN', 'AUFSCHLÜSSELUNG DER UMSATZSTEUER', '1..n', null, U_VAT, C_VAT],
  ['BT-116', 'BG-23', 'VAT category taxable amount', 'Steuerbasisbetrag der Umsatzsteuerkategorie', '1..1', 'Amount', `${U_VAT}/cbc:TaxableAmount`, `${C_VAT}/ram:BasisAmount`],
  ['BT-117', 'BG-23', 'VAT category tax amount', 'Umsatzsteuerbetrag der Umsatzsteuerkategorie', '1..1', 'Amount', `${U_VAT}/cbc:TaxAmount`, `${C_VAT}/ram:CalculatedAmount`],
  ['BT-118', 'BG-23', 'VAT category code', 'Code der Umsatzsteuerkategorie', '1..1', 'Code', `${U_VAT}/cac:TaxCategory/cbc:ID`, `${C_VAT}/ram:CategoryCode`],
  ['BT-119', 'BG-23', 'VAT category rate', 'Umsatzsteuersatz der Umsatzsteuerkategorie', '0..1', 'Percentage', `${U_VAT}/cac:TaxCategory/cbc:Percent`, `${C_VAT}/ram:RateApplicablePercent`],
  ['BT-120', 'BG-23', 'VAT exemption reason text', 'Grund der Umsatzsteuerbefreiung', '0..1', 'Text', `${U_VAT}/cac:TaxCategory/cbc:TaxExemptionReason`, `${C_VAT}/ram:ExemptionReason`],
  ['BT-121', 'BG-23', 'VAT exemption reason code', 'Code für den Grund der Umsatzsteuerbefreiung', '0..1', 'Code', `${U_VAT}/cac:TaxCategory/cbc:TaxExemptionReasonCode`, `${C_VAT}/ram:ExemptionReasonCode`],
  ['BG-24', null, 'ADDITIONAL SUPPORTING DOCUMENTS', 'RECHNUNGSBEGRÜNDENDE UNTERLAGEN', '0..n', null, U_DOC, C_DOC, U_DOC_CN],
  ['BT-122', 'BG-24', 'Supporting document reference', 'Kennung der rechnungsbegründenden Unterlage', '1..1', 'Document reference', `${U_DOC}/cbc:ID`, `${C_DOC}/ram:IssuerAssignedID`, `${U_DOC_CN}/cbc:ID`],
  ['BT-123', 'BG-24', 'Supporting document description', 'Beschreibung der rechnungsbegründenden Unterlage', '0..1', 'Text', `${U_DOC}/cbc:DocumentDescription`, `${C_DOC}/ram:Name`, `${U_DOC_CN}/cbc:DocumentDescription`],
  ['BT-124', 'BG-24', 'External document location', 'Speicherort der externen Unterlage', '0..1', 'Text', `${U_DOC}/cac:Attachment/cac:ExternalReference/cbc:URI`, `${C_DOC}/ram:URIID`, `${U_DOC_CN}/cac:Attachment/cac:ExternalReference/cbc:URI`],
  ['BT-125', 'BG-24', 'Attached document', 'Angehängtes Dokument', '0..1', 'Binary object', `${U_DOC}/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`, `${C_DOC}/ram:AttachmentBinaryObject`, `${U_DOC_CN}/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`],
];
