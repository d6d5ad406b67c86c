import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillPlaceholders } from '@einvoice/rulesets/placeholders';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir, rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { kositSchema } from '@einvoice/test-support/validator/kositSchemas';
import { runValidator } from '@einvoice/test-support/validator/runValidator';
import { afterAll, describe, expect, it } from 'vitest';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kosit-cli-opts-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const KOSIT_TESTS = path.join(corpusDir, 'kosit-config-tests');
const VALID = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const VALID_CII = path.join(
  corpusDir,
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
);
/** Rejected by KoSIT: CII-SR-454 raised to an error by the XRechnung scenario (expected/kosit-config-tests.jsonl). */
const REJECTED = path.join(KOSIT_TESTS, 'cen-unit-test/cii-cii-sr-454-negative-test.xml');
const TEMPLATE = path.join(rulesetsDir, 'kosit/scenarios.template.xml');
/** KoSIT's return codes as a process exit status (-1 and -2 as an unsigned byte). */
const BAD_ARGUMENTS = 255;
const CONFIGURATION_ERROR = 254;

const outDir = (name: string) => path.join(tmp, name);

describe('validator command line', () => {
  it('--help lists every KoSIT option and exits 0; --version names the version', () => {
    const help = runValidator(['--help']);
    expect(help.status).toBe(0);
    for (const option of [
      '--scenarios',
      '--repository',
      '--output-directory',
      '--print',
      '--html',
      '--report-prefix',
      '--report-postfix',
      '--check-assertions',
      '--memory-stats',
      '--daemon',
      '--host',
      '--port',
      '--disable-gui',
    ])
      expect(help.stdout).toContain(option);
    const version = runValidator(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^validator \d+\.\d+\.\d+/);
  });

  it('bad arguments return -1 with the reason', () => {
    const r = runValidator(['--no-such-option', VALID]);
    expect(r.status).toBe(BAD_ARGUMENTS);
    expect(r.stderr).toContain('unknown option --no-such-option');
    expect(runValidator(['-o']).status).toBe(BAD_ARGUMENTS);
  });

  it('returns the number of rejected documents, writes <name>-report.xml for each, -m the memory use', () => {
    const r = runValidator(['-m', '-o', outDir('count'), VALID, REJECTED, VALID_CII]);
    expect(r.status, r.stderr).toBe(1);
    expect(fs.readdirSync(outDir('count')).sort()).toEqual([
      '01.01a-INVOICE_ubl-report.xml',
      '01.01a-INVOICE_uncefact-report.xml',
      'cii-cii-sr-454-negative-test-report.xml',
    ]);
    expect(r.stderr).toMatch(/3 files, 2 acceptable, 1 rejected, 0 errors/);
    expect(r.stderr).toMatch(/memory: rss \d+ MB, heap used \d+ MB/);
  });

  it('reads standard input without a file; -p prints the report; prefix, postfix and -h name the files', () => {
    const r = runValidator(
      ['-p', '-h', '--report-prefix', 'pre', '--report-postfix', 'post', '-o', outDir('stdin')],
      { input: fs.readFileSync(VALID) },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(kositSchema('report.xsd')(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('<rep:accept>');
    expect(fs.readdirSync(outDir('stdin')).sort()).toEqual(['pre-stdin-post.html', 'pre-stdin-post.xml']);
    const html = fs.readFileSync(path.join(outDir('stdin'), 'pre-stdin-post.html'), 'utf8');
    expect(html).toContain('Es wird empfohlen das Dokument anzunehmen');
    expect(html).toContain('it is recommended to accept the document');
  });

  it("--format json writes the v3 result per file; KoSIT's -d, -l and --serialize-report-input are accepted", () => {
    const bin = path.join(KOSIT_TESTS, 'instances/bin001.xml');
    const r = runValidator([
      '--format',
      'json',
      '-d',
      '-l',
      'debug',
      '--serialize-report-input',
      '-o',
      outDir('json'),
      VALID,
      bin,
    ]);
    expect(r.status, r.stderr).toBe(1);
    const valid = JSON.parse(
      fs.readFileSync(path.join(outDir('json'), '01.01a-INVOICE_ubl-report.json'), 'utf8'),
    );
    expect(valid.valid).toBe(true);
    expect(valid.verdict.kositVerified).toBe(true);
    const refused = JSON.parse(fs.readFileSync(path.join(outDir('json'), 'bin001-report.json'), 'utf8'));
    expect(refused.error.code).toMatch(/XML/);
    expect(runValidator(['--format', 'pdf', VALID]).status).toBe(BAD_ARGUMENTS);
  });

  it('rejects a hybrid PDF as KoSIT does; --accept-pdf checks the invoice it carries', () => {
    const pdf = path.join(corpusDir, 'hybrid-pdf/pdf_zf_xrechnung_1.pdf');
    const refused = runValidator(['-p', '-o', outDir('pdf'), pdf]);
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stdout).toContain('<rep:noScenarioMatched>');
    expect(refused.stdout).toContain('The document is a PDF, not XML');
    const read = runValidator(['-p', '--accept-pdf', '-o', outDir('pdf-accepted'), pdf]);
    expect(kositSchema('report.xsd')(read.stdout)).toEqual([]);
    // The embedded invoice is read: its XML step passes.
    expect(read.stdout).toContain('<rep:validationStepResult id="val-xml" valid="true">');
    expect(read.stdout).not.toContain('The document is a PDF, not XML');
  });

  it('--fix and --convert write the repaired and the converted document beside the report', () => {
    const ubl006 = path.join(KOSIT_TESTS, 'instances/ubl006.xml');
    const r = runValidator([
      '--fix',
      'permissive',
      '--convert',
      'xrechnung-cii',
      '-o',
      outDir('produce'),
      ubl006,
    ]);
    // ubl006 carries no specification identifier: KoSIT matches no scenario and rejects it.
    expect(r.status, r.stderr).toBe(1);
    expect(fs.readdirSync(outDir('produce')).sort()).toEqual([
      'ubl006-report.xml',
      'ubl006.fixed.xml',
      'ubl006.xrechnung-cii.xml',
    ]);
    // The repaired invoice and the conversion are XRechnung documents KoSIT's scenarios accept.
    const again = runValidator([
      '-o',
      outDir('produced'),
      path.join(outDir('produce'), 'ubl006.fixed.xml'),
      path.join(outDir('produce'), 'ubl006.xrechnung-cii.xml'),
    ]);
    expect(again.stderr).toContain('ubl006.fixed.xml: acceptable (EN16931 XRechnung (UBL Invoice))');
    expect(again.stderr).toContain('ubl006.xrechnung-cii.xml: acceptable (EN16931 XRechnung (CII))');
    expect(again.status).toBe(0);
    expect(runValidator(['--fix', 'always', ubl006]).status).toBe(BAD_ARGUMENTS);
  });

  it('takes the KoSIT scenario file (also as NAME=file) and runs it on the compiled rules', () => {
    const r = runValidator(['-s', `xr=${TEMPLATE}`, '-o', outDir('scenarios'), VALID]);
    expect(r.status, r.stderr).toBe(0);
    const report = fs.readFileSync(path.join(outDir('scenarios'), '01.01a-INVOICE_ubl-report.xml'), 'utf8');
    // The scenario quoted is the file's own element, with its resource locations.
    expect(report).toContain('resources/ubl/2.1/xsd/maindoc/UBL-Invoice-2.1.xsd');
  });

  it('refuses scenario files it cannot run as written, and a missing repository, with -2', () => {
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    const otherXsd = path.join(tmp, 'other-xsd.xml');
    fs.writeFileSync(otherXsd, template.replace('UBL-Invoice-2.1.xsd', 'My-Invoice.xsd'));
    const a = runValidator(['-s', otherXsd, VALID]);
    expect(a.status).toBe(CONFIGURATION_ERROR);
    expect(a.stderr).toContain("unknown resource location 'resources/ubl/2.1/xsd/maindoc/My-Invoice.xsd'");
    const otherLevel = path.join(tmp, 'other-level.xml');
    fs.writeFileSync(
      otherLevel,
      template.replace('<customLevel level="warning">BR-CL-23', '<customLevel level="error">BR-CL-23'),
    );
    const b = runValidator(['-s', otherLevel, VALID]);
    expect(b.status).toBe(CONFIGURATION_ERROR);
    expect(b.stderr).toMatch(
      /scenario 'EN16931 XRechnung \(UBL Invoice\)' cannot run on the compiled rules \(customLevels/,
    );
    const c = runValidator(['-r', path.join(tmp, 'no-such-repository'), VALID]);
    expect(c.status).toBe(CONFIGURATION_ERROR);
    expect(runValidator(['-s', path.join(tmp, 'missing.xml'), VALID]).status).toBe(CONFIGURATION_ERROR);
  });

  it("-c: KoSIT's integration assertions all hold", () => {
    const r = runValidator([
      '-o',
      outDir('integration'),
      '-c',
      path.join(KOSIT_TESTS, 'assertions-integration-testing.xml'),
      path.join(KOSIT_TESTS, 'integration'),
      path.join(KOSIT_TESTS, 'cen-unit-test'),
    ]);
    expect(r.stderr).toContain('25 assertions, 25 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it("-c: KoSIT's instance assertions hold but for ubl003's acceptance, which the reference rejects too", () => {
    // The instances carry the configuration's @placeholders@, which KoSIT's build fills before its test run.
    const inputs = path.join(tmp, 'instances');
    fs.mkdirSync(inputs);
    for (const f of fs.readdirSync(path.join(KOSIT_TESTS, 'instances'))) {
      const bytes = fs.readFileSync(path.join(KOSIT_TESTS, 'instances', f));
      fs.writeFileSync(
        path.join(inputs, f),
        f === 'bin001.xml' ? bytes : fillPlaceholders(bytes.toString('utf8')),
      );
    }
    const r = runValidator([
      '-o',
      outDir('instances'),
      '-c',
      path.join(KOSIT_TESTS, 'assertions.xml'),
      inputs,
    ]);
    const failed = [...r.stderr.matchAll(/assertion failed: ([^:]+): (.*) \(/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    // ubl003 lacks the seller's country code: BR-09 is fatal in the CEN rules the reference ran (1.3.16).
    const ubl003 = readExpected('kosit-config-tests').find((x) => x.key === 'instances/ubl003.xml');
    expect(ubl003?.findings?.map((f) => `${f.id} ${f.level}`)).toEqual(['BR-09 error']);
    expect(failed).toEqual([
      'ubl003-report.xml: Assessment recommends acceptance',
      'ubl003-report.xml: HTML explanation for acceptance exists',
      'ubl003-report.xml: HTML explanation for acceptance recommends acceptance',
      'ubl003-report.xml: HTML explanation for rejection exists',
      'ubl003-report.xml: HTML explanation for rejection recommends rejection',
    ]);
    expect(r.stderr).toContain('284 assertions, 279 passed, 5 failed');
    expect(r.status).toBe(5);
  });
});
