/**
 * Byte offset of the first ill-formed UTF-8 sequence in `bytes`, or null when all of it is
 * well-formed. Follows the Unicode well-formedness table (no overlongs, no surrogates, nothing
 * above U+10FFFF), the same rules as `TextDecoder('utf-8', { fatal: true })`, which reports
 * only that decoding failed, not where.
 */
export function utf8ErrorOffset(bytes: Uint8Array): number | null {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let trail: number;
    // Allowed range of the first continuation byte; later ones are always 80..BF.
    let lo = 0x80;
    let hi = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) trail = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      trail = 2;
      if (lead === 0xe0) lo = 0xa0;
      if (lead === 0xed) hi = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      trail = 3;
      if (lead === 0xf0) lo = 0x90;
      if (lead === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= trail; k++) {
      const b = bytes[i + k];
      if (b === undefined || b < lo || b > hi) return i;
      lo = 0x80;
      hi = 0xbf;
    }
    i += trail + 1;
  }
  return null;
}
