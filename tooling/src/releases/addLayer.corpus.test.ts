/**
 * A national layer is data (issue 36): a fifth layer — an owner's schematron that no code of the project knows —
 * taken in with `npm run rules -- add` into a registry of the test's own runs end to end: the build makes its
 * scenarios from the registry entry, the engine selects it by the owner's BT-24 identifier and the seller's
 * country, runs the base (EN 16931) and then the layer, and names the layer in verdict.format.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { REGISTRY_FILE, type RegistryRelease } from '@einvoice/rulesets/registry';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { afterAll, describe, expect, it } from 'vitest';
import { addRelease } from './addRelease.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-add-layer-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const ID = 'urn:cen.eu:en16931:2017#compliant#urn:example.test:cius-xt:1.0';
// The owner's files: one schematron with one rule (a note is required), in a folder outside the rulesets root.
const owner = path.join(work, 'cius-xt-1.0');
fs.mkdirSync(owner);
fs.writeFileSync(
  path.join(owner, 'CIUS-XT.sch'),
  `<?xml version="1.0" encoding="UTF-8"?>
<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2">
  <ns prefix="cbc" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"/>
  <ns prefix="ubl" uri="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>
  <pattern>
    <rule context="/ubl:Invoice">
      <assert id="XT-R-001" flag="fatal" test="exists(cbc:Note)">[XT-R-001] An invoice MUST have a note.</assert>
      <assert id="XT-R-002" flag="warning" test="exists(cbc:AccountingCost)">[XT-R-002] An invoice should have an accounting cost.</assert>
    </rule>
  </pattern>
</schema>
`,
);

const example = fs.readFileSync(path.join(corpusDir, 'en16931-examples/ubl/guide-example1.xml'), 'utf8');
const asLayer = (xml: string) =>
  xml.replace(
    /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/,
    `<cbc:CustomizationID>${ID}</cbc:CustomizationID>`,
  );
const sellerCountry = (xml: string) =>
  /<cac:AccountingSupplierParty>[\s\S]*?<cbc:IdentificationCode>([^<]*)</.exec(xml)?.[1] as string;

describe('a fifth national layer added with `npm run rules -- add`', () => {
  it('parses the layer options of the command line and refuses an incomplete layer (exit 2)', () => {
    const r = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        'tooling/src/releases/rulesCommand.ts',
        'add',
        owner,
        '--owner',
        'X',
        '--ruleset',
        'x',
        '--version',
        '1',
        '--in-force',
        '2026-01-01',
        '--profile',
        'CIUS-XT',
        '--registry',
        path.join(work, 'none.json'),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect([r.status, r.stderr]).toEqual([2, expect.stringContaining('missing --country')]);
  });

  it('runs end to end from the registry entry alone', { timeout: 300_000 }, async () => {
    const registry = path.join(work, 'registry.json');
    fs.copyFileSync(REGISTRY_FILE, registry);
    const seller = sellerCountry(example);
    const result = await addRelease({
      source: owner,
      owner: 'Example tax office',
      ruleset: 'cius-xt',
      version: '1.0',
      published: '2026-05-01',
      inForce: '2026-06-01',
      registry,
      layer: {
        profile: 'CIUS-XT',
        country: 'XT',
        base: 'en16931',
        documents: ['ubl-invoice'],
        select: { customizationIds: [ID], mode: 'equals', sellerCountry: [seller] },
      },
      sch: 'CIUS-XT.sch',
      log: () => {},
    });
    try {
      const written = JSON.parse(fs.readFileSync(registry, 'utf8')).releases as RegistryRelease[];
      expect(written.at(-1)).toEqual(result.entry);
      expect(result.entry.artefacts).toEqual([
        {
          kind: 'schematron',
          base: 'cius-xt-ubl',
          name: 'CIUS-XT rules',
          source: { from: 'sch', path: 'cius-xt-1.0/CIUS-XT.sch' },
        },
      ]);
      const engine = await createNodeEngine(result.build);
      const noNote = asLayer(example).replace(/<cbc:Note>[\s\S]*?<\/cbc:Note>\s*/g, '');
      const r = await engine.validate({ xml: noNote }, { asOf: '2026-07-01' });
      expect(r.verdict.format).toEqual({
        key: 'cius-xt',
        family: 'national',
        profile: 'CIUS-XT',
        country: 'XT',
      });
      expect(r.verdict.oracles.map((o) => [o.id, o.verdict])).toEqual([
        ['xsd-ubl-invoice', 'pass'],
        ['en16931-ubl', 'pass'],
        ['cius-xt-ubl', 'fail'],
      ]);
      expect(
        r.findings
          .filter((f) => f.oracle === 'cius-xt-ubl')
          .map((f) => [f.ruleId, f.severity])
          .sort(),
      ).toEqual([
        ['XT-R-001', 'error'],
        ['XT-R-002', 'warning'],
      ]);
      expect(r.rulesets).toContainEqual(expect.objectContaining({ ruleset: 'cius-xt', version: '1.0' }));
      // The same identifier from a seller in another country: the owner's selection does not hold, no layer.
      const abroad = noNote.replace(
        /(<cac:AccountingSupplierParty>[\s\S]*?<cbc:IdentificationCode>)[^<]*</,
        `$1${seller === 'ZZ' ? 'YY' : 'ZZ'}<`,
      );
      const other = await engine.validate({ xml: abroad }, { asOf: '2026-07-01' });
      expect(other.verdict.format.key).toBe('en16931');
      expect(other.verdict.oracles.map((o) => o.id)).not.toContain('cius-xt-ubl');
    } finally {
      result.cleanup();
    }
  });
});
