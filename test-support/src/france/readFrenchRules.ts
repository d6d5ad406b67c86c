import fs from 'node:fs';
import path from 'node:path';

/** One assert of FNFE's French schematrons, as the source states it. */
export interface FrenchRule {
  id: string;
  flag: string | null;
  /** The official message, tags removed and spaces collapsed. */
  message: string;
  /** The schematron's file name, e.g. `BR-FR-Flux2-Schematron-UBL.sch`. */
  file: string;
}

/** The schematrons FNFE 1.4.0.03 ships whose asserts are FNFE's own (standard versions; `_WARNING` has the same ids). */
const FILES = [
  'UBL/EN16931/schematron/BR-FR-Flux2-Schematron-UBL.sch',
  'CII/EN16931/schematron/BR-FR-Flux2-Schematron-CII.sch',
  'CDAR/schematron/BR-FR-CDV-Schematron-CDAR.sch',
  'UBL/EXTENDED-CTC-FR/schematron/EXTENDED-CTC-FR-UBL.sch',
  'CII/EXTENDED-CTC-FR/schematron/EXTENDED-CTC-FR-CII.sch',
];

// The EXTENDED-CTC-FR schematrons repeat CEN's rules under CEN's ids; FNFE's own carry FREXT / FXEXT.
const isFnfeOwn = (id: string, file: string) => !file.startsWith('EXTENDED') || /FREXT|FXEXT/.test(id);

/**
 * Test support: every assert FNFE defines in the French rule sets (BR-FR-*, BR-FR-CDV-*, the EXTENDED-CTC-FR
 * profile's own ids), read from the pinned sources under `rulesetsDir`. Regex-based on purpose: fixed,
 * well-formed inputs.
 */
export function readFrenchRules(rulesetsDir: string): FrenchRule[] {
  const out: FrenchRule[] = [];
  for (const rel of FILES) {
    const file = path.basename(rel);
    const text = fs
      .readFileSync(path.join(rulesetsDir, 'france-ctc-1.4.0.03', rel), 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '');
    for (const m of text.matchAll(/<(?:sch:)?assert\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/(?:sch:)?assert>/g)) {
      const [, attrs = '', body = ''] = m;
      const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
      if (!id || !isFnfeOwn(id, file)) continue;
      const flag = /\bflag="([^"]+)"/.exec(attrs)?.[1] ?? null;
      const message = body
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      out.push({ id, flag, message, file });
    }
  }
  return out;
}
