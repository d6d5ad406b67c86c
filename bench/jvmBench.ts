import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchematronToXslt } from '@einvoice/rulesets/compileSchematron';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAXON_JAR = process.env.SAXON_HE_JAR ?? '/usr/share/java/Saxon-HE.jar';

/** Warm medians of one UBL invoice on the JVM, ms (JvmValidate.java). */
export interface JvmFigures {
  xsd: number;
  parse: number;
  cen: number;
  xrechnung: number;
  total: number;
}

/**
 * The JVM's time for a UBL invoice, warm inside one JVM (`java` single-file source run of JvmValidate.java):
 * the UBL 2.1 XSD through the JDK, the official EN 16931 XSLT and the XRechnung rules through Saxon-HE on one
 * parsed tree. The XRechnung release ships its rules as Schematron only (no XSLT among the shared artefacts):
 * they are compiled to XSLT by the project's own Schematron compiler, the stylesheet the SaxonJS reference
 * executor runs.
 */
export function jvmBench(invoice: string, warmUp: number, runs: number): JvmFigures {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-bench-'));
  try {
    const xrechnung = path.join(tmp, 'XRechnung-UBL-validation.xslt');
    fs.writeFileSync(
      xrechnung,
      compileSchematronToXslt(
        path.join(rulesetsDir, 'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch'),
      ),
    );
    const out = execFileSync(
      'java',
      [
        '-cp',
        SAXON_JAR,
        path.join(here, 'JvmValidate.java'),
        path.join(rulesetsDir, 'ubl-2.1/xsd/maindoc/UBL-Invoice-2.1.xsd'),
        path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt'),
        xrechnung,
        invoice,
        String(warmUp),
        String(runs),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return JSON.parse(out) as JvmFigures;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
