/**
 * Generators of the XML floods of issue 34 (too large to keep as files in fixtures/hostile/): one element
 * with a great many attributes, and a document of a great many distinct names. Each is the caller's invoice
 * with the flood put in, at a size the caller gives in bytes, so tests and benches scale them.
 */

/** `invoice` whose root element carries attributes `a0="0" a1="1" …` until the document is about `bytes` long. */
export function attributeFlood(invoice: string, bytes: number): string {
  const root = /<(?:[A-Za-z_][\w.-]*:)?(?:Invoice|CreditNote|CrossIndustryInvoice)\b/.exec(invoice);
  if (!root) throw new Error('attributeFlood needs an invoice with a UBL or CII root element');
  const at = root.index + root[0].length;
  const parts: string[] = [];
  for (let i = 0, size = invoice.length; size < bytes; i++) {
    const attr = ` a${i}="${i}"`;
    parts.push(attr);
    size += attr.length;
  }
  return invoice.slice(0, at) + parts.join('') + invoice.slice(at);
}

/** `invoice` with empty elements of distinct names `<n0/><n1/>…` before its end tag, about `bytes` long. */
export function manyNames(invoice: string, bytes: number): string {
  const end = invoice.lastIndexOf('</');
  const parts: string[] = [];
  for (let i = 0, size = invoice.length; size < bytes; i++) {
    const el = `<n${i}/>`;
    parts.push(el);
    size += el.length;
  }
  return invoice.slice(0, end) + parts.join('') + invoice.slice(end);
}
