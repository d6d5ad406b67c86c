import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const defaultCacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/.cache/sef');
const require = createRequire(import.meta.url);

/** A cached or pending xslt3 compilation: the SEF lives at `sefFile`, named by the content hash. */
interface SefJob {
  sha256: string;
  sefFile: string;
  xslFile: string;
  partial: string;
  args: string[];
}

/** The content key of a stylesheet: SHA-256 of the xslt3 version and the XSLT text (its cache file's name). */
export function sefKey(xsltText: string): string {
  const xslt3Version = (require('xslt3/package.json') as { version: string }).version;
  return createHash('sha256').update(`${xslt3Version}\0`).update(xsltText).digest('hex');
}

function sefJob(xsltText: string, cacheDir: string): SefJob {
  const sha256 = sefKey(xsltText);
  const sefFile = path.join(cacheDir, `${sha256}.sef.json`);
  const xslFile = path.join(cacheDir, `${sha256}.xsl`);
  const partial = `${sefFile}.${process.pid}.tmp`;
  const args = [
    require.resolve('xslt3/xslt3.js'),
    `-xsl:${xslFile}`,
    `-export:${partial}`,
    '-nogo',
    '-relocate:on',
  ];
  return { sha256, sefFile, xslFile, partial, args };
}

function prepare(job: SefJob, xsltText: string, cacheDir: string): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(job.xslFile, xsltText);
}

// Rename only a complete file into place, so an interrupted build never leaves a truncated SEF.
function finish(job: SefJob): void {
  fs.rmSync(job.xslFile);
  fs.renameSync(job.partial, job.sefFile);
}

function failure(job: SefJob, e: unknown): Error {
  const stderr = String((e as { stderr?: Buffer | string }).stderr ?? (e as Error).message);
  return new Error(`xslt3 could not compile ${job.xslFile} (kept for inspection):\n${stderr}`);
}

/**
 * Compiles XSLT text to a SaxonJS SEF object with the xslt3 command line (`-export -nogo -relocate:on`),
 * caching the SEF under `cacheDir` by the SHA-256 of the XSLT text, so unchanged stylesheets cost nothing.
 */
export function compileXsltToSef(xsltText: string, cacheDir = defaultCacheDir): unknown {
  const job = sefJob(xsltText, cacheDir);
  if (!fs.existsSync(job.sefFile)) {
    prepare(job, xsltText, cacheDir);
    try {
      execFileSync(process.execPath, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      throw failure(job, e);
    }
    finish(job);
  }
  return JSON.parse(fs.readFileSync(job.sefFile, 'utf8'));
}

/** The same compilation without blocking, for the build, which runs two at a time. */
export async function compileXsltToSefFile(
  xsltText: string,
  cacheDir = defaultCacheDir,
): Promise<{ sefFile: string; sha256: string }> {
  const job = sefJob(xsltText, cacheDir);
  if (!fs.existsSync(job.sefFile)) {
    prepare(job, xsltText, cacheDir);
    try {
      await promisify(execFile)(process.execPath, job.args, { maxBuffer: 64 * 1024 * 1024 });
    } catch (e) {
      throw failure(job, e);
    }
    finish(job);
  }
  return { sefFile: job.sefFile, sha256: job.sha256 };
}
