import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacyStore, type ValidationRecord } from '../storage/legacyStore.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { recordsWrittenBehind } from './validationRecords.ts';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-records-behind-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function record(n: number): ValidationRecord {
  return {
    validationRef: `val_behind${n}`,
    accountId: null,
    keyId: 'key_behind',
    keyMode: 'live',
    api: 'v3',
    createdAt: new Date(1_790_000_000_000 + n),
    sha256: String(n).padStart(64, '0'),
    format: 'ubl',
    isValid: n % 2 === 0,
    rulesets: [{ id: 'en16931', version: '1.3.14', pinned: false, reason: 'default' }],
    errorCount: n,
    warningCount: 0,
    metadata: { invoiceNumber: `R-${n}` },
    fileName: null,
    errorRules: n > 0 ? [{ ruleId: 'BR-CO-15', count: n }] : [],
    formatName: 'xrechnung-3.0',
  };
}

async function stored(store: LegacyStore, refs: string[]) {
  return Promise.all(refs.map((ref) => store.findValidation(ref)));
}

describe('validation records written behind their answers', () => {
  it('stores every record handed in before the database closes, in batches, with what each queues', async () => {
    const first = await openDatabase({ dataDir });
    const queued: number[] = [];
    const handed: string[] = [];
    // Each record queues as many rows as its number: a batch's statement reports what its records queued.
    const store = new LegacyStore(first.db, {
      queueing: (rs) => {
        handed.push(...rs.map((r) => r.validationRef));
        return sql`select generate_series(1, ${rs.reduce((n, r) => n + r.errorCount, 0)}) as id`;
      },
      queued: (count) => queued.push(count),
    });
    const behind = recordsWrittenBehind(store);
    const records = [0, 1, 2, 3].map(record);
    for (const r of records) await behind.later(r);
    // Shutdown as services.close does it: drain, then close; nothing waited for the batch window.
    await behind.drain();
    await first.close();
    expect(handed).toEqual(records.map((r) => r.validationRef));
    expect(queued.reduce((n, c) => n + c, 0)).toBe(0 + 1 + 2 + 3);

    const second = await openDatabase({ dataDir });
    try {
      const found = await stored(
        new LegacyStore(second.db),
        records.map((r) => r.validationRef),
      );
      expect(found).toEqual(records);
    } finally {
      await second.close();
    }
  });
});
