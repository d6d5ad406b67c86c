import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir, repoRoot, rulesetsDir } from '@einvoice/test-support/corpus/paths';

const SAXON_JAR = process.env.SAXON_HE_JAR ?? '/usr/share/java/Saxon-HE.jar';
const CEN_XSLT = {
  ubl: path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt'),
  cii: path.join(rulesetsDir, 'en16931/cii/xslt/EN16931-CII-validation.xslt'),
} as const;

export interface KositBenchRow {
  run: string;
  files: number;
  wallS: number;
  filesPerS: number;
}

const timed = (f: () => void) => {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) / 1000;
};

/**
 * The XRechnung test suite through `validator` (a fresh process: rules loaded, every document through XSD,
 * EN 16931 and XRechnung, a KoSIT report written per file) beside the JVM: Saxon-HE 9.9 running the official
 * CEN XSLT in collection mode (one JVM per syntax, as the conformance suite runs it). The JVM side is a lower
 * bound on the KoSIT validator's work on the same machine: KoSIT also validates the XSD and runs the XRechnung
 * stylesheet, whose XSLT form is not among the shared artefacts (only its Schematron source).
 */
export function kositBench(): KositBenchRow[] {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kosit-bench-'));
  try {
    const suite = path.join(corpusDir, 'xrechnung-testsuite');
    const files = (fs.readdirSync(suite, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.xml'))
      .map((f) => path.join(suite, f));
    const bySyntax = {
      ubl: files.filter((f) => f.endsWith('_ubl.xml')),
      cii: files.filter((f) => f.endsWith('_uncefact.xml')),
    };
    const rows: KositBenchRow[] = [];
    const cli = timed(() =>
      execFileSync(
        process.execPath,
        [path.join(repoRoot, 'validator/bin/validator.mjs'), '-o', path.join(tmp, 'reports'), ...files],
        {
          stdio: 'ignore',
        },
      ),
    );
    // The return code is the number of rejected documents: all of the suite is valid, so a non-zero code throws above.
    rows.push({
      run: 'validator (XSD + EN 16931 + XRechnung, KoSIT reports)',
      files: files.length,
      wallS: cli,
      filesPerS: files.length / cli,
    });
    if (!fs.existsSync(SAXON_JAR)) return rows;
    // Saxon's collection mode reads a folder: one per syntax, filled before the clock starts.
    for (const syntax of ['ubl', 'cii'] as const) {
      // Saxon needs the output folder to exist to treat -o as a folder.
      for (const d of ['in', 'svrl']) fs.mkdirSync(path.join(tmp, `${d}-${syntax}`));
      for (const f of bySyntax[syntax]) fs.copyFileSync(f, path.join(tmp, `in-${syntax}`, path.basename(f)));
    }
    const jvm = timed(() => {
      for (const syntax of ['ubl', 'cii'] as const) {
        const input = path.join(tmp, `in-${syntax}`);
        execFileSync(
          'java',
          [
            '-jar',
            SAXON_JAR,
            `-s:${input}`,
            `-o:${path.join(tmp, `svrl-${syntax}`)}`,
            `-xsl:${CEN_XSLT[syntax]}`,
          ],
          {
            stdio: 'ignore',
          },
        );
      }
    });
    rows.push({
      run: 'JVM Saxon-HE 9.9 (EN 16931 XSLT only)',
      files: files.length,
      wallS: jvm,
      filesPerS: files.length / jvm,
    });
    return rows.map((r) => ({
      ...r,
      wallS: Number(r.wallS.toFixed(1)),
      filesPerS: Number(r.filesPerS.toFixed(1)),
    }));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
