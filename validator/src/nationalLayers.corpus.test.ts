/**
 * The KoSIT drop-in judges the national layers (issue 36 point 3): its built-in configuration holds a scenario
 * per layer (derived from the registry as the build derives them), so every owner test file of UBL.BE 1.31,
 * CIUS-RO 1.0.9 and SI-UBL 2.0.3.13 gets `scenarioMatched` with the layer's scenario, and the report's steps hold
 * exactly the rule ids and flags Saxon-HE 9.9 (JVM) finds: `val-sch.1` CEN's official EN 16931 XSLT, `val-sch.2`
 * the owner's compiled XSLT (test-support/corpus/nationalReference: UBL.BE's also with its reference removed).
 * The command line walks every file; the daemon answers the file with most owner's findings of each layer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltManifest } from '@einvoice/engine/manifest';
import { repoRoot } from '@einvoice/engine/repoRoot';
import {
  NOT_SELECTED,
  OWNER_LAYERS,
  type OwnerCase,
  ownerCases,
} from '@einvoice/test-support/corpus/nationalReference';
import { kositSchema } from '@einvoice/test-support/validator/kositSchemas';
import { runValidator, startValidatorDaemon } from '@einvoice/test-support/validator/runValidator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'),
) as BuiltManifest;
const validReport = kositSchema('report.xsd');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kosit-national-'));
const daemon = startValidatorDaemon();
afterAll(async () => {
  expect(await daemon.stop()).toBe(0);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A Saxon SVRL flag as KoSIT reports it in `rep:message/@level`. */
const level = (flag: string) =>
  flag === 'warning' ? 'warning' : flag === 'information' || flag === 'info' ? 'information' : 'error';
const asMessages = (items: readonly string[]) =>
  items.map((t) => `${t.split('|')[0]} ${level(t.split('|')[1] ?? '')}`).sort();

/** Each step of a report as its id and its messages ("code level"), and the scenario's name. */
function readReport(xml: string) {
  const steps = [
    ...xml.matchAll(/<rep:validationStepResult id="([^"]+)"[^>]*>(.*?)<\/rep:validationStepResult>/gs),
  ];
  return {
    scenario: /<s:scenario><s:name>([^<]*)<\/s:name>/.exec(xml)?.[1] ?? null,
    accept: xml.includes('<rep:accept>'),
    steps: steps.map(([, id, body]) => ({
      id,
      messages: [...(body ?? '').matchAll(/<rep:message [^>]*>/g)]
        .map(([tag]) => `${/ code="([^"]*)"/.exec(tag)?.[1]} ${/ level="([^"]*)"/.exec(tag)?.[1]}`)
        .sort(),
    })),
  };
}

/** The layer's scenario for the document's kind (its root element, after the prolog and any comments). */
function scenarioName(layer: string, xml: string): string | undefined {
  const root = /<([\w.-]+:)?([\w.-]+)[\s>]/.exec(xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''))?.[2];
  const document = root === 'CreditNote' ? 'ubl-creditnote' : 'ubl-invoice';
  return manifest.scenarios.find((s) => s.id === `${layer}/${document}`)?.name;
}

let cases = new Map<string, OwnerCase[]>();
beforeAll(async () => {
  cases = await ownerCases(tmp);
}, 900_000);

describe('validator (KoSIT drop-in) with the national layers', () => {
  // First, and the posts back to back: an idle keep-alive connection the daemon has closed is not reused then.
  it("validator -D: the file with most owner's findings of each layer, as Saxon-HE finds them", {
    timeout: 300_000,
  }, async () => {
    for (const l of OWNER_LAYERS) {
      const [c] = [...(cases.get(l.layer) ?? [])]
        .filter((x) => x.layerItems !== null && x.cenItems !== null)
        .sort(
          (a, b) => (b.layerItems?.length ?? 0) - (a.layerItems?.length ?? 0) || a.key.localeCompare(b.key),
        );
      if (!c?.layerItems) throw new Error(`${l.layer}: no owner file with a reference`);
      expect(c.layerItems.length).toBeGreaterThan(0);
      const res = await fetch(`${await daemon.url}/${c.key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: c.xml,
      });
      const xml = await res.text();
      expect(validReport(xml)).toEqual([]);
      const report = readReport(xml);
      expect([l.layer, report.scenario]).toEqual([l.layer, scenarioName(l.layer, c.xml)]);
      expect([l.layer, report.steps.find((s) => s.id === 'val-sch.2')?.messages]).toEqual([
        l.layer,
        asMessages(c.layerItems),
      ]);
      expect(res.status).toBe(report.accept ? 200 : 406);
    }
  });

  for (const l of OWNER_LAYERS) {
    it(`${l.layer}: every owner file's report has the layer's scenario and Saxon-HE's rule ids and flags`, {
      timeout: 600_000,
    }, () => {
      const all = cases.get(l.layer) ?? [];
      const out = path.join(tmp, l.layer, 'reports');
      const run = runValidator(['-o', out, path.join(tmp, l.layer, 'layer', 'in')]);
      const diffs: string[] = [];
      let rejected = 0;
      let layerFindings = 0;
      for (const c of all) {
        const name = c.owner;
        const file = path.join(out, c.key.replace('.xml', '-report.xml'));
        if (c.layerItems === null || c.cenItems === null) {
          // Saxon-HE stops on a dynamic error (SI-UBL UBL-SR-09/15 over two RegistrationNames): no verdict there,
          // none here either (the engine's NOT_EVALUABLE is a processing error, counted as rejected).
          expect(run.stderr, name).toContain(`${c.key}: processing error: NOT_EVALUABLE`);
          expect(fs.existsSync(file), name).toBe(false);
          rejected++;
          continue;
        }
        const xml = fs.readFileSync(file, 'utf8');
        expect(validReport(xml), name).toEqual([]);
        const report = readReport(xml);
        if (!report.accept) rejected++;
        if (NOT_SELECTED.has(c.owner)) {
          expect([name, report.scenario, report.steps.map((s) => s.id)]).toEqual([name, null, ['val-xml']]);
          continue;
        }
        expect([name, report.scenario]).toEqual([name, scenarioName(l.layer, c.xml)]);
        const [xsd, base, layer] = report.steps;
        if ((xsd?.messages.length ?? 0) > 0) {
          diffs.push(`${name}: schema errors ${xsd?.messages.join(', ')}`);
          continue;
        }
        const expected = [
          { id: 'val-xsd', messages: [] },
          { id: 'val-sch.1', messages: asMessages(c.cenItems) },
          { id: 'val-sch.2', messages: asMessages(c.layerItems) },
        ];
        if (JSON.stringify([xsd, base, layer]) !== JSON.stringify(expected))
          diffs.push(`${name}: ${JSON.stringify(report.steps)} ≠ ${JSON.stringify(expected)}`);
        layerFindings += c.layerItems.length;
        expect([name, report.accept]).toEqual([
          name,
          ![...c.cenItems, ...c.layerItems].some((t) => level(t.split('|')[1] ?? '') === 'error'),
        ]);
      }
      expect(diffs).toEqual([]);
      // The return code counts the rejected documents and those that got no report (KoSIT's convention).
      expect(run.status, run.stderr).toBe(rejected);
      // The owner's rules fired somewhere: the comparison is not of empty sets only.
      expect(layerFindings).toBeGreaterThan(0);
    });
  }
});
