import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import type { ContainerXmp } from '../types.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { ATTRIBUTE, ELEMENT, type XmlTree } from '../xml/XmlTree.ts';

/** Namespaces of the Factur-X / ZUGFeRD / Order-X XMP extension schemas, current first. */
export const FACTURX_XMP_NAMESPACES = [
  'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#',
  'urn:ferd:pdfa:CrossIndustryDocument:invoice:1p0#',
  'urn:factur-x:pdfa:CrossIndustryDocument:1p0#',
] as const;
const PDFAID = 'http://www.aiim.org/pdfa/ns/id/';
const FIELDS = {
  DocumentType: 'documentType',
  DocumentFileName: 'documentFileName',
  Version: 'version',
  ConformanceLevel: 'conformanceLevel',
} as const;

export interface XmpFacts {
  /** One entry per Factur-X family namespace that carries fields. */
  facturx: ContainerXmp[];
  pdfa: { part: string; conformance: string | null } | null;
  /** Why the packet could not be read, when it is not well-formed XML. */
  parseError: string | null;
}

/**
 * Reads the Factur-X fields and the PDF/A identification of an XMP packet, in element form
 * (`<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>`) and attribute form (`fx:ConformanceLevel="…"`
 * on `rdf:Description`). A DOCTYPE is refused: a packet has no use for one.
 */
export function readXmp(packet: string | null): XmpFacts {
  const empty: XmpFacts = { facturx: [], pdfa: null, parseError: null };
  if (packet === null) return empty;
  if (/<!DOCTYPE|<!ENTITY/i.test(packet))
    return { ...empty, parseError: 'the XMP packet declares a DOCTYPE' };
  let tree: XmlTree;
  try {
    tree = parseXmlTree(packet, { ...DEFAULT_INPUT_LIMITS, maxDepth: 64 });
  } catch (e) {
    return { ...empty, parseError: e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e) };
  }
  const values = new Map<string, Map<string, string>>();
  const put = (ns: string, local: string, value: string) => {
    const m = values.get(ns) ?? new Map<string, string>();
    if (!m.has(local)) m.set(local, value.trim());
    values.set(ns, m);
  };
  // Document order: an attribute or a leaf element names its field; the first occurrence of each wins.
  for (let n = 0; n < tree.size; n++) {
    const kind = tree.kind[n];
    if (kind !== ATTRIBUTE && kind !== ELEMENT) continue;
    const name = tree.name[n] as number;
    const ns = tree.nameNs[name] as string;
    const local = tree.nameLocal[name] as string;
    if (kind === ATTRIBUTE) put(ns, local, tree.stringValue(n));
    else if (tree.elementChildren(n).length === 0) put(ns, local, tree.stringValue(n));
  }
  const facturx: ContainerXmp[] = [];
  for (const ns of FACTURX_XMP_NAMESPACES) {
    const m = values.get(ns);
    if (!m || !Object.keys(FIELDS).some((k) => m.has(k))) continue;
    const get = (k: keyof typeof FIELDS) => m.get(k) ?? null;
    facturx.push({
      namespace: ns,
      documentType: get('DocumentType'),
      documentFileName: get('DocumentFileName'),
      version: get('Version'),
      conformanceLevel: get('ConformanceLevel'),
    });
  }
  const id = values.get(PDFAID);
  const part = id?.get('part');
  return {
    facturx,
    pdfa: part ? { part, conformance: id?.get('conformance') ?? null } : null,
    parseError: null,
  };
}
