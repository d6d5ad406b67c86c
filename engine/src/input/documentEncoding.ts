/** The encodings the input stage reads, by the name it reports in DecodedInput.encoding. */
export type DocumentEncoding =
  | 'UTF-8'
  | 'UTF-16LE'
  | 'UTF-16BE'
  | 'ISO-8859-1'
  | 'ISO-8859-15'
  | 'US-ASCII'
  | 'windows-1252';

// IANA names and registered aliases, upper-cased. 'UTF-16' names a family: the BOM or the byte
// pattern of `<?xml` picks the byte order.
const ALIASES: Record<string, DocumentEncoding | 'UTF-16'> = {
  'UTF-8': 'UTF-8',
  'UTF-16': 'UTF-16',
  'UTF-16LE': 'UTF-16LE',
  'UTF-16BE': 'UTF-16BE',
  'ISO-8859-1': 'ISO-8859-1',
  'ISO_8859-1': 'ISO-8859-1',
  'ISO_8859-1:1987': 'ISO-8859-1',
  'ISO-IR-100': 'ISO-8859-1',
  LATIN1: 'ISO-8859-1',
  L1: 'ISO-8859-1',
  IBM819: 'ISO-8859-1',
  CP819: 'ISO-8859-1',
  CSISOLATIN1: 'ISO-8859-1',
  'ISO-8859-15': 'ISO-8859-15',
  'ISO_8859-15': 'ISO-8859-15',
  'LATIN-9': 'ISO-8859-15',
  CSISO885915: 'ISO-8859-15',
  'US-ASCII': 'US-ASCII',
  ASCII: 'US-ASCII',
  'ANSI_X3.4-1968': 'US-ASCII',
  'ANSI_X3.4-1986': 'US-ASCII',
  'ISO-IR-6': 'US-ASCII',
  'ISO_646.IRV:1991': 'US-ASCII',
  'ISO646-US': 'US-ASCII',
  US: 'US-ASCII',
  IBM367: 'US-ASCII',
  CP367: 'US-ASCII',
  CSASCII: 'US-ASCII',
  'WINDOWS-1252': 'windows-1252',
  CSWINDOWS1252: 'windows-1252',
  CP1252: 'windows-1252', // not IANA, but Java (the official validators' platform) reads it
};

/** Maps a declared encoding name to what this engine reads; null when it does not read it. */
export function documentEncoding(declared: string): DocumentEncoding | 'UTF-16' | null {
  const key = declared.toUpperCase();
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}
