import { describe, expect, it } from 'vitest';
import { GroupCommit } from './groupCommit.ts';

/** A statement runner that records its batches and answers each once `finish` is called. */
function recorder(fail: (batch: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (batch: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(batch);
      pending.push(() =>
        fail(batch) ? reject(new Error(`batch ${batch}`)) : resolve(batch.map((n) => `r${n}`)),
      );
    });
  const finish = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, finish };
}

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes the calls of one turn together, joins the calls made meanwhile into the next statement, and answers each its own', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.run);
    const turn = [commit.submit(0), commit.submit(1)];
    expect(r.batches).toEqual([]);
    await turnEnds();
    expect(r.batches).toEqual([[0, 1]]);
    const rest = [commit.submit(2), commit.submit(3), commit.submit(4)];
    expect(r.batches).toEqual([[0, 1]]);
    await r.finish();
    expect(await Promise.all(turn)).toEqual(['r0', 'r1']);
    expect(r.batches).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    await r.finish();
    expect(await Promise.all(rest)).toEqual(['r2', 'r3', 'r4']);
    // Idle again: a lone call is a statement of its own just after its turn.
    const later = commit.submit(5);
    await turnEnds();
    expect(r.batches.at(-1)).toEqual([5]);
    await r.finish();
    expect(await later).toBe('r5');
  });

  it('rejects only the callers of a batch that failed and goes on with the next', async () => {
    const r = recorder((batch) => batch.includes(2));
    const commit = new GroupCommit(r.run);
    const first = commit.submit(1);
    await turnEnds();
    const failed = [commit.submit(2), commit.submit(3)].map((p) => p.catch((e: Error) => e.message));
    await r.finish();
    const next = commit.submit(4);
    await r.finish();
    await r.finish();
    expect(await first).toBe('r1');
    expect(await Promise.all(failed)).toEqual(['batch 2,3', 'batch 2,3']);
    expect(await next).toBe('r4');
    expect(r.batches).toEqual([[1], [2, 3], [4]]);
  });

  it('puts at most 64 calls into one statement', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.run);
    const all = Array.from({ length: 130 }, (_, i) => commit.submit(i));
    await turnEnds();
    for (let i = 0; i < 3; i++) await r.finish();
    expect(r.batches.map((b) => b.length)).toEqual([64, 64, 2]);
    expect((await Promise.all(all)).at(-1)).toBe('r129');
  });
});
