import { releasesOn } from '@einvoice/engine/releases';
import { builtReleases, readRegistry } from './registry.ts';

/** The registry as a table, one release a line, with where each stands on `today`. */
export function listReleases(today: string, file?: string): string {
  const rows = releasesOn(builtReleases(readRegistry(file)), today).map((r) => [
    r.ruleset,
    r.version,
    r.owner,
    r.published ?? '—',
    r.inForceFrom ?? '—',
    r.inForceUntil ?? '—',
    r.installed ? r.status : `${r.status}, not installed`,
    [...new Set(r.sources.map((s) => s.folder))].join(', '),
    r.tests.join(', ') || '—',
  ]);
  const head = [
    'rule set',
    'version',
    'owner',
    'published',
    'in force from',
    'until',
    `on ${today}`,
    'folder',
    "owner's tests",
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

// `npm run rules -- list`: the release registry (rulesets/src/releases/registry.json).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [command] = process.argv.slice(2);
  if (command !== 'list') {
    console.error('Usage: npm run rules -- list');
    process.exit(2);
  }
  console.log(listReleases(new Date().toISOString().slice(0, 10)));
}
