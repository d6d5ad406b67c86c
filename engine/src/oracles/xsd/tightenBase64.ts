import { ParseOption, type XmlAttribute, XmlDocument, type XmlElement } from 'libxml2-wasm';
import { bug } from '../../errors.ts';

const XS_NS = 'http://www.w3.org/2001/XMLSchema';
const STRICT_TYPE = 'StrictBase64Binary';
// The XSD 1.0 base64Binary alphabet plus whitespace; libxml2 still checks grouping and padding.
const BASE64_CHARS = '[A-Za-z0-9+/=\\s]*';

function isBase64Ref(el: XmlElement, attr: XmlAttribute): boolean {
  const value = attr.value.trim();
  const colon = value.indexOf(':');
  const prefix = colon < 0 ? '' : value.slice(0, colon);
  return value.slice(colon + 1) === 'base64Binary' && el.namespaceForPrefix(prefix) === XS_NS;
}

function prefixed(prefix: string, local: string): string {
  return prefix ? `${prefix}:${local}` : local;
}

function tighten(bytes: Uint8Array, index: number): Uint8Array {
  const doc = XmlDocument.fromBuffer(bytes, {
    option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE,
  });
  try {
    const refs = (
      doc.find('//xs:restriction[@base] | //xs:extension[@base] | //xs:*[@type]', {
        xs: XS_NS,
      }) as XmlElement[]
    ).flatMap((el) => el.attrs.filter((a) => (a.name === 'base' || a.name === 'type') && isBase64Ref(el, a)));
    if (refs.length === 0) return bytes;
    const schema = doc.root;
    const tns = schema.attr('targetNamespace')?.value ?? bug('base64Binary used in a no-namespace schema');
    let tnsPrefix = Object.entries(schema.namespaces).find(([p, uri]) => p && uri === tns)?.[0];
    if (!tnsPrefix) {
      tnsPrefix = `strict${index}`;
      schema.addNsDeclaration(tns, tnsPrefix);
    }
    const name = `${STRICT_TYPE}${index}`;
    for (const attr of refs) attr.value = `${tnsPrefix}:${name}`;
    const simpleType = schema.addElement('simpleType', schema.prefix);
    simpleType.setAttr('name', name);
    const restriction = simpleType.addElement('restriction', schema.prefix);
    restriction.setAttr('base', prefixed(schema.prefix, 'base64Binary'));
    restriction.addElement('pattern', schema.prefix).setAttr('value', BASE64_CHARS);
    return new TextEncoder().encode(doc.toString({ format: false }));
  } finally {
    doc.dispose();
  }
}

/**
 * Routes every use of xs:base64Binary through a pattern facet limited to the base64 alphabet.
 * libxml2 decodes base64Binary like an RFC 2045 reader and skips foreign characters, where
 * the JDK validator (Xerces) rejects them as outside the XSD 1.0 lexical space.
 */
export function tightenBase64(files: Map<string, Uint8Array>): void {
  let index = 0;
  for (const [path, bytes] of files) files.set(path, tighten(bytes, index++));
}
