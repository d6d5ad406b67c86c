/** Namespace URIs of the two syntaxes, and the prefixes findings use in locations (as the reference does). */
export const NS = {
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
} as const;

/**
 * UN/CEFACT Cross Domain Acknowledgement and Response (CDAR), the French lifecycle-status message. Not in NS:
 * its root shares the `rsm` prefix with CII, and locations keep the document's prefixes.
 */
export const CDAR_NS = 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100';

/** Namespace URI → prefix used when writing locations. */
export const PREFIX_OF: ReadonlyMap<string, string> = new Map(Object.entries(NS).map(([p, uri]) => [uri, p]));
