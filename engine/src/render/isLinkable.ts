// Formats EN 16931 allows for attachments (BR-CL-24) that a browser shows or saves without running code.
// Excluded on purpose: text/html, image/svg+xml and XML, which can carry scripts.
const INERT = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

// What the bytes are, whatever the invoice declares: the file signatures of PDF, PNG and JPEG.
const SIGNATURES: readonly (readonly [type: string, magic: readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];
// XLSX and ODS are ZIP containers.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const SPREADSHEETS = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** The first bytes of base64 content (whitespace ignored), or null when they do not decode. */
function head(base64: string, bytes: number): number[] | null {
  const chars = Math.ceil(bytes / 3) * 4;
  let clean = '';
  for (let i = 0; i < base64.length && clean.length < chars; i++) {
    const c = base64[i] as string;
    if (!/\s/.test(c)) clean += c;
  }
  try {
    return Array.from(atob(clean.length % 4 === 0 ? clean : clean.slice(0, clean.length & ~3)), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

const startsWith = (bytes: readonly number[], magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/**
 * The MIME type a data: download link of this embedded file may carry, or null for no link. PDF and
 * images are recognised by their signature, not by the declared type: an HTML page declared as
 * `application/pdf` is not linked, and a PNG declared as `application/pdf` is linked as `image/png`.
 * The other inert formats must be declared; spreadsheets must also be ZIP containers.
 */
export function linkTypeOf(base64: string, declared: string | null): string | null {
  const bytes = head(base64, 8);
  if (!bytes) return null;
  const sniffed = SIGNATURES.find(([, magic]) => startsWith(bytes, magic))?.[0];
  if (sniffed) return sniffed;
  const type = declared?.trim().toLowerCase() ?? '';
  if (!INERT.has(type) || SIGNATURES.some(([t]) => t === type)) return null;
  if (SPREADSHEETS.has(type) && !startsWith(bytes, ZIP)) return null;
  return type;
}

// Embedding, override and isolate controls: a name like "invoice\u202Efdp.exe" would read "invoiceexe.pdf".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** An attachment file name without the bidirectional controls that can disguise its extension. */
export function cleanFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
