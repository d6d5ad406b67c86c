/**
 * The README's rule-release table is generated from the registry (issue 23): the block between the markers is
 * exactly what `npm run rules -- readme` writes from rulesets/src/releases/registry.json and the build's
 * catalogue, so a registry change fails this test until the README is regenerated.
 */
import fs from 'node:fs';
import { loadCatalogue } from '@einvoice/knowledge/node';
import { builtReleases, readRegistry } from '@einvoice/rulesets/registry';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, README_FILE, releasesBlock, withReleasesBlock } from './readmeBlock.ts';

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
