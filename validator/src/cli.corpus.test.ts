import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ExpectedRecord, readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import {
  kositAccepts,
  kositCustomLevels,
  kositFlagLevels,
} from '@einvoice/test-support/validator/kositReference';
import { kositSchema } from '@einvoice/test-support/validator/kositSchemas';
import { runValidator } from '@einvoice/test-support/validator/runValidator';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REP = 'http://www.xoev.de/de/validator/varl/1';
const S = 'http://www.xoev.de/de/validator/framework/1/scenarios';
const XHTML = 'http://www.w3.org/1999/xhtml';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kosit-cli-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const validReport = kositSchema('report.xsd');

const children = (el: Element, ns: string, local: string) =>
  Array.from(el.getElementsByTagNameNS(ns, local)) as Element[];

interface ReadReport {
  accept: boolean;
  scenario: string | null;
  steps: { id: string; codes: string[] }[];
  /** Each schematron `rep:message` as "code level": the schematron flag's level, as KoSIT writes it. */
  messages: string[];
  /** The explanation's message rows: code and class (the level after customLevel). */
  rows: { code: string; level: string }[];
}

function readReport(xml: string): ReadReport {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement as Element;
  const assessment = children(root, REP, 'assessment')[0] as Element;
  const rows = children(root, XHTML, 'tr')
    .filter(
      (tr) => tr.parentNode && (tr.parentNode as Element).localName === 'tbody' && tr.getAttribute('class'),
    )
    .map((tr) => ({
      code: (children(tr, XHTML, 'td')[1]?.textContent ?? '').trim(),
      level: tr.getAttribute('class') ?? '',
    }));
  return {
    accept: children(assessment, REP, 'accept').length === 1,
    scenario: children(root, S, 'name')[0]?.textContent?.trim() ?? null,
    steps: children(root, REP, 'validationStepResult').map((s) => ({
      id: s.getAttribute('id') ?? '',
      codes: children(s, REP, 'message').map((m) => m.getAttribute('code') ?? ''),
    })),
    rows,
    messages: children(root, REP, 'message')
      .filter((m) => (m.parentNode as Element | null)?.getAttribute('id')?.startsWith('val-sch'))
      .map((m) => `${m.getAttribute('code') ?? ''} ${m.getAttribute('level') ?? ''}`)
      .sort(),
  };
}

/** Runs the CLI once per folder of the corpus (file names repeat across folders), writing the reports to `out`. */
function runCorpus(corpus: string, records: ExpectedRecord[]): void {
  const byDir = new Map<string, ExpectedRecord[]>();
  for (const r of records) byDir.set(path.dirname(r.file), [...(byDir.get(path.dirname(r.file)) ?? []), r]);
  for (const [dir, rs] of byDir) {
    const run = runValidator(['-o', path.join(out, dir), ...rs.map((r) => path.join(corpusDir, r.file))]);
    // The return code counts the rejected documents (KoSIT's convention).
    expect(run.status, `${corpus}/${dir}: ${run.stderr}`).toBe(rs.filter((r) => !kositAccepts(r)).length);
  }
}

const reportOf = (r: ExpectedRecord) =>
  path.join(out, path.dirname(r.file), `${path.basename(r.file).replace(/\.[^.]*$/, '')}-report.xml`);

describe.each(['xrechnung-testsuite', 'kosit-config-tests'])('validator CLI over %s', (corpus) => {
  const records = readExpected(corpus);
  beforeAll(() => runCorpus(corpus, records), 600_000);

  it.each(records.map((r) => [r.key, r] as const))(
    '%s: report valid against report.xsd, verdict and messages as the reference',
    (_key, r) => {
      const xml = fs.readFileSync(reportOf(r), 'utf8');
      expect(validReport(xml)).toEqual([]);
      const report = readReport(xml);
      expect(report.accept).toBe(kositAccepts(r));
      if (r.kositScenario !== true) {
        expect(report.scenario).toBeNull();
        expect(report.steps.map((s) => s.id)).toEqual(['val-xml']);
        expect(report.steps[0]?.codes.length ?? 0).toBe(r.wellFormed ? 0 : 1);
        return;
      }
      expect(report.scenario).toBe(r.scenario);
      if ((r.xsdErrors ?? []).length > 0) {
        // KoSIT stops after a failed schema step: only val-xsd, with its errors.
        expect(report.steps.map((s) => s.id)).toEqual(['val-xsd']);
        expect(report.steps[0]?.codes.length).toBeGreaterThan(0);
        return;
      }
      expect(report.steps.map((s) => s.id)).toEqual([
        'val-xsd',
        ...(r.steps ?? []).slice(1).map((_, i) => `val-sch.${i + 1}`),
      ]);
      const expected = kositCustomLevels(r);
      expect(report.steps.flatMap((s) => s.codes).sort()).toEqual((r.findings ?? []).map((f) => f.id).sort());
      expect(report.rows.map((row) => `${row.code} ${row.level}`).sort()).toEqual(expected);
      expect(report.messages).toEqual(kositFlagLevels(r));
    },
  );
});

describe('report.xsd check', () => {
  it('refuses a report that breaks the schema (the check above can fail)', () => {
    const xml = fs.readFileSync(reportOf(readExpected('xrechnung-testsuite')[0] as ExpectedRecord), 'utf8');
    expect(validReport(xml.replace('valid="true"', 'valid="maybe"'))).not.toEqual([]);
  });
});
