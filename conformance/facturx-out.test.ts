import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ConvertResult, convert, type Engine } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';

// Factur-X PDFs the convert stage makes, checked with tools outside the project: poppler (pdfdetach,
// pdftoppm, pdffonts, pdfinfo) and qpdf (--check, --json). The page images stay in
// test-results/facturx/ for CI artefacts.
//
// Structural PDF/A-3B check (veraPDF is not available here), over qpdf's JSON of the file:
// - header %PDF-1.4…1.7 followed by a comment line of four bytes ≥ 128 (ISO 19005-3 6.1.2);
// - trailer /ID with two strings, no /Encrypt (6.1.3); catalog /Metadata an XMP stream without filters,
//   /Type /Metadata /Subtype /XML (6.6.2), declaring pdfaid:part 3 and conformance B, with the Factur-X
//   extension schema and fx:ConformanceLevel (6.6.2.3); Info /Producer equal to pdf:Producer (6.6.3);
// - /OutputIntents with /S /GTS_PDFA1 and a DestOutputProfile ICC stream, /N 3, 'acsp' at byte 36,
//   device class 'mntr' and colour space 'RGB ' (6.2.3);
// - every font embedded (pdffonts: emb yes) (6.2.11.4);
// - the embedded file: file specification with /F, /UF, /AFRelationship /Alternative, listed in the
//   catalog /AF array, stream /Subtype text/xml with /Params /ModDate (6.8);
// - no /JavaScript, /JS, /Launch, /OpenAction or /AA anywhere, no /Encrypt, no transparency (/SMask,
//   /CA or /ca below 1) (6.4, 6.6.1).
// Not covered: glyph widths against the font program, content-stream operator validity, ICC profile
// semantics beyond its header, XMP schema value types.

const OUT = path.join(repoRoot, 'test-results/facturx');
const SOURCES = [
  { file: 'en16931-examples/cii/CII_example1.xml', locale: 'de' },
  { file: 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml', locale: 'en' },
];

type QpdfObjects = Record<
  string,
  { value?: unknown; stream?: { dict: Record<string, unknown>; data?: string } }
>;

function qpdfJson(pdf: string): QpdfObjects {
  const json = JSON.parse(
    execFileSync(
      'qpdf',
      ['--json=2', '--json-key=qpdf', '--json-stream-data=inline', '--decode-level=generalized', pdf],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  ) as { qpdf: [unknown, QpdfObjects] };
  return json.qpdf[1];
}

const deref = (objs: QpdfObjects, ref: unknown) => objs[`obj:${String(ref)}`];
const dictOf = (objs: QpdfObjects, ref: unknown) => {
  const o = deref(objs, ref);
  return (o?.value ?? o?.stream?.dict) as Record<string, unknown>;
};
const streamData = (objs: QpdfObjects, ref: unknown) =>
  Buffer.from(deref(objs, ref)?.stream?.data ?? '', 'base64');

let engine: Engine;
let dir: string;
beforeAll(async () => {
  engine = await createNodeEngine();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facturx-out-'));
  fs.mkdirSync(OUT, { recursive: true });
});

describe('convert target factur-x', () => {
  for (const source of SOURCES) {
    it(`${source.file} (${source.locale}): a PDF/A-3B carrying the converted XML`, async () => {
      const input = { xmlBase64: fs.readFileSync(path.join(corpusDir, source.file)).toString('base64') };
      const r = (await convert(engine, input, {
        target: 'factur-x',
        allowLoss: true,
        locale: source.locale,
      })) as ConvertResult;
      expect(r.target.id).toBe('factur-x');
      expect(r.verdict.format).toMatchObject({ family: 'factur-x', profile: 'EN 16931' });
      expect(r.pdfBase64).toBeDefined();
      const name = path.basename(source.file, '.xml');
      const pdf = path.join(dir, `${name}.pdf`);
      const bytes = Buffer.from(r.pdfBase64 as string, 'base64');
      fs.writeFileSync(pdf, bytes);

      // pdfdetach extracts exactly the converted XML, and it validates under the Factur-X EN 16931 rules.
      expect(execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' })).toMatch(
        /^1 embedded files\n1: factur-x\.xml\n$/,
      );
      const saved = path.join(dir, `${name}.factur-x.xml`);
      execFileSync('pdfdetach', ['-save', '1', '-o', saved, pdf]);
      const xml = fs.readFileSync(saved);
      expect(xml.equals(Buffer.from(r.xml as string, 'utf8'))).toBe(true);
      const judged = await engine.validate(
        { xmlBase64: xml.toString('base64') },
        { scenario: 'facturx/en16931' },
      );
      expect(judged.verdict.format.profile).toBe('EN 16931');
      expect(judged.valid).toBe(r.verdict.valid);

      // qpdf finds no syntax or stream error.
      const check = spawnSync('qpdf', ['--check', pdf], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);

      // pdftoppm renders every page (kept under test-results/facturx/).
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
      expect(pages).toBeGreaterThan(0);
      const prefix = path.join(OUT, `${name}-${source.locale}`);
      for (const f of fs.readdirSync(OUT).filter((f) => f.startsWith(path.basename(prefix))))
        fs.rmSync(path.join(OUT, f));
      execFileSync('pdftoppm', ['-r', '50', '-png', pdf, prefix]);
      const images = fs
        .readdirSync(OUT)
        .filter((f) => f.startsWith(`${path.basename(prefix)}-`) && f.endsWith('.png'));
      expect(images.length).toBe(pages);
      for (const img of images) expect(fs.statSync(path.join(OUT, img)).size).toBeGreaterThan(1000);

      // Structural PDF/A-3B check (see the list above).
      expect(bytes.subarray(0, 9).toString('latin1')).toMatch(/^%PDF-1\.[4-7]\n/);
      const second = bytes.subarray(9, 15);
      expect(second[0]).toBe(0x25);
      expect([...second.subarray(1, 5)].every((b) => b >= 128)).toBe(true);
      const objs = qpdfJson(pdf);
      const trailer = objs.trailer?.value as Record<string, unknown>;
      expect((trailer['/ID'] as unknown[]).length).toBe(2);
      expect(trailer['/Encrypt']).toBeUndefined();
      const catalog = dictOf(objs, trailer['/Root']);
      const meta = deref(objs, catalog['/Metadata'])?.stream?.dict as Record<string, unknown>;
      expect(meta).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
      expect(meta['/Filter']).toBeUndefined();
      const xmp = streamData(objs, catalog['/Metadata']).toString('utf8');
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      expect(xmp).toContain(
        '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
      );
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      const info = dictOf(objs, trailer['/Info']);
      expect(xmp).toContain(`<pdf:Producer>${String(info['/Producer']).replace(/^u:/, '')}</pdf:Producer>`);
      const intents = catalog['/OutputIntents'] as unknown[];
      const intent = dictOf(objs, intents[0]);
      expect(intent['/S']).toBe('/GTS_PDFA1');
      const icc = streamData(objs, intent['/DestOutputProfile']);
      const profileDict = deref(objs, intent['/DestOutputProfile'])?.stream?.dict as
        | Record<string, unknown>
        | undefined;
      expect(profileDict?.['/N']).toBe(3);
      expect(icc.subarray(36, 40).toString('latin1')).toBe('acsp');
      expect(icc.subarray(12, 20).toString('latin1')).toBe('mntrRGB ');
      expect(icc.readUInt32BE(0)).toBe(icc.length);
      const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter(Boolean);
      expect(fonts.length).toBeGreaterThan(0);
      for (const f of fonts) expect(f).toMatch(/\byes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
      const af = catalog['/AF'] as unknown[];
      expect(af.length).toBe(1);
      const spec = dictOf(objs, af[0]);
      expect(spec).toMatchObject({ '/Type': '/Filespec', '/AFRelationship': '/Alternative' });
      expect(String(spec['/F'])).toMatch(/factur-x\.xml$/);
      expect(String(spec['/UF'])).toMatch(/factur-x\.xml$/);
      const ef = deref(objs, (spec['/EF'] as Record<string, unknown>)['/F'])?.stream?.dict as Record<
        string,
        unknown
      >;
      expect(ef['/Subtype']).toBe('/text/xml');
      expect((ef['/Params'] as Record<string, unknown>)['/ModDate']).toBeDefined();
      const raw = bytes.toString('latin1');
      for (const banned of ['/JavaScript', '/JS ', '/Launch', '/OpenAction', '/AA ', '/Encrypt', '/SMask'])
        expect(raw.includes(banned), banned).toBe(false);
      expect(/\/(CA|ca) 0?\.\d/.test(raw)).toBe(false);

      // The engine reads its own output back: the same facts, no container finding.
      const back = await engine.validate({ xmlBase64: r.pdfBase64 });
      expect(back.container).toMatchObject({
        afRelationship: 'Alternative',
        pdfa: { part: '3', conformance: 'B' },
        xmp: { conformanceLevel: 'EN 16931', documentFileName: 'factur-x.xml', documentType: 'INVOICE' },
      });
      expect(back.findings.filter((f) => f.oracle === 'service-pdf-container')).toEqual([]);

      // Round trip PDF → XML → PDF keeps the XML.
      const again = await convert(
        engine,
        { xmlBase64: r.pdfBase64 },
        { target: 'factur-x', allowLoss: true },
      );
      expect(again.xml).toBe(r.xml);
      expect(again.container?.attachment.sha256).toBe(back.container?.attachment.sha256);
    }, 120_000);
  }

  it('refuses a page language it does not have', async () => {
    const input = {
      xmlBase64: fs.readFileSync(path.join(corpusDir, SOURCES[0]?.file as string)).toString('base64'),
    };
    await expect(convert(engine, input, { target: 'factur-x', locale: 'it' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_LOCALE',
    });
  });
});
