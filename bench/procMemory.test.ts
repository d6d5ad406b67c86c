import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesUnder, procMemoryMb } from './procMemory.ts';

describe('procMemoryMb', () => {
  it("reads this process's resident memory and its high-water mark", () => {
    const own = process.memoryUsage().rss / 1024 / 1024;
    const { rss, peak } = procMemoryMb(process.pid);
    // VmRSS and memoryUsage().rss read the same counter a moment apart.
    expect(Math.abs(rss - own)).toBeLessThan(own * 0.2);
    expect(peak).toBeGreaterThanOrEqual(rss);
  });

  it('fails for a process that does not exist', () => {
    expect(() => procMemoryMb(2 ** 30)).toThrow();
  });
});

describe('bytesUnder', () => {
  it('adds the sizes of the files in a folder and its subfolders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bytes-under-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.txt'), 'x'.repeat(10));
      fs.mkdirSync(path.join(dir, 'sub/deeper'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'sub/b.bin'), Buffer.alloc(1000));
      fs.writeFileSync(path.join(dir, 'sub/deeper/c'), '');
      expect(bytesUnder(dir)).toBe(1010);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
