import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A fingerprint of a build's inputs from every file's path, size and modification time (no reading:
 * a start with nothing to do stays fast), test files left out. `extra` adds what is not a file (tool
 * versions, settings).
 */
export function inputsFingerprint(paths: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const e of extra) hash.update(`${e}\n`);
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      hash.update(`${p}\0missing\n`);
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name === '.cache' || name === 'dist' || name === 'build') continue;
        // Tests beside the code are no build input: editing one rebuilds nothing.
        if (name.endsWith('.test.ts')) continue;
        visit(path.join(p, name));
      }
    } else hash.update(`${p}\0${st.size}\0${st.mtimeMs}\n`);
  };
  for (const p of paths) visit(p);
  return hash.digest('hex');
}

/** Whether the fingerprint stored at `stamp` is `fingerprint`. */
export function upToDate(stamp: string, fingerprint: string): boolean {
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === fingerprint;
}

export function writeStamp(stamp: string, fingerprint: string): void {
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `${fingerprint}\n`);
}
