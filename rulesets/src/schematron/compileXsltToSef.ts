import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultCacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/.cache/sef');

/**
 * Compiles XSLT text to a SaxonJS SEF object with the xslt3 command line (`-export -nogo -relocate:on`),
 * caching the SEF under `cacheDir` by the SHA-256 of the XSLT text, so unchanged stylesheets cost nothing.
 */
export function compileXsltToSef(xsltText: string, cacheDir = defaultCacheDir): unknown {
  const hash = createHash('sha256').update(xsltText).digest('hex');
  const sefFile = path.join(cacheDir, `${hash}.sef.json`);
  if (!fs.existsSync(sefFile)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const xslFile = path.join(cacheDir, `${hash}.xsl`);
    const partial = `${sefFile}.${process.pid}.tmp`;
    fs.writeFileSync(xslFile, xsltText);
    const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
    try {
      execFileSync(
        process.execPath,
        [xslt3, `-xsl:${xslFile}`, `-export:${partial}`, '-nogo', '-relocate:on'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (e) {
      const stderr = String((e as { stderr?: Buffer }).stderr ?? '');
      throw new Error(`xslt3 could not compile ${xslFile} (kept for inspection):\n${stderr}`);
    }
    fs.rmSync(xslFile);
    fs.renameSync(partial, sefFile);
  }
  return JSON.parse(fs.readFileSync(sefFile, 'utf8'));
}
