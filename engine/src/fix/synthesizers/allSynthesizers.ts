import type { Synthesizer } from '../Synthesizer.ts';
import { amountDecimals } from './amountDecimals.ts';
import { amountForm } from './amountForm.ts';
import { amountRounding } from './amountRounding.ts';
import { businessProcess } from './businessProcess.ts';
import { buyerAddress } from './buyerAddress.ts';
import { buyerEndpoint } from './buyerEndpoint.ts';
import { buyerReference } from './buyerReference.ts';
import { ciiFixedCodes } from './ciiFixedCodes.ts';
import { countryCode } from './countryCode.ts';
import { croatianInvoice } from './croatianInvoice.ts';
import { currencyAttribute } from './currencyAttribute.ts';
import { currencyCode } from './currencyCode.ts';
import { dateForm } from './dateForm.ts';
import { documentTotals } from './documentTotals.ts';
import { duplicateElement } from './duplicateElement.ts';
import { electronicAddressScheme } from './electronicAddressScheme.ts';
import { elementOrder } from './elementOrder.ts';
import { emptyElement } from './emptyElement.ts';
import { endpointScheme } from './endpointScheme.ts';
import { invoiceTypeCode } from './invoiceTypeCode.ts';
import { itemName } from './itemName.ts';
import { lineNetAmount } from './lineNetAmount.ts';
import { lineUnitCode } from './lineUnitCode.ts';
import { lineVatCategory } from './lineVatCategory.ts';
import { lineVatRate } from './lineVatRate.ts';
import { paymentMeansCode } from './paymentMeansCode.ts';
import { paymentMeansCodeForm } from './paymentMeansCodeForm.ts';
import { romanianAddress } from './romanianAddress.ts';
import { sellerAddress } from './sellerAddress.ts';
import { sellerContact } from './sellerContact.ts';
import { sellerEmail } from './sellerEmail.ts';
import { sellerEndpoint } from './sellerEndpoint.ts';
import { sellerPhone } from './sellerPhone.ts';
import { buyerSiren, sellerSiren } from './sirenFromVat.ts';
import { specificationIdentifier } from './specificationIdentifier.ts';
import { stringCharacters } from './stringCharacters.ts';
import { vatBreakdownTax } from './vatBreakdownTax.ts';
import { vatBreakdownTaxable } from './vatBreakdownTaxable.ts';
import { vatCategoryCode } from './vatCategoryCode.ts';
import { vatIdentifierPrefix } from './vatIdentifierPrefix.ts';
import { xrechnungVersion } from './xrechnungVersion.ts';

/**
 * Every synthesizer, in the order their proposals are applied within a round: structure and form first,
 * then missing values, then arithmetic (which reads the values the others repair).
 */
export const SYNTHESIZERS: readonly Synthesizer[] = [
  stringCharacters,
  ciiFixedCodes,
  duplicateElement,
  elementOrder,
  emptyElement,
  dateForm,
  amountDecimals,
  amountForm,
  amountRounding,
  currencyCode,
  currencyAttribute,
  countryCode,
  vatCategoryCode,
  paymentMeansCodeForm,
  invoiceTypeCode,
  electronicAddressScheme,
  vatIdentifierPrefix,
  specificationIdentifier,
  xrechnungVersion,
  businessProcess,
  buyerReference,
  sellerEndpoint,
  sellerSiren,
  buyerSiren,
  buyerEndpoint,
  endpointScheme,
  sellerContact,
  sellerPhone,
  sellerEmail,
  sellerAddress,
  buyerAddress,
  romanianAddress,
  croatianInvoice,
  paymentMeansCode,
  lineVatCategory,
  lineVatRate,
  lineUnitCode,
  itemName,
  lineNetAmount,
  vatBreakdownTaxable,
  vatBreakdownTax,
  documentTotals,
];
