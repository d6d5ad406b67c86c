import { type DecodedInput, decodeInput } from './input/decodeInput.ts';
import { DEFAULT_INPUT_LIMITS } from './input/inputLimits.ts';
import { toBase64 } from './input/toBase64.ts';
import { parseXmlTree } from './xml/parseXmlTree.ts';
import type { XmlTree } from './xml/XmlTree.ts';

/**
 * A request's document after the input and parse stages: decoded once, parsed once into the tree every
 * stage reads (validation, repair, conversion, rendering). Repair makes a new one only for patched text.
 * A class, so a structured-cloned or JSON object can never pass for one. It is a validate() input too:
 * the engine validates its tree as it is; any other Engine (a wrapper, a double) reads its bytes.
 */
export class ParsedDocument {
  constructor(
    readonly decoded: DecodedInput,
    readonly tree: XmlTree,
  ) {}

  get xmlBase64(): string {
    return toBase64(this.decoded.bytes);
  }
}

/** Input stage and parse stage of a caller's document (spec 4.1): decoding, size, DOCTYPE, well-formedness. */
export function parseDocument(input: { xml?: unknown; xmlBase64?: unknown }): ParsedDocument {
  // A document parsed earlier in the same request is not parsed again.
  if (input instanceof ParsedDocument) return input;
  const decoded = decodeInput(input, DEFAULT_INPUT_LIMITS);
  return new ParsedDocument(decoded, parseXmlTree(decoded.text, DEFAULT_INPUT_LIMITS));
}
