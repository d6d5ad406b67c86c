/** UBL: the seller party (BG-4). */
export const UBL_SELLER = 'cac:AccountingSupplierParty/cac:Party';
/** UBL: the buyer party (BG-7). */
export const UBL_BUYER = 'cac:AccountingCustomerParty/cac:Party';
/** UBL Invoice: one invoice line (BG-25); the CreditNote form is derived in terms.ts. */
export const UBL_LINE = 'cac:InvoiceLine';
/** CII: the header trade agreement (parties, references). */
export const CII_AGREEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
/** CII: the header trade delivery (BG-13). */
export const CII_DELIVERY = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery';
/** CII: the header trade settlement (currency, payment, VAT, totals). */
export const CII_SETTLEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
/** CII: one invoice line (BG-25). */
export const CII_LINE = 'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem';
