import { CII_LINE, UBL_LINE as L } from './syntaxRoots.ts';
import type { TermRow } from './Term.ts';

const C_DOC = `${CII_LINE}/ram:AssociatedDocumentLineDocument`;
const C_AGR = `${CII_LINE}/ram:SpecifiedLineTradeAgreement`;
const C_SET = `${CII_LINE}/ram:SpecifiedLineTradeSettlement`;
const C_PRD = `${CII_LINE}/ram:SpecifiedTradeProduct`;
const U_ALW = `${L}/cac:AllowanceCharge[cbc:ChargeIndicator = 'false']`;
const U_CHG = `${L}/cac:AllowanceCharge[cbc:ChargeIndicator = 'true']`;
const C_ALW = `${C_SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']`;
const C_CHG = `${C_SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']`;
const C_NET = `${C_AGR}/ram:NetPriceProductTradePrice`;
const C_GROSS = `${C_AGR}/ram:GrossPriceProductTradePrice`;

// biome-ignore format: one row per entry keeps the table readable
/** EN 16931-1 invoice line terms (BG-25 to BG-32); UBL paths are the Invoice form, terms.ts derives CreditNote. */
export const LINE_TERMS: readonly TermRow[] = [
  ['BG-25', null, 'INVOICE LINE', 'RECHNUNGSPOSITION', '1..n', null, L, CII_LINE],
  ['BT-126', 'BG-25', 'Invoice line identifier', 'Kennung der Rechnungsposition', '1..1', 'Identifier', `${L}/cbc:ID`, `${C_DOC}/ram:LineID`],
  ['BT-127', 'BG-25', 'Invoice line note', 'Freitext zur Rechnungsposition', '0..1', 'Text', `${L}/cbc:Note`, `${C_DOC}/ram:IncludedNote/ram:Content`],
  ['BT-128', 'BG-25', 'Invoice line object identifier', 'Objektkennung auf Ebene der Rechnungsposition', '0..1', 'Identifier', `${L}/cac:DocumentReference[cbc:DocumentTypeCode = '130']/cbc:ID`, `${C_SET}/ram:AdditionalReferencedDocument[ram:TypeCode = '130']/ram:IssuerAssignedID`],
  ['BT-129', 'BG-25', 'Invoiced quantity', 'In Rechnung gestellte Menge', '1..1', 'Quantity', `${L}/cbc:InvoicedQuantity`, `${CII_LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`],
  ['BT-130', 'BG-25', 'Invoiced quantity unit of measure code', 'Code der Maßeinheit der in Rechnung gestellten Menge', '1..1', 'Code', `${L}/cbc:InvoicedQuantity/@unitCode`, `${CII_LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode`],
  ['BT-131', 'BG-25', 'Invoice line net amount', 'Nettobetrag der Rechnungsposition', '1..1', 'Amount', `${L}/cbc:LineExtensionAmount`, `${C_SET}/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`],
  ['BT-132', 'BG-25', 'Referenced purchase order line reference', 'Referenz auf die Bestellposition', '0..1', 'Document reference', `${L}/cac:OrderLineReference/cbc:LineID`, `${C_AGR}/ram:BuyerOrderReferencedDocument/ram:LineID`],
  ['BT-133', 'BG-25', 'Invoice line Buyer accounting reference', 'Buchungsreferenz des Käufers auf Positionsebene', '0..1', 'Text', `${L}/cbc:AccountingCost`, `${C_SET}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID`],
  ['BG-26', 'BG-25', 'INVOICE LINE PERIOD', 'RECHNUNGSZEITRAUM AUF POSITIONSEBENE', '0..1', null, `${L}/cac:InvoicePeriod`, `${C_SET}/ram:BillingSpecifiedPeriod`],
  ['BT-134', 'BG-26', 'Invoice line period start date', 'Anfangsdatum des Rechnungszeitraums auf Positionsebene', '0..1', 'Date', `${L}/cac:InvoicePeriod/cbc:StartDate`, `${C_SET}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`],
  ['BT-135', 'BG-26', 'Invoice line period end date', 'Enddatum des Rechnungszeitraums auf Positionsebene', '0..1', 'Date', `${L}/cac:InvoicePeriod/cbc:EndDate`, `${C_SET}/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString`],
  ['BG-27', 'BG-25', 'INVOICE LINE ALLOWANCES', 'ABSCHLÄGE AUF EBENE DER RECHNUNGSPOSITION', '0..n', null, U_ALW, C_ALW],
  ['BT-136', 'BG-27', 'Invoice line allowance amount', 'Betrag des Abschlags auf Ebene der Rechnungsposition', '1..1', 'Amount', `${U_ALW}/cbc:Amount`, `${C_ALW}/ram:ActualAmount`],
  ['BT-137', 'BG-27', 'Invoice line allowance base amount', 'Grundbetrag des Abschlags auf Ebene der Rechnungsposition', '0..1', 'Amount', `${U_ALW}/cbc:BaseAmount`, `${C_ALW}/ram:BasisAmount`],
  ['BT-138', 'BG-27', 'Invoice line allowance percentage', 'Prozentsatz des Abschlags auf Ebene der Rechnungsposition', '0..1', 'Percentage', `${U_ALW}/cbc:MultiplierFactorNumeric`, `${C_ALW}/ram:CalculationPercent`],
  ['BT-139', 'BG-27', 'Invoice line allowance reason', 'Grund für den Abschlag auf Ebene der Rechnungsposition', '0..1', 'Text', `${U_ALW}/cbc:AllowanceChargeReason`, `${C_ALW}/ram:Reason`],
  ['BT-140', 'BG-27', 'Invoice line allowance reason code', 'Code für den Grund des Abschlags auf Ebene der Rechnungsposition', '0..1', 'Code', `${U_ALW}/cbc:AllowanceChargeReasonCode`, `${C_ALW}/ram:ReasonCode`],
  ['BG-28', 'BG-25', 'INVOICE LINE CHARGES', 'ZUSCHLÄGE AUF EBENE DER RECHNUNGSPOSITION', '0..n', null, U_CHG, C_CHG],
  ['BT-141', 'BG-28', 'Invoice line charge amount', 'Betrag des Zuschlags auf Ebene der Rechnungsposition', '1..1', 'Amount', `${U_CHG}/cbc:Amount`, `${C_CHG}/ram:ActualAmount`],
  ['BT-142', 'BG-28', 'Invoice line charge base amount', 'Grundbetrag des Zuschlags auf Ebene der Rechnungsposition', '0..1', 'Amount', `${U_CHG}/cbc:BaseAmount`, `${C_CHG}/ram:BasisAmount`],
  ['BT-143', 'BG-28', 'Invoice line charge percentage', 'Prozentsatz des Zuschlags auf Ebene der Rechnungsposition', '0..1', 'Percentage', `${U_CHG}/cbc:MultiplierFactorNumeric`, `${C_CHG}/ram:CalculationPercent`],
  ['BT-144', 'BG-28', 'Invoice line charge reason', 'Grund für den Zuschlag auf Ebene der Rechnungsposition', '0..1', 'Text', `${U_CHG}/cbc:AllowanceChargeReason`, `${C_CHG}/ram:Reason`],
  ['BT-145', 'BG-28', 'Invoice line charge reason code', 'Code für den Grund des Zuschlags auf Ebene der Rechnungsposition', '0..1', 'Code', `${U_CHG}/cbc:AllowanceChargeReasonCode`, `${C_CHG}/ram:ReasonCode`],
  ['BG-29', 'BG-25', 'PRICE DETAILS', 'PREISEINZELHEITEN', '1..1', null, `${L}/cac:Price`, C_AGR],
  ['BT-146', 'BG-29', 'Item net price', 'Nettopreis des Artikels', '1..1', 'Unit price amount', `${L}/cac:Price/cbc:PriceAmount`, `${C_NET}/ram:ChargeAmount`],
  ['BT-147', 'BG-29', 'Item price discount', 'Nachlass auf den Artikelpreis', '0..1', 'Unit price amount', `${L}/cac:Price/cac:AllowanceCharge/cbc:Amount`, `${C_GROSS}/ram:AppliedTradeAllowanceCharge/ram:ActualAmount`],
  ['BT-148', 'BG-29', 'Item gross price', 'Bruttopreis des Artikels', '0..1', 'Unit price amount', `${L}/cac:Price/cac:AllowanceCharge/cbc:BaseAmount`, `${C_GROSS}/ram:ChargeAmount`],
  ['BT-149', 'BG-29', 'Item price base quantity', 'Basismenge zum Artikelpreis', '0..1', 'Quantity', `${L}/cac:Price/cbc:BaseQuantity`, `${C_NET}/ram:BasisQuantity`],
  ['BT-150', 'BG-29', 'Item price base quantity unit of measure code', 'Code der Maßeinheit der Basismenge zum Artikelpreis', '0..1', 'Code', `${L}/cac:Price/cbc:BaseQuantity/@unitCode`, `${C_NET}/ram:BasisQuantity/@unitCode`],
  ['BG-30', 'BG-25', 'LINE VAT INFORMATION', 'UMSATZSTEUERINFORMATIONEN ZUR RECHNUNGSPOSITION', '1..1', null, `${L}/cac:Item/cac:ClassifiedTaxCategory`, `${C_SET}/ram:ApplicableTradeTax`],
  ['BT-151', 'BG-30', 'Invoiced item VAT category code', 'Code der Umsatzsteuerkategorie des in Rechnung gestellten Artikels', '1..1', 'Code', `${L}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`, `${C_SET}/ram:ApplicableTradeTax/ram:CategoryCode`],
  ['BT-152', 'BG-30', 'Invoiced item VAT rate', 'Umsatzsteuersatz für den in Rechnung gestellten Artikel', '0..1', 'Percentage', `${L}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`, `${C_SET}/ram:ApplicableTradeTax/ram:RateApplicablePercent`],
  ['BG-31', 'BG-25', 'ITEM INFORMATION', 'ARTIKELINFORMATIONEN', '1..1', null, `${L}/cac:Item`, C_PRD],
  ['BT-153', 'BG-31', 'Item name', 'Artikelname', '1..1', 'Text', `${L}/cac:Item/cbc:Name`, `${C_PRD}/ram:Name`],
  ['BT-154', 'BG-31', 'Item description', 'Artikelbeschreibung', '0..1', 'Text', `${L}/cac:Item/cbc:Description`, `${C_PRD}/ram:Description`],
  ['BT-155', 'BG-31', "Item Seller's identifier", 'Artikelkennung des Verkäufers', '0..1', 'Identifier', `${L}/cac:Item/cac:SellersItemIdentification/cbc:ID`, `${C_PRD}/ram:SellerAssignedID`],
  ['BT-156', 'BG-31', "Item Buyer's identifier", 'Artikelkennung des Käufers', '0..1', 'Identifier', `${L}/cac:Item/cac:BuyersItemIdentification/cbc:ID`, `${C_PRD}/ram:BuyerAssignedID`],
  ['BT-157', 'BG-31', 'Item standard identifier', 'Kennung eines Artikels nach registriertem Schema', '0..1', 'Identifier', `${L}/cac:Item/cac:StandardItemIdentification/cbc:ID`, `${C_PRD}/ram:GlobalID`],
  ['BT-158', 'BG-31', 'Item classification identifier', 'Kennung der Artikelklassifizierung', '0..n', 'Identifier', `${L}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode`, `${C_PRD}/ram:DesignatedProductClassification/ram:ClassCode`],
  ['BT-159', 'BG-31', 'Item country of origin', 'Ursprungsland des Artikels', '0..1', 'Code', `${L}/cac:Item/cac:OriginCountry/cbc:IdentificationCode`, `${C_PRD}/ram:OriginTradeCountry/ram:ID`],
  ['BG-32', 'BG-31', 'ITEM ATTRIBUTES', 'ARTIKELATTRIBUTE', '0..n', null, `${L}/cac:Item/cac:AdditionalItemProperty`, `${C_PRD}/ram:ApplicableProductCharacteristic`],
  ['BT-160', 'BG-32', 'Item attribute name', 'Name des Artikelattributs', '1..1', 'Text', `${L}/cac:Item/cac:AdditionalItemProperty/cbc:Name`, `${C_PRD}/ram:ApplicableProductCharacteristic/ram:Description`],
  ['BT-161', 'BG-32', 'Item attribute value', 'Wert des Artikelattributs', '1..1', 'Text', `${L}/cac:Item/cac:AdditionalItemProperty/cbc:Value`, `${C_PRD}/ram:ApplicableProductCharacteristic/ram:Value`],
];
