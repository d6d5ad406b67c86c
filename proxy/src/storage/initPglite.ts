import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// From the server bundle (proxy/dist/, `npm start`) the preparation is the bundled entry beside this code; from
// the TypeScript sources (tests, tsx) it is the source, run through tsx.
const PREPARE = import.meta.url.endsWith('.ts')
  ? ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./prepareDatabase.ts', import.meta.url))]
  : [fileURLToPath(new URL('./prepareDatabase.mjs', import.meta.url))];

/**
 * A new PGlite folder is prepared by a short-lived process (prepareDatabase.ts): initdb inside PGlite's
 * WebAssembly touches some 400 MB and the migrations of an empty database some 30–50 MB more, which an instance
 * never hands back (a thread of our own returned only part of it), so the server's instance, which then only
 * opens the migrated folder, would hold them until the next restart. A folder already initialised (PG_VERSION
 * there) is left alone: its pending migrations, if any, run in the server as before.
 */
export async function initPgliteApart(dir: string, startParams: readonly string[]): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  try {
    await promisify(execFile)(process.execPath, [...PREPARE, dir, JSON.stringify(startParams)], {
      timeout: 120_000,
      maxBuffer: 1 << 20,
    });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(
      `initialising the embedded database in ${dir} failed${stderr ? `: ${stderr.split('\n').find((l) => l.trim()) ?? ''}` : ''}`,
    );
  }
}
