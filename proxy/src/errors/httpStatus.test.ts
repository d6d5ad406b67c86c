import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from './httpError.ts';
import { HTTP_STATUS } from './httpStatus.ts';

const specPath = process.env.SPEC_PATH ?? path.resolve(repoRoot, '../shared/spec/interface-spec.md');

/** Rows of the spec's 7.1 table as [status, code]; the unnamed option row is INVALID_OPTION. */
function specRows(): [number, string][] {
  const spec = readFileSync(specPath, 'utf8');
  const section = spec.slice(spec.indexOf('### 7.1'), spec.indexOf('### 7.2'));
  return [...section.matchAll(/^\| (\d{3}) \| ([^|]+) \|/gm)].map(([, status, code]) => [
    Number(status),
    code?.trim() === '(invalid option)' ? 'INVALID_OPTION' : (code?.trim() ?? ''),
  ]);
}

describe('HTTP_STATUS', () => {
  it('matches every row of spec table 7.1', () => {
    const rows = specRows();
    expect(rows.length).toBeGreaterThan(25);
    for (const [status, code] of rows)
      expect([code, HTTP_STATUS[code as keyof typeof HTTP_STATUS]]).toEqual([code, status]);
  });

  it('covers exactly the spec codes plus the unnamed 500', () => {
    const specCodes = new Set(specRows().map(([, code]) => code));
    expect(API_ERROR_CODES.filter((c) => !specCodes.has(c))).toEqual(['INTERNAL']);
    expect(HTTP_STATUS.INTERNAL).toBe(500);
  });
});
