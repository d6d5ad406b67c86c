// Namespaces in XML 1.0 QName: NCName (':' NCName)?, with XML 1.0 (5th ed.) name characters.
export const NC_START =
  'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
export const NC_CHAR = `${NC_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

const QNAME = new RegExp(`[${NC_START}][${NC_CHAR}]*(?::[${NC_START}][${NC_CHAR}]*)?`, 'uy');
const WHOLE_QNAME = new RegExp(`^[${NC_START}][${NC_CHAR}]*(?::[${NC_START}][${NC_CHAR}]*)?$`, 'u');

/** Whether `name` is a QName of Namespaces in XML 1.0 (an `xmlns:p` declaration included). */
export function isQName(name: string): boolean {
  return WHOLE_QNAME.test(name);
}

const asciiStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const asciiChar = (c: number) => asciiStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46;

/**
 * Where the QName starting at `at` ends, or `at` when none starts there. ASCII names (every name an invoice
 * uses) are read code by code; the Unicode regex, several times slower, reads a name only where a non-ASCII
 * character could continue it.
 */
export function qnameEnd(text: string, at: number): number {
  let i = at;
  let c = text.charCodeAt(i);
  if (asciiStart(c)) {
    do c = text.charCodeAt(++i);
    while (asciiChar(c));
    if (c === 58 /* : */) {
      const next = text.charCodeAt(i + 1);
      if (asciiStart(next)) {
        i += 2;
        c = text.charCodeAt(i);
        while (asciiChar(c)) c = text.charCodeAt(++i);
      } else c = next; // a non-ASCII character after the colon may start the local name: the regex decides
    }
    // Past the end charCodeAt is NaN: the name ends there.
    if (!(c >= 0x80)) return i;
  } else if (!(c >= 0x80)) return at;
  QNAME.lastIndex = at;
  return QNAME.test(text) ? QNAME.lastIndex : at;
}
