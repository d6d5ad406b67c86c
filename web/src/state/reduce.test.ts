import type { ValidateResult } from '@einvoice/engine';
import { describe, expect, it } from 'vitest';
import type { AppState } from './AppState.ts';
import { reduce } from './reduce.ts';
import { DEFAULT_RULE_SETTINGS } from './ruleSettings.ts';

const EMPTY: AppState = {
  locale: 'en',
  engine: { state: 'loading' },
  files: [],
  selectedId: null,
  api: { enabled: false },
  offline: { state: 'unsupported' },
  repairAll: { state: 'idle' },
  rules: DEFAULT_RULE_SETTINGS,
};
const RESULT = { valid: true } as ValidateResult;

function withTwoFiles(): AppState {
  return reduce(EMPTY, {
    type: 'files/added',
    files: [
      { id: 'a', name: 'a.xml', size: 3, bytes: new Uint8Array([60, 97, 62]), rejected: null, at: 100 },
      { id: 'b', name: 'b.png', size: 4, bytes: null, rejected: 'not-xml', at: 100 },
    ],
  });
}

describe('reduce', () => {
  it('adds files, selects the first, and rejects before validating', () => {
    const s = withTwoFiles();
    expect(s.selectedId).toBe('a');
    expect(s.files.map((f) => f.check)).toEqual([
      { state: 'validating', startedAt: 100, runningSince: null },
      { state: 'rejected', reason: 'not-xml' },
    ]);
  });

  it('records a verdict with the time since the drop, once', () => {
    const done = reduce(withTwoFiles(), { type: 'check/done', id: 'a', result: RESULT, at: 350 });
    expect(done.files[0]?.check).toEqual({ state: 'done', result: RESULT, ms: 250 });
    // A late failure cannot overwrite a verdict: done and failed never coexist.
    const late = reduce(done, { type: 'check/failed', id: 'a', error: { code: 'INTERNAL', message: 'x' } });
    expect(late).toBe(done);
  });

  it('runs tasks per file and keeps the others untouched', () => {
    const s = reduce(withTwoFiles(), { type: 'task/started', id: 'a', task: 'repair' });
    expect(s.files[0]?.tasks.repair).toEqual({ state: 'running' });
    expect(s.files[1]?.tasks.repair).toEqual({ state: 'idle' });
    const failed = reduce(s, {
      type: 'task/failed',
      id: 'a',
      task: 'repair',
      error: { code: 'UNPARSEABLE', message: 'm' },
    });
    expect(failed.files[0]?.tasks.repair).toMatchObject({ state: 'failed', error: { code: 'UNPARSEABLE' } });
    expect(reduce(failed, { type: 'task/reset', id: 'a', task: 'repair' }).files[0]?.tasks.repair).toEqual({
      state: 'idle',
    });
  });

  it('moves the selection when the selected file is removed, and ignores unknown ids', () => {
    const s = reduce(withTwoFiles(), { type: 'file/removed', id: 'a' });
    expect(s.selectedId).toBe('b');
    expect(reduce(s, { type: 'file/selected', id: 'nope' })).toBe(s);
    expect(reduce(s, { type: 'file/removed', id: 'b' }).selectedId).toBeNull();
  });
});
