import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniffFile.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('sniffFile', () => {
  it('lets XML through whatever its byte-order mark or leading whitespace', () => {
    expect(sniffFile(bytes('<?xml version="1.0"?><Invoice/>'))).toBeNull();
    expect(sniffFile(bytes([0xef, 0xbb, 0xbf], '\n  <Invoice/>'))).toBeNull();
    expect(sniffFile(bytes([0xff, 0xfe], [0x3c, 0x00, 0x61, 0x00]))).toBeNull();
    expect(sniffFile(bytes([0xfe, 0xff], [0x00, 0x3c, 0x00, 0x61]))).toBeNull();
  });

  it('lets PDFs through for the engine to open, also after leading bytes', () => {
    expect(sniffFile(bytes('%PDF-1.7\n%\u00e2\u00e3'))).toBeNull();
    expect(sniffFile(bytes([0x0d, 0x0a, 0x00], '%PDF-1.4\n'))).toBeNull();
    expect(sniffFile(bytes('%PDF'))).toBe('not-xml');
  });

  it('names empty files and everything else', () => {
    expect(sniffFile(new Uint8Array())).toBe('empty');
    expect(sniffFile(bytes([0x50, 0x4b, 0x03, 0x04]))).toBe('not-xml'); // ZIP (xlsx, docx)
    expect(sniffFile(bytes('Rechnung 4711'))).toBe('not-xml');
    expect(sniffFile(bytes('   \n'))).toBe('not-xml');
  });
});
