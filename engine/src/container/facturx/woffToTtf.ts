import { unzlibSync } from 'fflate';

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF 1.0, section 5): every table
 * inflated (or copied, when stored uncompressed) and laid out behind a fresh sfnt table directory.
 * pdf-lib embeds a whole font's bytes as they are, and PDF/A wants a real FontFile2.
 */
export function woffToTtf(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(raw) : raw;
    if (data.length !== origLength) throw new Error('WOFF table length mismatch');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = headerLength + tables.reduce((n, t) => n + pad(t.data.length), 0);
  const out = new Uint8Array(total);
  const o = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, power * 16);
  o.setUint16(8, Math.log2(power));
  o.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    o.setUint32(rec, t.tag);
    o.setUint32(rec + 4, t.checksum);
    o.setUint32(rec + 8, offset);
    o.setUint32(rec + 12, t.data.length);
    out.set(t.data, offset);
    offset += pad(t.data.length);
  });
  return out;
}
