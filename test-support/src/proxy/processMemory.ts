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
