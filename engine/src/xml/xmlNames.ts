// Namespaces in XML 1.0 QName: NCName (':' NCName)?, with XML 1.0 (5th ed.) name characters.
export const NC_START =
  'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
export const NC_CHAR = `${NC_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

const WHOLE_QNAME = new RegExp(`^[${NC_START}][${NC_CHAR}]*(?::[${NC_START}][${NC_CHAR}]*)?$`, 'u');

/** Whether `name` is a QName of Namespaces in XML 1.0 (an `xmlns:p` declaration included). */
export function isQName(name: string): boolean {
  return WHOLE_QNAME.test(name);
}
