import { describe, expect, it } from 'vitest';
import { CancelledError, createEnginePool, LARGE_INPUT_BYTES } from './enginePool.ts';
import type { PageEngine } from './pageEngine.ts';

/** A stand-in Worker engine: `validate` answers `name` when its gate opens; records termination. */
function fakeEngines() {
  const started: { id: number; terminated: boolean }[] = [];
  const gates = new Map<string, () => void>();
  const start = async (): Promise<PageEngine> => {
    const me = { id: started.length + 1, terminated: false };
    started.push(me);
    return {
      validate: (input: { xml?: string }) =>
        new Promise((resolve) =>
          gates.set(input.xml as string, () => resolve({ worker: me.id, xml: input.xml })),
        ),
      terminate: () => {
        me.terminated = true;
      },
    } as unknown as PageEngine;
  };
  const open = async (name: string) => {
    for (let i = 0; i < 20 && !gates.has(name); i++) await new Promise((r) => setTimeout(r, 1));
    gates.get(name)?.();
  };
  return { start, started, open };
}

const validate = (xml: string) => (e: PageEngine) =>
  e.validate({ xml }) as unknown as Promise<{ worker: number; xml: string }>;

describe('engine pool', () => {
  it('runs a short job on a second Worker while a long one runs, and short jobs pass waiting long ones', async () => {
    const f = fakeEngines();
    const pool = createEnginePool(f.start);
    const order: string[] = [];
    const long1 = pool.run('long1', LARGE_INPUT_BYTES + 1, validate('long1'), () => order.push('long1'));
    const long2 = pool.run('long2', LARGE_INPUT_BYTES + 1, validate('long2'), () => order.push('long2'));
    const short = pool.run('short', 100, validate('short'));
    await f.open('short');
    expect(await short).toEqual({ worker: 2, xml: 'short' });
    await f.open('long1');
    expect(await long1).toEqual({ worker: 1, xml: 'long1' });
    await f.open('long2');
    expect(await long2).toEqual({ worker: 1, xml: 'long2' });
    expect(order).toEqual(['long1', 'long2']);
  });

  it('a short job waiting on the main Worker goes before a long one queued earlier', async () => {
    const f = fakeEngines();
    const pool = createEnginePool(f.start);
    const order: string[] = [];
    const first = pool.run('first', 10, validate('first'), () => order.push('first'));
    void pool.run('long', LARGE_INPUT_BYTES + 1, validate('long'), () => order.push('long'));
    void pool.run('short', 10, validate('short'), () => order.push('short'));
    await f.open('first');
    await first;
    await f.open('short');
    await f.open('long');
    expect(order).toEqual(['first', 'short', 'long']);
  });

  it('cancelling the running job terminates its Worker; the next job runs on a new one', async () => {
    const f = fakeEngines();
    const pool = createEnginePool(f.start);
    const long = pool.run('long', LARGE_INPUT_BYTES + 1, validate('long'));
    const next = pool.run('next', LARGE_INPUT_BYTES + 1, validate('next'));
    await new Promise((r) => setTimeout(r, 5));
    expect(pool.cancel('long')).toBe(true);
    await expect(long).rejects.toBeInstanceOf(CancelledError);
    await f.open('next');
    expect(await next).toEqual({ worker: 2, xml: 'next' });
    expect(f.started.map((s) => s.terminated)).toEqual([true, false]);
  });

  it('cancelling a waiting job removes it without touching the Worker', async () => {
    const f = fakeEngines();
    const pool = createEnginePool(f.start);
    const running = pool.run('a', 10, validate('a'));
    const waiting = pool.run('b', 10, validate('b'));
    expect(pool.cancel('b')).toBe(true);
    await expect(waiting).rejects.toBeInstanceOf(CancelledError);
    expect(pool.cancel('nope')).toBe(false);
    await f.open('a');
    expect(await running).toEqual({ worker: 1, xml: 'a' });
    expect(f.started).toEqual([{ id: 1, terminated: false }]);
  });
});
