import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** Run by a short-lived Node process: creates the cluster (PostgreSQL's initdb inside PGlite) and closes it. */
const CREATE_CLUSTER = `
const [module, dir, params] = process.argv.slice(1);
const { PGlite } = await import(module);
const db = new PGlite(dir, { startParams: JSON.parse(params) });
await db.waitReady;
await db.close();
`;

/**
 * A new PGlite folder is initialised by a short-lived process: initdb inside PGlite's WebAssembly touches some
 * 400 MB that an instance never hands back (a thread of our own returned only part of it), so the server's
 * instance, which then only opens the existing folder, would hold it until the next restart. A folder already
 * initialised (PG_VERSION there) is left alone.
 */
export async function initPgliteApart(dir: string, startParams: readonly string[]): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  try {
    await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        CREATE_CLUSTER,
        import.meta.resolve('@electric-sql/pglite'),
        dir,
        JSON.stringify(startParams),
      ],
      { timeout: 120_000, maxBuffer: 1 << 20 },
    );
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(
      `initialising the embedded database in ${dir} failed${stderr ? `: ${stderr.split('\n')[0]}` : ''}`,
    );
  }
}
