import { describe, expect, test } from 'vitest';
import { decodeBase64 } from './decodeBase64.ts';

const LIMIT = 1024;
const refusedAt = (offset: number) =>
  expect.objectContaining({ code: 'INVALID_BASE64', details: expect.objectContaining({ offset }) });

describe('decodeBase64', () => {
  test('decodes exactly what Node encodes, for every length mod 3 and with MIME line breaks', () => {
    for (let n = 0; n < 200; n++) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 151 + n * 7) & 0xff);
      const b64 = Buffer.from(bytes).toString('base64');
      expect(decodeBase64(b64, LIMIT)).toEqual(bytes);
      const wrapped = b64.replace(/.{1,76}/g, '$&\r\n');
      expect(decodeBase64(wrapped, LIMIT)).toEqual(bytes);
      expect(decodeBase64(b64.replace(/.{1,64}/g, '$&\n'), LIMIT)).toEqual(bytes);
    }
  });

  test.each([
    ['a space', 'PGE+ PC9hPg==', 4],
    ['a tab', 'PGE+\tPC9hPg==', 4],
    ['the URL-safe alphabet', 'PGE-PC9hPg==', 3],
    ['a non-ASCII character', 'PGE+PC9hPgä=', 10],
    ['padding in the middle', 'PG==PC9hPg==', 4],
    ['padding at the first place of a quantum', 'PGE+=C9hPg==', 4],
    ['data after padding', 'PGE+PC9hPg==PGE+', 12],
    ['a third padding character', 'PGE+PC9hPg===', 12],
    ['missing padding', 'PGE+PC9hPg', 10],
    ['a truncated quantum', 'PGE+P', 5],
    ['non-zero pad bits (one pad)', 'PGF=', 2],
    ['non-zero pad bits (two pads)', 'PB==', 1],
  ])('refuses %s with the offset of the first bad character', (_name, b64, offset) => {
    expect(() => decodeBase64(b64, LIMIT)).toThrow(refusedAt(offset));
  });

  test('checks the decoded size before decoding, and counts only data characters', () => {
    const exact = Buffer.alloc(LIMIT, 0x41).toString('base64');
    expect(decodeBase64(exact.replace(/.{1,76}/g, '$&\r\n'), LIMIT)).toHaveLength(LIMIT);
    const over = Buffer.alloc(LIMIT + 1, 0x41).toString('base64');
    expect(() => decodeBase64(over, LIMIT)).toThrow(
      expect.objectContaining({ code: 'XML_TOO_LARGE', details: { limit: LIMIT, size: LIMIT + 1 } }),
    );
  });
});
