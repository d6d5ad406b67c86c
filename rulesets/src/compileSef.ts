import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Compiles an XSLT file to a SaxonJS SEF (JSON) with xslt3, reusing a cached result keyed by content. */
export async function compileSef(xsltPath: string, cacheDir: string): Promise<{ sefPath: string; sha256: string }> {
  const xslt3 = require.resolve('xslt3/xslt3.js');
  const xslt3Version = (require('xslt3/package.json') as { version: string }).version;
  const hash = createHash('sha256')
    .update(xslt3Version)
    .update('\0')
    .update(fs.readFileSync(xsltPath))
    .digest('hex');
  fs.mkdirSync(cacheDir, { recursive: true });
  const sefPath = path.join(cacheDir, `${hash}.sef.json`);
  if (!fs.existsSync(sefPath)) {
    const tmp = `${sefPath}.${process.pid}.tmp`;
    try {
      await run(process.execPath, [xslt3, `-xsl:${xsltPath}`, `-export:${tmp}`, '-nogo', '-relocate:on'], {
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (e) {
      const err = e as { stderr?: string; stdout?: string; message: string };
      throw new Error(`xslt3 failed to compile ${xsltPath}:\n${err.stderr || err.stdout || err.message}`);
    }
    // Rename only a complete file into place, so an interrupted build never leaves a truncated SEF.
    fs.renameSync(tmp, sefPath);
  }
  return { sefPath, sha256: hash };
}
