import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { createEngine, isPreparedByDefault } from './createEngine.ts';
import { createNodeEngine, nodeLoader } from './host/node.ts';
import type { BuiltArtefact, BuiltManifest } from './manifest.ts';

/** An engine over the rules build that records every file it reads. */
async function recordingEngine() {
  const disk = nodeLoader();
  const read: string[] = [];
  const engine = await createEngine({
    loader: {
      text: (p) => {
        read.push(p);
        return disk.text(p);
      },
      bytes: (p) => {
        read.push(p);
        return disk.bytes(p);
      },
    },
  });
  return { disk, read, engine };
}

describe('createEngine', () => {
  it('prepares what the default path uses (schemas, compiled rules), not the reference stylesheets', async () => {
    const { disk, read, engine } = await recordingEngine();
    await engine.prepare();
    const manifest = JSON.parse(await disk.text('manifest.json')) as BuiltManifest;
    const schematrons = manifest.artefacts.filter(
      (a): a is Extract<BuiltArtefact, { kind: 'schematron' }> => a.kind === 'schematron',
    );
    const up = schematrons.filter((a) => isPreparedByDefault(manifest, a));
    const later = schematrons.filter((a) => !isPreparedByDefault(manifest, a));
    // Every default rule set of every family, and nothing pinned, Factur-X or a national layer before it is asked for.
    expect(new Set(up.map((a) => a.ruleset))).toEqual(new Set(['en16931', 'xrechnung', 'peppol']));
    expect(later.some((a) => a.alternativeOf)).toBe(true);
    expect(later.some((a) => a.ruleset === 'facturx')).toBe(true);
    const layers = manifest.releases.filter((r) => r.layer).map((r) => r.ruleset);
    expect(layers.length).toBeGreaterThanOrEqual(4);
    for (const ruleset of layers) expect(later.map((a) => a.ruleset)).toContain(ruleset);
    for (const a of up) {
      expect(read).toContain(a.rules);
      expect(read).not.toContain(a.sef);
    }
    for (const a of later) {
      expect(read).not.toContain(a.rules);
      expect(read).not.toContain(a.sef);
    }
  });

  it("prepares only the named scenarios' schema and rules; another document kind loads its own on first use", async () => {
    const { disk, read, engine } = await recordingEngine();
    await engine.prepare(['xrechnung/ubl-invoice']);
    const manifest = JSON.parse(await disk.text('manifest.json')) as BuiltManifest;
    const rulesOf = (id: string) => {
      const a = manifest.artefacts.find((x) => x.id === id);
      if (a?.kind !== 'schematron') throw new Error(`${id} is no schematron of the build`);
      return a.rules;
    };
    const xsdFiles = (prefix: string) => read.filter((p) => p.startsWith(prefix));
    expect(read).toContain(rulesOf('en16931-ubl'));
    expect(read).toContain(rulesOf('xrechnung-ubl'));
    for (const other of ['en16931-cii', 'xrechnung-cii', 'peppol-ubl', 'peppol-cii']) {
      expect(read).not.toContain(rulesOf(other));
    }
    expect(xsdFiles('xsd/ubl-2.1/maindoc/')).toEqual(['xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd']);
    expect(xsdFiles('xsd/cii-')).toEqual([]);

    const cii = readFileSync(
      path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_uncefact.xml'),
      'utf8',
    );
    const result = await engine.validate({ xml: cii });
    expect(result.valid).toBe(true);
    expect(read).toContain(rulesOf('en16931-cii'));
    expect(xsdFiles('xsd/cii-').length).toBeGreaterThan(0);
    await expect(engine.prepare(['no/such-scenario'])).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });

  it("reports the host's digest of the document as the result's sha256 (EngineConfig sha256)", async () => {
    const xml = readFileSync(
      path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml'),
    );
    const digested: number[] = [];
    const engine = await createEngine({
      loader: nodeLoader(),
      sha256: (bytes) => {
        digested.push(bytes.length);
        return 'host digest';
      },
    });
    expect((await engine.validate({ xmlBase64: xml.toString('base64') })).sha256).toBe('host digest');
    expect(digested).toEqual([xml.length]);
    // The Node engine's own digest is node:crypto's, compared here with an independent tool's answer.
    const node = await createNodeEngine();
    expect((await node.validate({ xmlBase64: xml.toString('base64') })).sha256).toBe(
      execFileSync('sha256sum', { input: xml }).toString().split(' ')[0],
    );
  });
});
