import fs from 'node:fs';
import path from 'node:path';
import { rulesetsDir } from './paths.ts';

/** One assert or report of an official artefact, as its source states it. */
export interface OfficialRule {
  id: string;
  flag: string | null;
  message: string;
  file: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function plainText(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An attribute given inline (`id="x"`) or, in compiled XSLT, as `<xsl:attribute name="id">x</xsl:attribute>`. */
function attr(attrs: string, body: string, name: string): string | null {
  return (
    new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ??
    new RegExp(`<xsl:attribute name="${name}">([^<]*)<`).exec(body)?.[1]?.trim() ??
    null
  );
}

function listFiles(dir: string, suffix: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Test support: every assert/report of the artefacts the product runs (CEN XSLT as published, XRechnung
 * schematron-merged, Peppol BIS schematron). Regex-based on purpose: the files are fixed, well-formed inputs.
 */
export function readOfficialRules({
  france = false,
  national = false,
}: {
  france?: boolean;
  national?: boolean;
} = {}): OfficialRule[] {
  const out: OfficialRule[] = [];
  const xslts = [
    ...listFiles(path.join(rulesetsDir, 'en16931/ubl/xslt'), '.xslt'),
    ...listFiles(path.join(rulesetsDir, 'en16931/cii/xslt'), '.xslt'),
    // The earlier release shipped for pinning.
    ...listFiles(path.join(rulesetsDir, 'en16931-1.3.15/ubl/xslt'), '.xslt'),
    ...listFiles(path.join(rulesetsDir, 'en16931-1.3.15/cii/xslt'), '.xslt'),
    // SI-UBL publishes only its compiled XSLT (the product reads its rules back from it).
    ...(national ? [path.join(rulesetsDir, 'national/si-ubl-2.0.3.13/xslt/si-ubl-2.0.3.13.xslt')] : []),
  ];
  for (const file of xslts) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /<svrl:(failed-assert|successful-report)\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/svrl:\1>/g,
    )) {
      const [, , attrs = '', body = ''] = m;
      const id = attr(attrs, body, 'id');
      const message = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1];
      if (id && message !== undefined)
        out.push({ id, flag: attr(attrs, body, 'flag'), message: plainText(message), file });
    }
  }
  const schs = [
    ...listFiles(path.join(rulesetsDir, 'xrechnung/schematron-merged'), '.sch'),
    ...listFiles(path.join(rulesetsDir, 'peppol-bis-3/schematron'), '.sch'),
    // The later Peppol releases (3.0.21 in force, 3.0.20 pinnable); their folders' unverified/ copies are not run.
    ...listFiles(path.join(rulesetsDir, 'peppol-bis-3-3.0.20/schematron'), '.sch'),
    ...listFiles(path.join(rulesetsDir, 'peppol-bis-3-3.0.21/schematron'), '.sch'),
    ...listFiles(path.join(rulesetsDir, 'factur-x/schematron'), '.sch'),
    // FNFE's French rules, both releases, EXTENDED-CTC-FR and CDAR (FNFE ships some files twice), on request:
    // their BT terms and plain texts are not in the term table and the rule texts yet (issue 24).
    ...(france ? listFiles(path.join(rulesetsDir, 'france-ctc-1.4.0.03'), '.sch') : []),
    // The national layers' schematrons the product runs (not CIUS-RO's embedded CEN copy or its older files).
    ...(national
      ? [
          'national/ublbe-1.31/owner-zip/GLOBALUBL.BE.sch',
          'national/cius-ro-1.0.9/preprocessed/ROeFactura-UBL-validation-Invoice_v1.0.9.sch',
          ...listFiles(
            path.join(rulesetsDir, 'national/hr-cius-1.0.3/owner-zip/HRUBLSchematron'),
            '.sch',
          ).map((f) => path.relative(rulesetsDir, f)),
        ].map((f) => path.join(rulesetsDir, f))
      : []),
  ];
  for (const file of schs) {
    const text = fs.readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    for (const m of text.matchAll(
      /<(?:sch:)?(assert|report)\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/(?:sch:)?\1>/g,
    )) {
      const [, , attrs = '', body = ''] = m;
      const id = attr(attrs, body, 'id');
      if (id) out.push({ id, flag: attr(attrs, body, 'flag'), message: plainText(body), file });
    }
  }
  return out;
}
