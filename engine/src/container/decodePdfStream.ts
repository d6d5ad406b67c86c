import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFStream,
} from '@cantoo/pdf-lib';
import { Inflate } from 'fflate';
import { type EngineError, fail } from '../errors.ts';
import type { ObjectAllowance } from './pdfObjectBounds.ts';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most ~1032:1, so one step adds at
 * most ~4 MB past the cap before the cap is seen; pdf-lib's own inflater decodes a whole deflate block per
 * step, and one crafted block can expand without bound.
 */
const INFLATE_STEP = 4 * 1024;
/** Bytes read at a time from pdf-lib's other decoders (LZW, run-length, ASCII), whose steps are small. */
const READ_STEP = 64 * 1024;

/**
 * What one request may still decode and parse out of its PDF: each decode is capped by it before it starts,
 * each object stream's objects are taken from it before they are parsed.
 */
export interface DecodeBudget extends ObjectAllowance {
  readonly limit: number;
  remaining: number;
  /**
   * Why a stream pdf-lib reads while loading was refused (over the budget, over what its bytes hold): pdf-lib
   * swallows the error there and skips the object, so the request is refused with it after the load.
   */
  refusal: EngineError | null;
  /** Each stream decoded once, however many file specifications point at it. */
  readonly decoded: Map<PDFStream, Uint8Array>;
}

export const newBudget = (limit: number, maxObjects: number): DecodeBudget => ({
  limit,
  remaining: limit,
  maxObjects,
  objectsLeft: maxObjects,
  refusal: null,
  decoded: new Map(),
});

/** 422 UNSUPPORTED_FORMAT pdf-decoded-too-large: the PDF's streams decode past the request's budget. */
export function overBudget(budget: DecodeBudget): never {
  return fail(
    'UNSUPPORTED_FORMAT',
    `The PDF cannot be read: its streams decode to more than ${budget.limit} bytes, the most one request may decode (twice the invoice limit).`,
    { reason: 'pdf-decoded-too-large', limit: budget.limit },
  );
}

/** Thrown inside the inflater's callback to stop it past the cap. */
class OverCap extends Error {}

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

/**
 * Zlib data inflated with fflate in small steps, stopped as soon as more than `cap` bytes came out (null).
 * The 2-byte zlib header is checked as pdf-lib checks it; the Adler-32 trailer is not (neither does pdf-lib).
 */
function inflateUpTo(data: Uint8Array, cap: number): Uint8Array | null {
  const [cmf = 0, flg = 0] = data;
  if (data.length < 2 || (cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) {
    throw new Error('not zlib data');
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) throw new OverCap();
    parts.push(chunk);
  });
  try {
    for (let at = 2; at < data.length; at += INFLATE_STEP) {
      inflater.push(data.subarray(at, at + INFLATE_STEP), false);
    }
    inflater.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof OverCap) return null;
    throw e;
  }
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One filter of pdf-lib's (LZW, run-length, ASCII-85, ASCII-hex) read in steps, stopped past `cap`. */
function decodeStepwise(
  stream: PDFRawStream,
  filter: PDFName,
  parms: PDFDict | undefined,
  data: Uint8Array,
  cap: number,
) {
  const one = PDFRawStream.of(stream.dict.context.obj({ Filter: filter, DecodeParms: parms ?? null }), data);
  const decoder = decodePDFRawStream(one);
  let total = 0;
  for (let step = decoder.getBytes(READ_STEP); step.length > 0; step = decoder.getBytes(READ_STEP)) {
    total += step.length;
    if (total > cap) return null;
  }
  decoder.reset();
  return Uint8Array.from(decoder.getBytes(total));
}

function filtersOf(stream: PDFRawStream): [PDFName, PDFDict | undefined][] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [[filter, parms instanceof PDFDict ? parms : undefined]];
  if (!(filter instanceof PDFArray)) throw new Error('the filter is neither a name nor an array');
  return filter
    .asArray()
    .map((_, i) => [
      filter.lookup(i, PDFName),
      parms instanceof PDFArray ? parms.lookupMaybe(i, PDFDict) : undefined,
    ]);
}

/**
 * A stream's bytes with its filters applied, each filter's output stopped as soon as it exceeds `cap`
 * (null then): a compression bomb costs at most a few MB past the cap, never its expanded size. Throws a
 * plain Error for data or filters that cannot be decoded; predictors are not applied (as pdf-lib does not).
 * `file`, the PDF, lets an unfiltered stream with an indirect `/Length` be taken at its declared length.
 */
export function decodePdfStream(stream: PDFStream, cap: number, file?: Uint8Array): Uint8Array | null {
  if (!(stream instanceof PDFRawStream)) {
    const contents = stream.getContents();
    return contents.length > cap ? null : contents;
  }
  const filters = filtersOf(stream);
  let data: Uint8Array | null =
    filters.length === 0 && file ? rawContents(stream, file) : stream.getContents();
  for (const [filter, parms] of filters) {
    if (data === null) return null;
    data =
      filter === PDFName.of('FlateDecode')
        ? inflateUpTo(data, cap)
        : decodeStepwise(stream, filter, parms, data, cap);
  }
  return data !== null && data.length > cap ? null : data;
}
