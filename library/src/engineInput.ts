import type { ValidateInput } from '@einvoice/engine';
import { toBase64 } from '@einvoice/engine/toBase64';

/** An invoice as a caller has it: the file's bytes (XML or hybrid PDF), XML text, or the API's body fields. */
export type InvoiceInput = Uint8Array | ArrayBuffer | string | ValidateInput;

/** The engine's input for what a caller hands over. */
export function engineInput(input: InvoiceInput): ValidateInput {
  if (typeof input === 'string') return { xml: input };
  if (input instanceof ArrayBuffer) return { xmlBase64: toBase64(new Uint8Array(input)) };
  // Bytes go as base64, as over HTTP: the engine reads the encoding from the XML declaration or the PDF.
  if (ArrayBuffer.isView(input)) {
    return { xmlBase64: toBase64(new Uint8Array(input.buffer, input.byteOffset, input.byteLength)) };
  }
  return input;
}
