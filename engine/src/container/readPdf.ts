import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { fail, isEngineError } from '../errors.ts';
import type { ResultNote } from '../types.ts';
import { type DecodeBudget, decodePdfStream, newBudget, overBudget } from './decodePdfStream.ts';
import { isInvoiceCandidate } from './invoiceNames.ts';
import { loadPdf } from './loadPdf.ts';
import { maxPdfObjects } from './pdfObjectBounds.ts';
import { readXmp, type XmpFacts } from './readXmp.ts';
import { objectsOnly, xrefDamage, xrefRebuiltNote } from './xrefDamage.ts';

/** One embedded file of the PDF. */
export interface EmbeddedFile {
  /** The name-tree key, else `/UF`, else `/F`. */
  name: string;
  afRelationship: string | null;
  mimeType: string | null;
  description: string | null;
  inNameTree: boolean;
  inCatalogAF: boolean;
  /** Decoded only for a file that may be the invoice; null for the others. */
  bytes: Uint8Array | null;
  /** The decoded length, else the size the file's `/Params` declare (unchecked), else null. */
  size: number | null;
}

/** What the container stage reads from a PDF: nothing in it is executed, rendered or fetched. */
export interface PdfFacts {
  pdfVersion: string | null;
  pages: number;
  files: EmbeddedFile[];
  /** The catalog's `/Metadata` packet, read. */
  xmp: XmpFacts;
  /** What the reader had to work around (a damaged cross-reference table), for `container.notes`. */
  notes: ResultNote[];
}

export interface PdfBounds {
  /** Largest decoded embedded file or XMP packet. */
  maxBytes: number;
  /** Most bytes decoded out of one PDF in all (object streams, XMP, embedded files), capped before each decode. */
  maxDecodedBytes: number;
  /** Deepest name-tree nesting followed. */
  maxDepth: number;
}

/** More embedded files than this are refused; a hybrid invoice has one, rarely a few supplements. */
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

/**
 * A stream's decoded bytes, at most `maxBytes` (else 413 XML_TOO_LARGE, as for an invoice sent as XML) and
 * at most what the request's budget has left (else 422 UNSUPPORTED_FORMAT, reason pdf-decoded-too-large).
 */
function streamBytes(
  stream: PDFObject | undefined,
  bounds: PdfBounds,
  budget: DecodeBudget,
  what: string,
  file: Uint8Array,
): Uint8Array {
  if (!(stream instanceof PDFStream)) return unreadable(`${what} is not a stream`);
  const seen = budget.decoded.get(stream);
  if (seen) return seen;
  const cap = Math.min(bounds.maxBytes, budget.remaining);
  let bytes: Uint8Array | null;
  try {
    bytes = decodePdfStream(stream, cap, file);
  } catch {
    return unreadable(`${what} cannot be decoded`);
  }
  if (bytes === null && cap === bounds.maxBytes) {
    fail('XML_TOO_LARGE', `${what} is larger than ${cap} bytes decoded; the limit is ${cap}`, {
      limit: cap,
      size: null,
    });
  }
  if (bytes === null) overBudget(budget);
  budget.remaining -= bytes.length;
  budget.decoded.set(stream, bytes);
  return bytes;
}

function tooManyFiles(where: string): never {
  return fail(
    'UNSUPPORTED_FORMAT',
    `The PDF cannot be read: ${where} lists more than ${MAX_FILES} embedded files, the most read (a hybrid invoice has one, rarely a few supplements).`,
    { reason: 'pdf-too-many-attachments', limit: MAX_FILES },
  );
}

/** The `/EmbeddedFiles` name tree's (key, file specification) pairs, `/Kids` followed to `maxDepth`. */
export function nameTree(root: PDFDict | undefined, maxDepth: number): [string, PDFDict][] {
  const out: [string, PDFDict][] = [];
  const seen = new Set<PDFDict>();
  const walk = (node: PDFDict, depth: number) => {
    if (seen.has(node)) return;
    if (depth > maxDepth) unreadable(`the embedded-files name tree is nested deeper than ${maxDepth}`);
    seen.add(node);
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    if (names) {
      for (let i = 0; i + 1 < names.size(); i += 2) {
        const spec = names.lookup(i + 1);
        if (!(spec instanceof PDFDict)) continue;
        if (out.length === MAX_FILES) tooManyFiles('its embedded-files name tree');
        out.push([text(names.lookup(i)) ?? '', spec]);
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

/** The `/Params /Size` an embedded file stream declares, when it is a whole number. */
function declaredSize(stream: PDFStream): number | null {
  const size = stream.dict.lookupMaybe(PDFName.of('Params'), PDFDict)?.lookup(PDFName.of('Size'));
  return size instanceof PDFNumber && Number.isSafeInteger(size.asNumber()) && size.asNumber() >= 0
    ? size.asNumber()
    : null;
}

/** A file specification's facts; its stream is decoded only when `decode(name)` says it may be the invoice. */
function readFile(
  spec: PDFDict,
  key: string | null,
  decode: (name: string) => boolean,
  bounds: PdfBounds,
  budget: DecodeBudget,
  file: Uint8Array,
): Omit<EmbeddedFile, 'inNameTree' | 'inCatalogAF'> | null {
  const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = ef?.lookup(PDFName.of('UF')) ?? ef?.lookup(PDFName.of('F'));
  if (!stream) return null;
  const name = key || text(spec.lookup(PDFName.of('UF'))) || text(spec.lookup(PDFName.of('F'))) || '';
  const subtype = stream instanceof PDFStream ? text(stream.dict.lookup(PDFName.of('Subtype'))) : null;
  const bytes = decode(name)
    ? streamBytes(stream, bounds, budget, `embedded file ${JSON.stringify(name)}`, file)
    : null;
  return {
    name,
    afRelationship: text(spec.lookup(PDFName.of('AFRelationship'))),
    mimeType: subtype,
    description: text(spec.lookup(PDFName.of('Desc'))),
    bytes,
    size: bytes ? bytes.length : stream instanceof PDFStream ? declaredSize(stream) : null,
  };
}

/**
 * Reads a PDF's structure with pdf-lib (pure JavaScript, the same in Node and the Web Worker): version,
 * page count, the XMP packet, and the embedded files of the name tree and of the catalog's `/AF` array —
 * decoded only when they may be the invoice (the file the XMP names, a known name, an `.xml` file), each
 * stream once, all of it within `bounds.maxDecodedBytes`. Encrypted PDFs are refused (their streams cannot
 * be read without the password, and none is asked for).
 */
export async function readPdf(bytes: Uint8Array, bounds: PdfBounds): Promise<PdfFacts> {
  const budget = newBudget(bounds.maxDecodedBytes, maxPdfObjects(bytes.length));
  // A broken table or trailer: the objects alone are read (pdf-lib finds the catalog among them), within the
  // same budget, and the answer says so.
  const damage = xrefDamage(bytes);
  let doc: PDFDocument;
  try {
    doc = await loadPdf(damage ? objectsOnly(bytes) : bytes, budget);
  } catch (e) {
    if (isEngineError(e)) throw e;
    return unreadable('it is not a well-formed PDF');
  }
  // pdf-lib skips a stream it could not parse; one refused within the budget makes the PDF refused.
  if (budget.refusal) throw budget.refusal;
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
  let xmp = readXmp(null);
  try {
    pages = doc.getPageCount();
    const catalog = doc.catalog;
    const metadata = catalog.lookup(PDFName.of('Metadata'));
    if (metadata instanceof PDFStream) xmp = readXmpStream(metadata, bounds, budget, bytes);
    const named = xmp.facturx.find((f) => f.documentFileName)?.documentFileName;
    const decode = (name: string) => name === named || isInvoiceCandidate(name);
    const tree = catalog
      .lookupMaybe(PDFName.of('Names'), PDFDict)
      ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
    const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
    if (af && af.size() > MAX_FILES) tooManyFiles("the catalog's /AF array");
    const afSpecs = new Set<PDFDict>();
    for (let i = 0; af && i < af.size(); i++) {
      const spec = af.lookup(i);
      if (spec instanceof PDFDict) afSpecs.add(spec);
    }
    const bySpec = new Map<PDFDict, EmbeddedFile>();
    for (const [key, spec] of nameTree(tree, bounds.maxDepth)) {
      const file = readFile(spec, key, decode, bounds, budget, bytes);
      if (file) bySpec.set(spec, { ...file, inNameTree: true, inCatalogAF: afSpecs.has(spec) });
    }
    for (const spec of afSpecs) {
      if (bySpec.has(spec)) continue;
      const file = readFile(spec, null, decode, bounds, budget, bytes);
      if (file) bySpec.set(spec, { ...file, inNameTree: false, inCatalogAF: true });
    }
    files.push(...bySpec.values());
  } catch (e) {
    if (isEngineError(e)) throw e;
    return unreadable('its catalog cannot be read');
  }
  const notes = damage ? [xrefRebuiltNote(damage)] : [];
  return { pdfVersion: version ? (version[1] as string) : null, pages, files, xmp, notes };
}

/**
 * The XMP packet read. One whose stream cannot be decoded is an XMP that cannot be parsed, not an unreadable
 * PDF: the invoice is still found by its file name (and its SHA-256 reported). Its size bounds still hold.
 */
function readXmpStream(
  metadata: PDFStream,
  bounds: PdfBounds,
  budget: DecodeBudget,
  file: Uint8Array,
): XmpFacts {
  try {
    return readXmp(
      new TextDecoder('utf-8').decode(streamBytes(metadata, bounds, budget, 'the XMP metadata', file)),
    );
  } catch (e) {
    if (isEngineError(e) && (e.details as { reason?: string } | undefined)?.reason === 'pdf-unreadable')
      return { ...readXmp(null), parseError: 'the XMP metadata stream cannot be decoded' };
    throw e;
  }
}
