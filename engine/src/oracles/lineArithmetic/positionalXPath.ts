import type { Element, Node } from '@xmldom/xmldom';

// The prefixes the official reports use in their locations (SVRL from the KoSIT/Peppol/CEN artefacts).
const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
};

function isSameName(a: Node, b: Element): boolean {
  return a.nodeType === 1 && a.namespaceURI === b.namespaceURI && (a as Element).localName === b.localName;
}

function step(el: Element): string {
  const ns = el.namespaceURI ?? '';
  const prefix = PREFIXES[ns];
  const name = prefix ? `${prefix}:${el.localName}` : `Q{${ns}}${el.localName}`;
  let index = 1;
  for (let sib = el.previousSibling; sib; sib = sib.previousSibling) if (isSameName(sib, el)) index += 1;
  return `${name}[${index}]`;
}

/** The element's location as an XPath with positional predicates, in the form the official reports use. */
export function positionalXPath(el: Element): string {
  const steps: string[] = [];
  for (let node: Node | null = el; node && node.nodeType === 1; node = node.parentNode) {
    steps.unshift(step(node as Element));
  }
  return `/${steps.join('/')}`;
}
