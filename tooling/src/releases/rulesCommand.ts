import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { releasesOn } from '@einvoice/engine/releases';
import { loadCatalogue } from '@einvoice/knowledge/node';
import { builtReleases, readRegistry } from '@einvoice/rulesets/registry';
import { addRelease, ReleaseRefused } from './addRelease.ts';
import { releasesBlock, writeReadmeBlock } from './readmeBlock.ts';

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

const USAGE = `Usage: npm run rules -- list
       npm run rules -- readme     (rewrites README.md's table of rule releases from the registry and the build)
       npm run rules -- add <folder|archive.zip> --owner O --ruleset R --version V --published YYYY-MM-DD
                            --in-force YYYY-MM-DD [--sha256 HEX] [--revision REV] [--url URL] [--tests corpus,...]
                            [--registry FILE]`;

// `npm run rules -- list | readme | add`: the release registry (rulesets/src/releases/registry.json).
if (import.meta.url === `file://${process.argv[1]}`) {
  enterCallerFolder();
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'list') {
    commandLine('rules list', USAGE, { args: rest });
    console.log(listReleases(new Date().toISOString().slice(0, 10)));
  } else if (command === 'readme') {
    commandLine('rules readme', USAGE, { args: rest });
    const changed = writeReadmeBlock(releasesBlock(builtReleases(readRegistry()), loadCatalogue()));
    console.log(
      changed ? 'README.md: rule releases table rewritten' : 'README.md: rule releases table unchanged',
    );
  } else if (command === 'add') {
    const { values, positionals } = commandLine('rules add', USAGE, {
      args: rest,
      allowPositionals: true,
      options: Object.fromEntries(
        [
          'owner',
          'ruleset',
          'version',
          'published',
          'in-force',
          'sha256',
          'revision',
          'url',
          'tests',
          'registry',
        ].map((name) => [name, { type: 'string' as const }]),
      ),
    });
    const v = values as Record<string, string | undefined>;
    const missing = ['owner', 'ruleset', 'version', 'published', 'in-force'].filter((k) => !v[k]);
    if (positionals.length !== 1 || missing.length > 0) {
      console.error(missing.length ? `missing --${missing.join(', --')}\n${USAGE}` : USAGE);
      process.exit(2);
    }
    try {
      const result = await addRelease({
        source: positionals[0] as string,
        owner: v.owner as string,
        ruleset: v.ruleset as string,
        version: v.version as string,
        published: v.published as string,
        inForce: v['in-force'] as string,
        ...(v.sha256 ? { sha256: v.sha256 } : {}),
        ...(v.revision ? { revision: v.revision } : {}),
        ...(v.url ? { url: v.url } : {}),
        ...(v.tests ? { tests: v.tests.split(',') } : {}),
        ...(v.registry ? { registry: v.registry } : {}),
      });
      result.cleanup();
      console.log('Next: npm run pin -w rulesets, then npm run setup.');
    } catch (e) {
      if (!(e instanceof ReleaseRefused)) throw e;
      console.error(`refused: ${e.message}`);
      process.exit(1);
    }
  } else {
    // No command: --help (or -h) is the usage; anything else is one line naming it.
    commandLine('rules', USAGE, { args: command === undefined ? [] : [command] });
    console.error(
      `rules: ${command === undefined ? 'no command given' : `unknown command '${command}'`} (--help shows the usage)`,
    );
    process.exit(2);
  }
}
