import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EngineError, ERROR_CODES } from '@einvoice/engine/errors';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/httpError.ts';
import { LEGACY_STATUS, toLegacyError } from './errors.ts';

const specPath = process.env.SPEC_PATH ?? path.resolve(repoRoot, '../shared/spec/interface-spec.md');

/** Rows of the spec's 7.2 table as [status, code]; "429 or other" reads as 429, our choice. */
function specRows(): [number, string][] {
  const spec = readFileSync(specPath, 'utf8');
  const section = spec.slice(spec.indexOf('### 7.2'), spec.indexOf('## 8.'));
  return [...section.matchAll(/^\| (\d{3})(?: or other)? \| ([A-Z_]+) \|/gm)].map(([, status, code]) => [
    Number(status),
    code as string,
  ]);
}

describe('LEGACY_STATUS', () => {
  it('answers every code of spec table 7.2 with its status', () => {
    const rows = specRows();
    expect(rows.map(([, code]) => code)).toEqual([
      'BAD_REQUEST',
      'XML_TOO_LARGE',
      'UNAUTHORIZED',
      'QUOTA_EXCEEDED',
      'INSUFFICIENT_TIER',
      'RATE_LIMIT_EXCEEDED',
      'TEST_RATE_LIMIT_EXCEEDED',
    ]);
    for (const [status, code] of rows)
      expect([code, LEGACY_STATUS[code as keyof typeof LEGACY_STATUS]]).toEqual([code, status]);
  });

  it('maps every engine code to an earlier code, rate limits by key kind', () => {
    for (const code of ERROR_CODES) {
      const e = toLegacyError(new EngineError(code, 'x'), false);
      expect(Object.keys(LEGACY_STATUS)).toContain(e.code);
    }
    expect(toLegacyError(new EngineError('XML_TOO_LARGE', 'x'), false).code).toBe('XML_TOO_LARGE');
    expect(toLegacyError(new EngineError('MALFORMED_XML', 'x', { line: 1 }), false)).toMatchObject({
      code: 'BAD_REQUEST',
      details: { line: 1, cause: 'MALFORMED_XML' },
    });
    expect(toLegacyError(new HttpError('RATE_LIMITED', 'x'), true).message).toContain(
      '100 requests per hour',
    );
    expect(toLegacyError(new HttpError('RATE_LIMITED', 'x'), false).code).toBe('RATE_LIMIT_EXCEEDED');
    expect(toLegacyError(new Error('/secret/path'), false)).toMatchObject({
      code: 'INTERNAL',
      message: 'Internal error',
    });
  });
});
