import {
  PDFArray,
  type PDFContext,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  type PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';
import { fail } from '../errors.ts';

/*
 * pdf-lib spends ~10–20 µs on every object it parses and trusts the counts a PDF declares: an object stream
 * declaring 2,000,000 entries in 14.9 KB held a worker until its 30 s deadline, and a cross-reference stream
 * of zero-width entries makes it push one entry per declared number. The work of reading a PDF is bounded
 * here by what its bytes can hold, each bound checked before the work it bounds.
 */

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

/** Objects any PDF may have, however small: the corpus's hybrid invoices have 13–49, a 500-page one a few thousand. */
const MIN_OBJECTS = 10_000;
/**
 * Bytes of the file per object beyond MIN_OBJECTS: a tagged PDF packs its small structure objects at ~30–50
 * bytes each; a 10 MB PDF may have 209,715 objects, which pdf-lib reads in a few seconds.
 */
const BYTES_PER_OBJECT = 50;

/** Most indirect objects a PDF of `fileBytes` bytes may have, in its body and in its object streams together. */
export const maxPdfObjects = (fileBytes: number) =>
  Math.max(MIN_OBJECTS, Math.floor(fileBytes / BYTES_PER_OBJECT));

function refuse(reason: string, message: string, details: Record<string, number>): never {
  return fail('UNSUPPORTED_FORMAT', `The PDF cannot be read: ${message}.`, { reason, ...details });
}

/** The objects a PDF may have (maxPdfObjects of its size) and how many are left to parse. */
export interface ObjectAllowance {
  readonly maxObjects: number;
  objectsLeft: number;
}

/** `count` more objects out of what is left; past it 422 pdf-too-many-objects. */
export function takeObjects(left: ObjectAllowance, count: number): void {
  const limit = left.maxObjects;
  if (count > left.objectsLeft) {
    refuse('pdf-too-many-objects', `it has more than ${limit} objects, the most a PDF of its size may have`, {
      limit,
    });
  }
  left.objectsLeft -= count;
}

/**
 * The indirect objects (`n g obj`) written in the file's body, counted before pdf-lib parses any (a few
 * milliseconds per MB). Headers inside streams count too: an overcount only a crafted file reaches. A scan
 * back from each `obj`, not a regular expression: `\d+\s+\d+\s+obj` backtracks quadratically over a long
 * run of digits (200,000 took minutes); each scan stops at the previous `obj`'s letters, so this is linear.
 */
export function bodyObjects(file: Uint8Array): number {
  let count = 0;
  const run = (at: number, is: (b: number) => boolean) => {
    let i = at;
    while (i >= 0 && is(file[i] as number)) i--;
    return i;
  };
  for (let at = file.indexOf(0x6f); at >= 0; at = file.indexOf(0x6f, at + 1)) {
    if (file[at + 1] !== 0x62 || file[at + 2] !== 0x6a) continue; // "obj"
    const afterGeneration = run(at - 1, isSpace);
    const afterNumber = run(afterGeneration, isDigit);
    if (afterGeneration === at - 1 || afterNumber === afterGeneration) continue;
    const beforeNumber = run(afterNumber, isSpace);
    if (beforeNumber === afterNumber || run(beforeNumber, isDigit) === beforeNumber) continue;
    count++;
  }
  return count;
}

function wholeNumber(raw: PDFRawStream, key: string): number | null {
  const value = raw.dict.lookup(PDFName.of(key));
  if (!(value instanceof PDFNumber)) return null;
  const n = value.asNumber();
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** The header's `count` (object number, offset) pairs, read from `bytes[0, end)`; null when it holds fewer. */
function headerPairs(bytes: Uint8Array, end: number, count: number): [number, number][] | null {
  const pairs: [number, number][] = [];
  let at = 0;
  const int = () => {
    while (at < end && isSpace(bytes[at] as number)) at++;
    if (at >= end || !isDigit(bytes[at] as number)) return null;
    let n = 0;
    while (at < end && isDigit(bytes[at] as number)) n = n * 10 + (bytes[at++] as number) - 0x30;
    return Number.isSafeInteger(n) ? n : null;
  };
  for (let i = 0; i < count; i++) {
    const objectNumber = int();
    const offset = int();
    if (objectNumber === null || offset === null) return null;
    pairs.push([objectNumber, offset]);
  }
  return pairs;
}

/**
 * Parses a decoded object stream into `context` as pdf-lib's PDFObjectStreamParser does, within what its
 * bytes can hold: `/N` pairs need at least 4 bytes each before `/First` and one byte each after it, no two
 * objects may start at the same offset, and each object is parsed from its bytes only (up to the next
 * object's offset), so the work is linear in the stream's length. Over-declared streams are refused with
 * 422 pdf-object-stream-overdeclared; a header that is not pairs of numbers is a plain Error (pdf-lib then
 * skips the stream, as it skips any object it cannot parse).
 */
export function parseObjectStream(raw: PDFRawStream, context: PDFContext, objects: ObjectAllowance): void {
  const bytes = raw.getContents();
  const count = wholeNumber(raw, 'N');
  const first = wholeNumber(raw, 'First');
  if (count === null || first === null || first > bytes.length) {
    throw new Error('the object stream has no usable /N or /First');
  }
  const holds = Math.min(Math.floor((first + 1) / 4), bytes.length - first);
  if (count > holds) {
    refuse(
      'pdf-object-stream-overdeclared',
      `an object stream declares ${count} objects where its ${bytes.length} decoded bytes hold at most ${holds}`,
      { limit: holds, declared: count },
    );
  }
  takeObjects(objects, count);
  const pairs = headerPairs(bytes, first, count);
  if (pairs === null) throw new Error('the object stream header is not pairs of numbers');
  const byOffset = [...pairs].sort((a, b) => a[1] - b[1]);
  for (let i = 0; i < byOffset.length; i++) {
    const [objectNumber, offset] = byOffset[i] as [number, number];
    const end = i + 1 < byOffset.length ? first + (byOffset[i + 1] as [number, number])[1] : bytes.length;
    const start = first + offset;
    if (start >= end || start >= bytes.length) {
      refuse(
        'pdf-object-stream-overdeclared',
        'two objects of an object stream share their bytes, or one starts past its end',
        { declared: count },
      );
    }
    const ref = PDFRef.of(objectNumber, 0);
    context.assign(ref, PDFObjectParser.forBytes(bytes.subarray(start, end), context).parseObject(ref));
  }
}

/**
 * Refuses a cross-reference stream whose subsections (`/Index`, else `0 /Size`) declare more entries than
 * its decoded bytes hold at `/W` bytes each (422 pdf-xref-overdeclared). A classic `xref` table needs no
 * bound: pdf-lib reads as many entries as the file's bytes spell out.
 */
export function checkXrefStream(raw: PDFRawStream): void {
  const numbers = (key: string) => {
    const array = raw.dict.lookup(PDFName.of(key));
    if (!(array instanceof PDFArray)) return null;
    return array.asArray().map((v) => {
      const n = raw.dict.context.lookup(v);
      return n instanceof PDFNumber ? n.asNumber() : Number.NaN;
    });
  };
  const widths = numbers('W') ?? [];
  const spans = numbers('Index');
  const width = widths.reduce((sum, n) => sum + n, 0);
  const entries = spans
    ? spans.filter((_, i) => i % 2 === 1).reduce((sum, n) => sum + n, 0)
    : (wholeNumber(raw, 'Size') ?? Number.NaN);
  if (!widths.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= 8) || !Number.isSafeInteger(entries)) {
    throw new Error('the cross-reference stream has no usable /W, /Index or /Size');
  }
  const length = raw.getContents().length;
  if (entries < 0 || entries * width > length || (entries > 0 && width === 0)) {
    refuse(
      'pdf-xref-overdeclared',
      `a cross-reference stream declares ${entries} entries of ${width} bytes where it has ${length} bytes`,
      { limit: width === 0 ? 0 : Math.floor(length / width), declared: entries },
    );
  }
}
