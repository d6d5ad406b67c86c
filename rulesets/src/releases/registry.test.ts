import { expect, it } from 'vitest';
import { artefactsByRelease, builtReleases, readRegistry } from './registry.ts';

it('derives in-force-until from the next release and names earlier releases <base>-<version>', () => {
  const releases = readRegistry();
  const peppol = builtReleases(releases).filter((r) => r.ruleset === 'peppol');
  expect(peppol.map((r) => [r.version, r.inForceFrom, r.inForceUntil, r.artefacts])).toEqual([
    ['3.0.19', '2025-08-25', '2026-02-22', ['peppol-ubl-3.0.19', 'peppol-cii-3.0.19']],
    ['3.0.20', '2026-02-23', '2026-08-16', ['peppol-ubl-3.0.20']],
    ['3.0.21', '2026-08-17', '2027-02-23', ['peppol-ubl', 'peppol-cii']],
    // Announced (published 2026-11-23, files not here): counts for the dates, has no artefacts.
    ['3.0.22', '2027-02-24', null, []],
  ]);
  const ids = artefactsByRelease(releases)
    .flat()
    .map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
});
