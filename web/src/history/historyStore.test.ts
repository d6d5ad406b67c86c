import type { ValidateResult } from '@einvoice/engine';
import { describe, expect, it, vi } from 'vitest';
import type { AppState } from '../state/AppState.ts';
import { createStore } from '../state/createStore.ts';
import { DEFAULT_RULE_SETTINGS } from '../state/ruleSettings.ts';
import type { HistoryRecord } from './historyDb.ts';
import { createHistory, HISTORY_SWITCH_KEY, type HistoryBackend, MAX_RECORDS } from './historyStore.ts';
import { recordChecks } from './recordChecks.ts';

/** An in-memory stand-in for IndexedDB that says what is stored. */
function memoryBackend(initial: HistoryRecord[] = []) {
  const rows = new Map(initial.map((r) => [r.key, r]));
  const backend: HistoryBackend = {
    all: async () => [...rows.values()],
    put: async (r) => void rows.set(r.key, r),
    remove: async (k) => void rows.delete(k),
    clear: async () => rows.clear(),
  };
  return { backend, rows };
}

function memoryStorage(values: Record<string, string> = {}) {
  return {
    getItem: (k: string) => values[k] ?? null,
    setItem: (k: string, v: string) => {
      values[k] = v;
    },
    values,
  };
}

const record = (n: number, at = `2026-11-25T10:00:${String(n % 60).padStart(2, '0')}Z`): HistoryRecord => ({
  key: `k${n}`,
  name: `f${n}.xml`,
  size: n,
  sha256: `s${n}`,
  checkedAt: at,
  ms: 1,
  result: { valid: true } as ValidateResult,
  summary: null,
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('local history', () => {
  it('is off by default and keeps nothing while off', async () => {
    const { backend, rows } = memoryBackend();
    const h = createHistory(backend, memoryStorage());
    expect(h.getState().enabled).toBe(false);
    await h.save(record(1));
    expect(rows.size).toBe(0);
    expect(h.getState().records).toEqual([]);
  });

  it('restores what was kept when the switch was left on, newest first', async () => {
    const { backend } = memoryBackend([record(1, '2026-01-01T00:00:00Z'), record(2, '2026-02-01T00:00:00Z')]);
    const h = createHistory(backend, memoryStorage({ [HISTORY_SWITCH_KEY]: 'on' }));
    await h.load();
    expect(h.getState().records.map((r) => r.key)).toEqual(['k2', 'k1']);
  });

  it('replaces a file checked again, drops the oldest beyond the limit, and deletes all when turned off', async () => {
    const { backend, rows } = memoryBackend();
    const storage = memoryStorage();
    const h = createHistory(backend, storage);
    await h.setEnabled(true);
    expect(storage.values[HISTORY_SWITCH_KEY]).toBe('on');
    for (let n = 0; n < MAX_RECORDS + 2; n++) await h.save(record(n));
    await h.save({ ...record(MAX_RECORDS + 1), size: 99 });
    expect(rows.size).toBe(MAX_RECORDS);
    expect(h.getState().records).toHaveLength(MAX_RECORDS);
    expect(h.getState().records[0]?.size).toBe(99);
    expect(rows.has('k0') || rows.has('k1')).toBe(false);
    h.view('k5');
    await h.setEnabled(false);
    expect(rows.size).toBe(0);
    expect(h.getState()).toEqual({ enabled: false, records: [], viewing: null });
    expect(storage.values[HISTORY_SWITCH_KEY]).toBe('off');
  });

  it('works on in memory where the browser refuses IndexedDB, and never throws', async () => {
    const refused = async () => {
      throw new Error('QuotaExceededError');
    };
    const backend: HistoryBackend = { all: refused, put: refused, remove: refused, clear: refused };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = createHistory(backend, memoryStorage({ [HISTORY_SWITCH_KEY]: 'on' }));
    await h.load();
    await h.save(record(1));
    expect(h.getState().records.map((r) => r.key)).toEqual(['k1']);
    await h.clear();
    await h.setEnabled(false);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('records each verdict once, and again when the invoice summary arrives, with the check time kept', async () => {
    const { backend, rows } = memoryBackend();
    const h = createHistory(backend, memoryStorage({ [HISTORY_SWITCH_KEY]: 'on' }));
    const store = createStore({
      locale: 'en',
      engine: { state: 'loading' },
      files: [],
      selectedId: null,
      api: { enabled: false },
      offline: { state: 'unsupported' },
      repairAll: { state: 'idle' },
      rules: DEFAULT_RULE_SETTINGS,
    } satisfies AppState);
    let clock = 0;
    recordChecks(store, h, () => `2026-11-25T10:00:0${clock++}Z`);
    const bytes = new Uint8Array([60]);
    store.dispatch({
      type: 'files/added',
      files: [{ id: 'a', name: 'a.xml', size: 1, bytes, rejected: null, at: 0 }],
    });
    await flush();
    expect(rows.size).toBe(0);
    const result = { valid: false, sha256: 'abc' } as ValidateResult;
    store.dispatch({ type: 'check/done', id: 'a', result, at: 40 });
    store.dispatch({ type: 'locale/set', locale: 'de' });
    await flush();
    expect([...rows.values()]).toEqual([
      {
        key: 'abc\u0000a.xml',
        name: 'a.xml',
        size: 1,
        sha256: 'abc',
        checkedAt: '2026-11-25T10:00:00Z',
        ms: 40,
        result,
        summary: null,
      },
    ]);
    const summary = { number: 'R-1', seller: 'ACME', amount: '10.00', currency: 'EUR' };
    store.dispatch({ type: 'summary/read', id: 'a', summary });
    await flush();
    expect(rows.get('abc\u0000a.xml')).toMatchObject({ summary, checkedAt: '2026-11-25T10:00:00Z' });
    expect(clock).toBe(1);

    // Off deletes; on again keeps what the page shows at once.
    await h.setEnabled(false);
    expect(rows.size).toBe(0);
    await h.setEnabled(true);
    await flush();
    expect([...rows.keys()]).toEqual(['abc\u0000a.xml']);
  });
});
