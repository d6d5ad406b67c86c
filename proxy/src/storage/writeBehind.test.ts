import { describe, expect, it } from 'vitest';
import { WriteBehind } from './writeBehind.ts';

/** A write that finishes when `finish()` is called. */
function gatedWrite(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    write: async () => {
      log.push(`${name} started`);
      await done;
      log.push(`${name} written`);
    },
    finish: () => finish(),
  };
}

describe('WriteBehind', () => {
  it('lets the caller go on, starts its write after the delay, and drain waits for every write', async () => {
    const log: string[] = [];
    const behind = new WriteBehind(20);
    const a = gatedWrite(log, 'a');
    await behind.later(a.write);
    log.push('answered');
    let drained = false;
    const draining = behind.drain().then(() => {
      drained = true;
    });
    // The next turn of the event loop (where a keep-alive client's next request is read) is left alone.
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['answered']);
    await new Promise((r) => setTimeout(r, 40));
    expect(log).toEqual(['answered', 'a started']);
    expect(drained).toBe(false);
    a.finish();
    await draining;
    expect(log).toEqual(['answered', 'a started', 'a written']);
  });

  it('makes the caller wait for its own write once 64 are pending', async () => {
    const log: string[] = [];
    const behind = new WriteBehind();
    const gates = Array.from({ length: 65 }, (_, i) => gatedWrite(log, String(i)));
    for (const g of gates.slice(0, 64)) await behind.later(g.write);
    let returned = false;
    const last = behind.later((gates[64] as (typeof gates)[number]).write).then(() => {
      returned = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(returned).toBe(false);
    (gates[64] as (typeof gates)[number]).finish();
    await last;
    expect(log).toContain('64 written');
    for (const g of gates) g.finish();
    await behind.drain();
  });
});
