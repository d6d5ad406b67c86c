import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteBehind } from './writeBehind.ts';

/** A batch writer whose writes finish when `finish()` is called; `log` lists what happened in order. */
function gatedWriter() {
  const log: string[] = [];
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const write = async (items: string[]) => {
    log.push(`started ${items.join(',')}`);
    await done;
    log.push(`written ${items.join(',')}`);
  };
  return { log, write, finish: () => finish() };
}

const turn = () => new Promise((r) => setImmediate(r));
/** Moves the faked clock (timers and performance.now) on, running what falls due. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('WriteBehind', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the caller go on, writes the items of one batch window in one write after it, and drain waits', async () => {
    const w = gatedWriter();
    const behind = new WriteBehind(w.write, 2, 30);
    await behind.later('a');
    w.log.push('answered a');
    await turn();
    await behind.later('b');
    // The next turn of the event loop (where a keep-alive client's next request is read) is left alone.
    await turn();
    expect(w.log).toEqual(['answered a']);
    // A quiet server's batch is written by its deadline, twice the window after it opened.
    await sleep(100);
    expect(w.log).toEqual(['answered a', 'started a,b']);
    let drained = false;
    const draining = behind.drain().then(() => {
      drained = true;
    });
    await turn();
    expect(drained).toBe(false);
    w.finish();
    await draining;
    expect(w.log).toEqual(['answered a', 'started a,b', 'written a,b']);
  });

  it('writes a batch a few milliseconds after an answer once it is old enough, not on the next turn', async () => {
    const w = gatedWriter();
    w.finish();
    // The deadline for a quiet server (twice the window, here 85 ms) is not yet due 70 ms in.
    const behind = new WriteBehind(w.write, 5, 40);
    await behind.later('a');
    await sleep(45);
    await behind.later('b');
    await turn();
    expect(w.log).toEqual([]);
    await sleep(4);
    expect(w.log).toEqual([]);
    await sleep(21);
    expect(w.log).toEqual(['started a,b', 'written a,b']);
  });

  it('drain writes the open batch at once', async () => {
    const w = gatedWriter();
    w.finish();
    const behind = new WriteBehind(w.write, 2, 60_000);
    await behind.later('a');
    await behind.drain();
    expect(w.log).toEqual(['started a', 'written a']);
  });

  it('makes the caller wait for its own write once 64 items wait', async () => {
    const w = gatedWriter();
    const behind = new WriteBehind(w.write, 2, 60_000);
    for (let i = 0; i < 64; i++) await behind.later(String(i));
    let returned = false;
    const last = behind.later('64').then(() => {
      returned = true;
    });
    await sleep(20);
    expect(returned).toBe(false);
    expect(w.log).toEqual([`started ${Array.from({ length: 65 }, (_, i) => i).join(',')}`]);
    w.finish();
    await last;
    expect(w.log.at(-1)).toMatch(/^written .*,64$/);
    await behind.drain();
  });
});
