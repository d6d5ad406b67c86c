import { readFileSync } from 'node:fs';

/** Current resident memory of a process in bytes, from /proc (read by the test, not the server). */
export function rssOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
}

/** Samples a process's resident memory every `everyMs` until `stop()`, which gives the highest seen. */
export function sampleRss(pid: number, everyMs = 10): { stop(): number } {
  let highest = rssOf(pid);
  const timer = setInterval(() => {
    highest = Math.max(highest, rssOf(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, rssOf(pid));
    },
  };
}

const MB = 2 ** 20;

/**
 * Issue 30 and 34: what one request may do to a process's resident memory. `rise`: the most above its level
 * before, while the request runs. `held`: the most it may stay above once answered — judging a 10 MB invoice
 * leaves ~65 MB of grown V8 heap in place; the retained copies these bounds guard against held 400 to 900 MB.
 */
export const MEMORY_BOUNDS = { rise: 300 * MB, held: 150 * MB } as const;

/** Waits until a process's memory stops falling (after the previous request), then reads it. */
export async function settledRss(pid: number): Promise<number> {
  let last = rssOf(pid);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = rssOf(pid);
    if (now >= last - 5 * MB) return now;
    last = now;
  }
  return last;
}

/** A process's memory around one piece of work: settled before, the highest during, the lowest within 5 s after. */
export interface RssAround<T> {
  result: T;
  before: number;
  /** Highest minus before. */
  rise: number;
  /** Lowest after minus before (looked for until it is within MEMORY_BOUNDS.held, at most 5 s). */
  held: number;
  /** One line for the log: `RSS … MB before, +… MB at most, +… MB after`. */
  summary: string;
}

export async function rssAround<T>(pid: number, work: () => Promise<T>): Promise<RssAround<T>> {
  const before = await settledRss(pid);
  const sampler = sampleRss(pid);
  const result = await work();
  const peak = sampler.stop();
  let after = rssOf(pid);
  for (let i = 0; i < 20 && after - before > MEMORY_BOUNDS.held; i++) {
    await new Promise((r) => setTimeout(r, 250));
    after = Math.min(after, rssOf(pid));
  }
  const mb = (n: number) => Math.round(n / MB);
  return {
    result,
    before,
    rise: peak - before,
    held: after - before,
    summary: `RSS ${mb(before)} MB before, +${mb(peak - before)} MB at most, +${mb(after - before)} MB after`,
  };
}
