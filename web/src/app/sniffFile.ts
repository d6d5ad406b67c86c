import type { RejectReason } from '../state/AppState.ts';

const BOMS = [
  [0xef, 0xbb, 0xbf],
  [0xfe, 0xff],
  [0xff, 0xfe],
];

/** How many leading bytes sniffFile needs: PDF readers look for the `%PDF-` header within the first KB. */
export const SNIFF_BYTES = 1024;

/**
 * `%PDF-` with no '<' before it, where the engine looks for it: the engine opens hybrid PDFs (Factur-X,
 * ZUGFeRD, XRechnung in PDF) and says itself what a PDF without an invoice lacks.
 */
function isPdf(head: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(head);
  const at = text.indexOf('%PDF-');
  return at >= 0 && !text.slice(0, at).includes('<');
}

/**
 * Whether the first bytes can start an XML document (a byte-order mark, whitespace, then '<') or a PDF;
 * the engine decides everything else. Anything else is refused before it reaches the engine.
 */
export function sniffFile(head: Uint8Array): RejectReason | null {
  if (head.length === 0) return 'empty';
  if (isPdf(head)) return null;
  const bom = BOMS.find((b) => b.every((byte, i) => head[i] === byte));
  // UTF-16 text interleaves zero bytes; skip them together with whitespace.
  for (let i = bom ? bom.length : 0; i < head.length; i++) {
    const b = head[i] as number;
    if (b === 0x3c) return null;
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x00) return 'not-xml';
  }
  return 'not-xml';
}
