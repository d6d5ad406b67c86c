/**
 * The README's rule-release table is generated from the registry (issue 23): the block between the markers is
 * exactly what `npm run rules -- readme` writes from rulesets/src/releases/registry.json and the build's
 * catalogue, so a registry change fails this test until the README is regenerated.
 */
import fs from 'node:fs';
import { loadCatalogue } from '@einvoice/knowledge/node';
import { builtReleases, readRegistry } from '@einvoice/rulesets/registry';
import { describe, expect, it } from 'vitest';
import {
  BEGIN,
  END,
  LAYERS_BEGIN,
  LAYERS_END,
  LAYERS_FILE,
  layersBlock,
  README_FILE,
  releasesBlock,
  withReleasesBlock,
} from './readmeBlock.ts';

const readme = fs.readFileSync(README_FILE, 'utf8');
const catalogue = loadCatalogue();
const registry = readRegistry();

const unpadded = (table: string) => table.replace(/ {2,}/g, ' ');

describe("README's rule releases", () => {
  it('is the block generated from the registry (run `npm run rules -- readme` after changing it)', () => {
    expect(readme).toContain(BEGIN);
    expect(withReleasesBlock(readme, releasesBlock(builtReleases(registry), catalogue))).toBe(readme);
  });

  it('states every release of the registry with its dates, one row each', () => {
    // Cells are padded to their column's width, as the formatter writes Markdown tables: compared unpadded.
    const rows = unpadded(readme.slice(readme.indexOf(BEGIN), readme.indexOf(END))).split('\n');
    for (const r of registry) {
      const row = rows.find((line) => line.startsWith(`| ${r.ruleset} | ${r.owner} | ${r.version} |`));
      expect(row, `${r.ruleset} ${r.version}`).toContain(`| ${r.inForceFrom ?? '—'} |`);
    }
    // Rule counts, read from the catalogue independently: Peppol 3.0.21's UBL and CII schematrons.
    const peppol = new Set(
      catalogue.entries
        .filter((e) => e.appearances.some((a) => a.artefact === 'peppol-ubl' || a.artefact === 'peppol-cii'))
        .map((e) => e.ruleId),
    );
    expect(rows).toContain(`| peppol | OpenPEPPOL | 3.0.21 | 2026-08-17 | 2027-02-23 | ${peppol.size} |`);
    expect(rows).toContain('| peppol | OpenPEPPOL | 3.0.22 | 2027-02-24 | — | not installed |');
  });

  it('changes when a date of the registry changes, so the README check fails until regenerated', () => {
    const moved = registry.map((r) =>
      r.ruleset === 'peppol' && r.version === '3.0.21' ? { ...r, inForceFrom: '2026-09-01' } : r,
    );
    const block = releasesBlock(builtReleases(moved), catalogue);
    expect(unpadded(block)).toContain('| peppol | OpenPEPPOL | 3.0.20 | 2026-02-23 | 2026-08-31 |');
    expect(withReleasesBlock(readme, block)).not.toBe(readme);
  });

  it('refuses a README without its markers', () => {
    expect(() => withReleasesBlock('# no table here\n', 'x')).toThrow(/markers/);
  });
});

describe("docs/rule-releases.md's national layers", () => {
  const doc = fs.readFileSync(LAYERS_FILE, 'utf8');
  const block = (releases: typeof registry) => layersBlock(releases, builtReleases(releases));

  it('is the block generated from the registry (run `npm run rules -- readme` after changing it)', () => {
    expect(doc).toContain(LAYERS_BEGIN);
    expect(withReleasesBlock(doc, block(registry), LAYERS_BEGIN, LAYERS_END)).toBe(doc);
  });

  it("names each layer's owner, version, dates and selection rule, one row each", () => {
    const rows = unpadded(doc.slice(doc.indexOf(LAYERS_BEGIN), doc.indexOf(LAYERS_END))).split('\n');
    const layers = registry.filter((r) => r.layer);
    expect(layers.map((r) => r.ruleset)).toEqual(['ublbe', 'cius-ro', 'hr-cius', 'si-ubl']);
    for (const r of layers) {
      const layer = r.layer as NonNullable<(typeof r)['layer']>;
      const row = rows.find((line) =>
        line.startsWith(`| ${layer.profile} (${layer.country}) | ${r.owner} |`),
      );
      expect(row, r.ruleset).toContain(`| ${r.version} | ${r.published ?? '—'} | ${r.inForceFrom ?? '—'} |`);
      for (const id of layer.select.customizationIds) expect(row, r.ruleset).toContain(`\`${id}\``);
      expect(row, r.ruleset).toContain(layer.select.mode === 'prefix' ? 'starts with' : 'BT-24 is');
    }
  });

  it('changes when a layer of the registry changes, so the check fails until regenerated', () => {
    const moved = registry.map((r) => (r.ruleset === 'cius-ro' ? { ...r, inForceFrom: '2024-07-01' } : r));
    expect(unpadded(block(moved))).toContain('| 1.0.9 | 2024-06-05 | 2024-07-01 |');
    expect(withReleasesBlock(doc, block(moved), LAYERS_BEGIN, LAYERS_END)).not.toBe(doc);
  });

  it('refuses a document without its markers', () => {
    expect(() => withReleasesBlock('# no table here\n', 'x', LAYERS_BEGIN, LAYERS_END)).toThrow(/markers/);
  });
});
