import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { fail, isEngineError } from '../errors.ts';

/** One embedded file of the PDF, with its decoded bytes (bounded). */
export interface EmbeddedFile {
  /** The name-tree key, else `/UF`, else `/F`. */
  name: string;
  afRelationship: string | null;
  mimeType: string | null;
  description: string | null;
  inNameTree: boolean;
  inCatalogAF: boolean;
  bytes: Uint8Array;
}

/** What the container stage reads from a PDF: nothing in it is executed, rendered or fetched. */
export interface PdfFacts {
  pdfVersion: string | null;
  pages: number;
  files: EmbeddedFile[];
  /** The catalog's `/Metadata` stream as text, if any. */
  xmp: string | null;
}

export interface PdfBounds {
  /** Largest decoded embedded file or XMP packet. */
  maxBytes: number;
  /** Deepest name-tree nesting followed. */
  maxDepth: number;
}

/** At most this many embedded files are read; a hybrid invoice has one, rarely a few supplements. */
const MAX_FILES = 64;

// The library's exception text stays inside: the caller learns what could not be read, not a stack's words.
function unreadable(message: string): never {
  return fail('UNSUPPORTED_FORMAT', `The PDF cannot be read: ${message}.`, { reason: 'pdf-unreadable' });
}

function text(o: PDFObject | undefined): string | null {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  if (o instanceof PDFName) return o.decodeText();
  return null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  outer: for (
    let i = haystack.indexOf(first as number);
    i >= 0;
    i = haystack.indexOf(first as number, i + 1)
  ) {
    if (i + needle.length > haystack.length) return -1;
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The raw bytes of an unfiltered stream whose `/Length` is an indirect object. pdf-lib does not resolve
 * such a length while parsing: it scans for `endstream` and drops the end-of-line before it, which can
 * be the data's own last byte (poppler and qpdf read `/Length` bytes). The stream is found again in the
 * file and `/Length` bytes are taken, when they are followed by `endstream` as the format requires.
 */
function rawContents(stream: PDFRawStream, file: Uint8Array): Uint8Array {
  const contents = stream.getContents();
  const length = stream.dict.lookup(PDFName.of('Length'));
  const declared = length instanceof PDFNumber ? length.asNumber() : null;
  if (
    stream.dict.has(PDFName.of('Filter')) ||
    !(stream.dict.get(PDFName.of('Length')) instanceof PDFRef) ||
    declared === null ||
    declared === contents.length ||
    declared > contents.length + 2 ||
    contents.length < 16
  )
    return contents;
  const at = indexOf(file, contents.subarray(0, 64));
  if (at < 0) return contents;
  const after = new TextDecoder('latin1').decode(file.subarray(at + declared, at + declared + 12));
  return /^\s*endstream/.test(after) ? file.subarray(at, at + declared) : contents;
}

/** Decodes a stream's filters, reading at most `maxBytes + 1` bytes so a compression bomb stays small. */
function streamBytes(
  stream: PDFObject | undefined,
  maxBytes: number,
  what: string,
  file: Uint8Array,
): Uint8Array {
  if (!(stream instanceof PDFStream)) return unreadable(`${what} is not a stream`);
  let bytes: Uint8Array | Uint8ClampedArray;
  try {
    if (stream instanceof PDFRawStream && !stream.dict.has(PDFName.of('Filter'))) {
      bytes = rawContents(stream, file).subarray(0, maxBytes + 1);
    } else {
      bytes =
        stream instanceof PDFRawStream
          ? decodePDFRawStream(stream).getBytes(maxBytes + 1)
          : stream.getContents().subarray(0, maxBytes + 1);
    }
  } catch {
    return unreadable(`${what} cannot be decoded`);
  }
  if (bytes.length > maxBytes) {
    fail('XML_TOO_LARGE', `${what} is larger than ${maxBytes} bytes decoded; the limit is ${maxBytes}`, {
      limit: maxBytes,
      size: null,
    });
  }
  return Uint8Array.from(bytes);
}

/** The `/EmbeddedFiles` name tree's (key, file specification) pairs, `/Kids` followed to `maxDepth`. */
export function nameTree(root: PDFDict | undefined, maxDepth: number): [string, PDFDict][] {
  const out: [string, PDFDict][] = [];
  const seen = new Set<PDFDict>();
  const walk = (node: PDFDict, depth: number) => {
    if (seen.has(node) || out.length > MAX_FILES) return;
    if (depth > maxDepth) unreadable(`the embedded-files name tree is nested deeper than ${maxDepth}`);
    seen.add(node);
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    if (names) {
      for (let i = 0; i + 1 < names.size(); i += 2) {
        const spec = names.lookup(i + 1);
        if (spec instanceof PDFDict) out.push([text(names.lookup(i)) ?? '', spec]);
      }
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let i = 0; kids && i < kids.size(); i++) {
      const kid = kids.lookup(i);
      if (kid instanceof PDFDict) walk(kid, depth + 1);
    }
  };
  if (root) walk(root, 0);
  return out;
}

function readFile(
  spec: PDFDict,
  key: string | null,
  bounds: PdfBounds,
  file: Uint8Array,
): Omit<EmbeddedFile, 'inNameTree' | 'inCatalogAF'> | null {
  const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = ef?.lookup(PDFName.of('UF')) ?? ef?.lookup(PDFName.of('F'));
  if (!stream) return null;
  const name = key || text(spec.lookup(PDFName.of('UF'))) || text(spec.lookup(PDFName.of('F'))) || '';
  const subtype = stream instanceof PDFStream ? text(stream.dict.lookup(PDFName.of('Subtype'))) : null;
  return {
    name,
    afRelationship: text(spec.lookup(PDFName.of('AFRelationship'))),
    mimeType: subtype,
    description: text(spec.lookup(PDFName.of('Desc'))),
    bytes: streamBytes(stream, bounds.maxBytes, `embedded file ${JSON.stringify(name)}`, file),
  };
}

/**
 * Reads a PDF's structure with pdf-lib (pure JavaScript, the same in Node and the Web Worker): version,
 * page count, the embedded files of the name tree and of the catalog's `/AF` array, and the XMP packet.
 * Encrypted PDFs are refused (their streams cannot be read without the password, and none is asked for).
 */
export async function readPdf(bytes: Uint8Array, bounds: PdfBounds): Promise<PdfFacts> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return unreadable('it is not a well-formed PDF');
  }
  if (doc.isEncrypted) {
    fail(
      'UNSUPPORTED_FORMAT',
      'The PDF is encrypted: its embedded invoice cannot be read. Send it unencrypted.',
      {
        reason: 'pdf-encrypted',
      },
    );
  }
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const version = /%PDF-(\d\.\d)/.exec(header);
  let pages = 0;
  const files: EmbeddedFile[] = [];
  let xmp: string | null = null;
  try {
    pages = doc.getPageCount();
    const catalog = doc.catalog;
    const tree = catalog
      .lookupMaybe(PDFName.of('Names'), PDFDict)
      ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
    const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
    const afSpecs = new Set<PDFDict>();
    for (let i = 0; af && i < af.size(); i++) {
      const spec = af.lookup(i);
      if (spec instanceof PDFDict) afSpecs.add(spec);
    }
    const bySpec = new Map<PDFDict, EmbeddedFile>();
    for (const [key, spec] of nameTree(tree, bounds.maxDepth)) {
      const file = readFile(spec, key, bounds, bytes);
      if (file) bySpec.set(spec, { ...file, inNameTree: true, inCatalogAF: afSpecs.has(spec) });
    }
    for (const spec of afSpecs) {
      if (bySpec.has(spec)) continue;
      const file = readFile(spec, null, bounds, bytes);
      if (file) bySpec.set(spec, { ...file, inNameTree: false, inCatalogAF: true });
    }
    files.push(...[...bySpec.values()].slice(0, MAX_FILES));
    const metadata = catalog.lookup(PDFName.of('Metadata'));
    if (metadata instanceof PDFStream) {
      xmp = new TextDecoder('utf-8').decode(
        streamBytes(metadata, bounds.maxBytes, 'the XMP metadata', bytes),
      );
    }
  } catch (e) {
    if (isEngineError(e)) throw e;
    return unreadable('its catalog cannot be read');
  }
  return { pdfVersion: version ? (version[1] as string) : null, pages, files, xmp };
}
