import type { RejectReason } from '../state/AppState.ts';

const BOMS = [
  [0xef, 0xbb, 0xbf],
  [0xfe, 0xff],
  [0xff, 0xfe],
];

/**
 * Whether the first bytes can start an XML document (a byte-order mark, whitespace, then '<'); the
 * engine decides everything else. Anything else is refused before it reaches the engine.
 */
export function sniffFile(head: Uint8Array): RejectReason | null {
  if (head.length === 0) return 'empty';
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return 'pdf';
  const bom = BOMS.find((b) => b.every((byte, i) => head[i] === byte));
  // UTF-16 text interleaves zero bytes; skip them together with whitespace.
  for (let i = bom ? bom.length : 0; i < head.length; i++) {
    const b = head[i] as number;
    if (b === 0x3c) return null;
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x00) return 'not-xml';
  }
  return 'not-xml';
}
