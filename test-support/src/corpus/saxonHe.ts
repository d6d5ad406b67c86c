import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { normaliseLocation } from '@einvoice/engine/xml';

// Saxon-HE 9.9 on the JVM (Debian's libsaxonhe-java), the processor the KoSIT validator and most users run:
// the independent reference for an owner's compiled schematron XSLT.

const run = promisify(execFile);
export const SAXON_JAR = process.env.SAXON_HE_JAR ?? '/usr/share/java/Saxon-HE.jar';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e] as string),
  );
export const squash = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The SVRL items of one Saxon output as `id|flag|location|text` lines, sorted. */
export function svrlItems(svrl: string): string[] {
  const out: string[] = [];
  const re = /<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g;
  for (let m = re.exec(svrl); m; m = re.exec(svrl)) {
    const attrs = m[2] as string;
    const attr = (name: string) => unescapeXml(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '');
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[3] as string)?.[1] ?? '';
    out.push(
      `${attr('id')}|${attr('flag')}|${normaliseLocation(attr('location'))}|${squash(unescapeXml(text.replace(/<[^>]+>/g, '')))}`,
    );
  }
  return out.sort();
}

/**
 * Runs one stylesheet over every file of `dir/in` in one JVM (Saxon's collection mode, -s:dir -o:dir: a JVM
 * start per document would take minutes). Returns the SVRL items per file name; null for a file the
 * stylesheet raised a dynamic error on.
 */
export async function saxonCollection(
  stylesheet: string,
  dir: string,
): Promise<{ items: Map<string, string[] | null>; ms: number }> {
  const t0 = performance.now();
  let stderr = '';
  try {
    const r = await run(
      'java',
      [
        '-cp',
        SAXON_JAR,
        'net.sf.saxon.Transform',
        `-s:${path.join(dir, 'in')}`,
        `-o:${path.join(dir, 'out')}`,
        `-xsl:${stylesheet}`,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    stderr = r.stderr;
  } catch (e) {
    // Collection mode exits non-zero when any document failed; the others are written all the same.
    stderr = (e as { stderr?: string }).stderr ?? '';
    if (!/transformations? failed/.test(stderr)) throw e;
  }
  const failed = new Set(
    [...stderr.matchAll(/While processing (\S+?):/g)].map((m) => path.basename(m[1] as string)),
  );
  const items = new Map<string, string[] | null>();
  for (const file of fs.readdirSync(path.join(dir, 'in'))) {
    const out = path.join(dir, 'out', file);
    items.set(file, failed.has(file) || !fs.existsSync(out) ? null : svrlItems(fs.readFileSync(out, 'utf8')));
  }
  return { items, ms: performance.now() - t0 };
}

/** The Saxon-HE version line (`java -cp Saxon-HE.jar net.sf.saxon.Version`). */
export async function saxonVersion(): Promise<string> {
  const { stdout, stderr } = await run('java', ['-cp', SAXON_JAR, 'net.sf.saxon.Version']);
  return `${stdout}${stderr}`;
}
