/** Browser stand-in for `util`: SaxonJS only takes the (global) text codecs from it. */
export const TextEncoder = globalThis.TextEncoder;
export const TextDecoder = globalThis.TextDecoder;
export default { TextEncoder, TextDecoder };
