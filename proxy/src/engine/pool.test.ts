import { EngineError } from '@einvoice/engine/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { createEnginePool, type EnginePool, type PoolConfig } from './pool.ts';

const workerUrl = new URL('./pool.test-worker.ts', import.meta.url);
let pool: EnginePool | null = null;

async function start(config: Partial<PoolConfig> = {}): Promise<EnginePool> {
  pool = await createEnginePool({ size: 2, maxQueue: 8, timeoutMs: 10_000, workerUrl, ...config });
  return pool;
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof EngineError ? e.code : `plain: ${(e as Error).message}`),
  );

afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('createEnginePool', () => {
  it('answers by id across workers and reports the engine info', async () => {
    const p = await start();
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((xml) => p.validate({ xml })));
    expect(results.map((r) => r.sha256)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(p.info().artefacts[0]?.id).toBe('fake');
    expect(p.state()).toMatchObject({ workers: 2, ready: 2, busy: 0, queue: 0 });
  });

  it('round-trips EngineError code and details, and hides plain errors', async () => {
    const p = await start();
    const err = await p.validate({ xml: 'fail:MALFORMED_XML' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'MALFORMED_XML', details: { scripted: true } });
    const bug = await p.validate({ xml: 'bug' }).catch((e: unknown) => e);
    expect(bug).not.toBeInstanceOf(EngineError);
    expect((bug as Error).message).not.toContain('secret');
  });

  it('runs work in parallel on the workers while the caller thread stays free', async () => {
    const p = await start();
    const t0 = performance.now();
    const running = Promise.all([p.validate({ xml: 'block:400' }), p.validate({ xml: 'block:400' })]);
    await new Promise((r) => setTimeout(r, 50));
    expect(p.state()).toMatchObject({ busy: 2 });
    expect(performance.now() - t0).toBeLessThan(300);
    await running;
    // Two 400 ms blocks on two workers finish together, not one after the other.
    expect(performance.now() - t0).toBeLessThan(780);
  });

  it('fails the in-flight call of a dying worker with ORACLE_UNAVAILABLE and replaces the worker', async () => {
    const p = await start({ size: 1 });
    const crashed = codeOf(p.validate({ xml: 'crash' }));
    const queued = p.validate({ xml: 'after' });
    expect(await crashed).toBe('ORACLE_UNAVAILABLE');
    // The call queued behind the crash runs on the replacement worker.
    expect((await queued).sha256).toBe('after');
    expect(p.state()).toMatchObject({ ready: 1, restarts: 1 });
  });

  it('fails waiting calls at once when no replacement worker can start, and recovers later', async () => {
    const p = await start({ size: 1 });
    process.env.FAKE_ENGINE_START = 'fail';
    try {
      const crashed = codeOf(p.validate({ xml: 'crash' }));
      const waiting = codeOf(p.validate({ xml: 'waiting' }));
      expect([await crashed, await waiting]).toEqual(['ORACLE_UNAVAILABLE', 'ORACLE_UNAVAILABLE']);
      expect(p.state().ready).toBe(0);
    } finally {
      delete process.env.FAKE_ENGINE_START;
    }
    // The next restart attempt (after the back-off) succeeds.
    await expect.poll(() => p.state().ready, { timeout: 8000, interval: 100 }).toBe(1);
    expect((await p.validate({ xml: 'back' })).sha256).toBe('back');
  });

  it('bounds the queue; the deadline counts from queueing and covers the wait', async () => {
    const p = await start({ size: 1, maxQueue: 1, timeoutMs: 300 });
    const t0 = performance.now();
    const stuck = codeOf(p.validate({ xml: 'block:5000' }));
    const waiting = codeOf(p.validate({ xml: 'next' }));
    expect(await codeOf(p.validate({ xml: 'refused' }))).toBe('ORACLE_UNAVAILABLE');
    expect([await stuck, await waiting]).toEqual(['ORACLE_UNAVAILABLE', 'ORACLE_UNAVAILABLE']);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('never routes a call to a worker being terminated after its deadline', async () => {
    // The deadline covers the wait for the replacement worker, so it is longer than a worker start.
    const p = await start({ size: 1, timeoutMs: 5000 });
    expect(await codeOf(p.validate({ xml: 'block:30000' }))).toBe('ORACLE_UNAVAILABLE');
    // Sent right after the deadline: it waits for the replacement instead of dying with the old worker.
    expect((await p.validate({ xml: 'after-deadline' })).sha256).toBe('after-deadline');
    expect(p.state()).toMatchObject({ ready: 1, busy: 0, queue: 0, restarts: 1 });
  });

  it('keeps the slot and the process when a request cannot be cloned, with free workers and with a queue', async () => {
    const p = await start({ size: 1 });
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const input = { xml: 'deep', deep } as unknown as { xml: string };
    expect(await codeOf(p.validate(input))).toMatch(/^plain: /);
    expect(p.state()).toMatchObject({ busy: 0, queue: 0 });
    // Queued behind a busy worker, the failing hand-off happens inside the worker's reply handler.
    const first = p.validate({ xml: 'block:200' });
    const failing = codeOf(p.validate(input));
    const last = p.validate({ xml: 'last' });
    expect((await first).sha256).toBe('block:200');
    expect(await failing).toMatch(/^plain: /);
    expect((await last).sha256).toBe('last');
    expect(p.state()).toMatchObject({ busy: 0, queue: 0, restarts: 0 });
  });

  it('replaces a worker that exceeds its heap limit and answers that call with XML_TOO_LARGE', async () => {
    const p = await start({ size: 1, maxHeapMb: 48 });
    const err = await p.validate({ xml: 'oom' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'XML_TOO_LARGE', details: { limit: 'memory', maxHeapMb: 48 } });
    expect((await p.validate({ xml: 'after-oom' })).sha256).toBe('after-oom');
    expect(p.state().restarts).toBe(1);
  });

  it('answers JSON text from the worker, bounded by the response limit', async () => {
    const p = await start({ size: 1, maxResponseBytes: 1000 });
    const small = await p.json({ type: 'validate', input: { xml: 'big:10' } });
    expect(JSON.parse(small.json)).toEqual({ sha256: 'xxxxxxxxxx' });
    expect(small.engineMs).toBeGreaterThanOrEqual(0);
    const err = await p.json({ type: 'validate', input: { xml: 'big:2000' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'XML_TOO_LARGE',
      details: { limit: 'response', maxResponseBytes: 1000 },
    });
    expect(await codeOf(p.validate({ xml: 'recurse' }))).toBe('XML_TOO_LARGE');
    expect(p.state()).toMatchObject({ ready: 1, restarts: 0 });
  });

  it('drops a withdrawn call that still waits for a worker, and lets a running one finish', async () => {
    const p = await start({ size: 1 });
    const running = new AbortController();
    const blocking = p.json({ type: 'validate', input: { xml: 'block:300' } }, running.signal);
    const queued = new AbortController();
    // Had it reached the worker, 'crash' would have ended the thread and counted a restart.
    const crash = p.json({ type: 'validate', input: { xml: 'crash' } }, queued.signal);
    expect(p.state()).toMatchObject({ busy: 1, queue: 1 });
    queued.abort();
    running.abort();
    await expect(crash).rejects.toThrow(/withdrawn/);
    expect(p.state()).toMatchObject({ busy: 1, queue: 0 });
    expect(JSON.parse((await blocking).json)).toEqual({ sha256: 'block:300' });
    const withdrawnEarly = new AbortController();
    withdrawnEarly.abort();
    await expect(
      p.json({ type: 'validate', input: { xml: 'crash' } }, withdrawnEarly.signal),
    ).rejects.toThrow(/withdrawn/);
    expect((await p.validate({ xml: 'after' })).sha256).toBe('after');
    expect(p.state()).toMatchObject({ ready: 1, busy: 0, queue: 0, restarts: 0 });
  });

  it('renews an idle worker that a load left with a grown young generation, and only such a one', async () => {
    const p = await start({ size: 1, renew: { idleMs: 100, afterCalls: 3 } });
    const idle = () => new Promise((r) => setTimeout(r, 400));
    const thread = async () => (await p.validate({ xml: 'thread' })).sha256;
    const first = await thread();
    // Grown before it answered enough calls (a first document's rules, not a load): kept.
    expect((await p.validate({ xml: 'churn' })).sha256).toBe('churned');
    await idle();
    expect(await thread()).toBe(first);
    // Now both: replaced once idle.
    let renewed = first;
    for (let i = 0; i < 50 && renewed === first; i++) {
      await new Promise((r) => setTimeout(r, 100));
      renewed = await thread();
    }
    expect(renewed).not.toBe(first);
    // A renewal is no failure, and the pool is whole again.
    expect(p.state()).toMatchObject({ workers: 1, ready: 1, restarts: 0 });
    // Many calls without growth: the fresh worker stays.
    for (let i = 0; i < 4; i++) expect(await thread()).toBe(renewed);
    await idle();
    expect(await thread()).toBe(renewed);
  });

  it('refuses to start when a worker cannot prepare its engine', async () => {
    const broken = new URL('data:text/javascript,throw new Error("no rulesets")');
    await expect(
      createEnginePool({ size: 1, maxQueue: 1, timeoutMs: 1000, workerUrl: broken }),
    ).rejects.toThrow(/exited/);
  });
});
