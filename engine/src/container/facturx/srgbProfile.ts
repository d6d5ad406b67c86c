/**
 * A minimal ICC v2 display profile for the PDF/A output intent: sRGB primaries and white point adapted to
 * D50 (the colorant values of IEC 61966-2.1 as ICC publishes them) with a 2.2 gamma curve, the common
 * approximation of the sRGB tone curve. Written here rather than shipped as a binary so the engine stays
 * free of files it cannot explain; every page colour is DeviceRGB black or grey, which it describes exactly.
 */
const D50 = [0.9642, 1.0, 0.8249];
const PRIMARIES = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
};

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const s15f16 = (x: number) => u32(Math.round(x * 65536) >>> 0);
const pad4 = (b: number[]) => [...b, ...new Array((4 - (b.length % 4)) % 4).fill(0)];

function xyzTag(v: number[]): number[] {
  return [...ascii('XYZ '), 0, 0, 0, 0, ...v.flatMap(s15f16)];
}

function descTag(text: string): number[] {
  const a = [...ascii(text), 0];
  // textDescriptionType: ASCII, then empty Unicode and ScriptCode parts (ScriptCode has a fixed 67 bytes).
  return [
    ...ascii('desc'),
    0,
    0,
    0,
    0,
    ...u32(a.length),
    ...a,
    ...u32(0),
    ...u32(0),
    ...u16(0),
    0,
    ...new Array(67).fill(0),
  ];
}

/** The profile's bytes (about 500). */
export function srgbProfile(): Uint8Array {
  const gamma = [...ascii('curv'), 0, 0, 0, 0, ...u32(1), ...u16(0x0233), 0, 0]; // u8Fixed8 2.2 (0x0233 = 2.199)
  const tags: [string, number[]][] = [
    ['desc', descTag('sRGB (IEC 61966-2.1 primaries, gamma 2.2)')],
    ['cprt', [...ascii('text'), 0, 0, 0, 0, ...ascii('No copyright, use freely'), 0]],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(PRIMARIES.rXYZ)],
    ['gXYZ', xyzTag(PRIMARIES.gXYZ)],
    ['bXYZ', xyzTag(PRIMARIES.bXYZ)],
    ['rTRC', gamma],
    ['gTRC', gamma],
    ['bTRC', gamma],
  ];
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const table: number[] = [...u32(tags.length)];
  const data: number[] = [];
  for (const [sig, bytes] of tags) {
    table.push(...ascii(sig), ...u32(offset), ...u32(bytes.length));
    const padded = pad4(bytes);
    data.push(...padded);
    offset += padded.length;
  }
  const size = 128 + tableSize + data.length;
  const header = [
    ...u32(size),
    0,
    0,
    0,
    0, // preferred CMM
    0x02,
    0x10,
    0,
    0, // version 2.1
    ...ascii('mntr'),
    ...ascii('RGB '),
    ...ascii('XYZ '),
    ...u16(2026),
    ...u16(1),
    ...u16(1),
    0,
    0,
    0,
    0,
    0,
    0, // creation date
    ...ascii('acsp'),
    0,
    0,
    0,
    0, // platform
    0,
    0,
    0,
    0, // flags
    0,
    0,
    0,
    0, // manufacturer
    0,
    0,
    0,
    0, // model
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0, // attributes
    0,
    0,
    0,
    0, // rendering intent: perceptual
    ...D50.flatMap(s15f16),
    0,
    0,
    0,
    0, // creator
    ...new Array(16).fill(0), // profile id (v4 only)
    ...new Array(28).fill(0),
  ];
  return Uint8Array.from([...header, ...table, ...data]);
}
