import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRY_FILE } from '@einvoice/rulesets/registry';
import { expect, it } from 'vitest';
import { listReleases } from './rulesCommand.ts';

it('npm run rules -- list: the registry as a table, each release with where it stands on the day', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  try {
    const registry = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
    for (const r of registry.releases)
      if (r.ruleset === 'peppol' && r.version === '3.0.21') r.inForceFrom = '2099-03-01';
    const file = path.join(dir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('peppol '))
        .map((l) => l.split(/\s{2,}/).slice(1, 7));
    expect(rows(listReleases('2026-11-26'))).toEqual([
      ['3.0.19', 'OpenPEPPOL', '2025-05-21', '2025-08-25', '2026-02-22', 'superseded'],
      ['3.0.20', 'OpenPEPPOL', '2025-11-24', '2026-02-23', '2026-08-16', 'superseded'],
      ['3.0.21', 'OpenPEPPOL', '2026-05-20', '2026-08-17', '2027-02-23', 'in-force'],
      ['3.0.22', 'OpenPEPPOL', '2026-11-23', '2027-02-24', '—', 'upcoming, not installed'],
    ]);
    expect(rows(listReleases('2026-11-26', file))).toEqual([
      ['3.0.19', 'OpenPEPPOL', '2025-05-21', '2025-08-25', '2026-02-22', 'superseded'],
      ['3.0.20', 'OpenPEPPOL', '2025-11-24', '2026-02-23', '2027-02-23', 'in-force'],
      ['3.0.22', 'OpenPEPPOL', '2026-11-23', '2027-02-24', '2099-02-28', 'upcoming, not installed'],
      ['3.0.21', 'OpenPEPPOL', '2026-05-20', '2099-03-01', '—', 'upcoming'],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
