import type { ValidateInput } from '../engine.ts';
import type { FixResult } from '../fix/types.ts';
import { decodeInput } from '../input/decodeInput.ts';
import { encodeText } from '../patch/encodeText.ts';

/**
 * The repaired invoice as the bytes to write, or null when there is none: a hybrid input's new PDF, else the XML
 * in the input's own encoding and byte-order mark (the repair edits the file's text, not its encoding).
 */
export function fixedBytes(
  input: ValidateInput,
  r: FixResult,
): { bytes: Uint8Array; ext: 'pdf' | 'xml' } | null {
  if (r.xml === null) return null;
  if (r.pdfBase64) return { bytes: Buffer.from(r.pdfBase64, 'base64'), ext: 'pdf' };
  const { encoding, bom } = decodeInput(input);
  return { bytes: encodeText(r.xml, encoding, bom), ext: 'xml' };
}
