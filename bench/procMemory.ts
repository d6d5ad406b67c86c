import fs from 'node:fs';

/**
 * Resident memory of a Linux process from /proc/<pid>/status, MB: `rss` now (VmRSS, all its threads) and
 * `peak` since it started (VmHWM, the kernel's high-water mark, so no spike between two samples is missed).
 */
export function procMemoryMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!m) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(m[1]);
  };
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Bytes of every file under `dir`, its subfolders included. */
export function bytesUnder(dir: string): number {
  let sum = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) sum += fs.statSync(`${entry.parentPath}/${entry.name}`).size;
  return sum;
}
