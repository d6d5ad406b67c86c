import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { releasesOn } from '@einvoice/engine/releases';
import { loadCatalogue } from '@einvoice/knowledge/node';
import { builtReleases, type RegistryLayer, readRegistry } from '@einvoice/rulesets/registry';
import { addRelease, ReleaseRefused } from './addRelease.ts';
import {
  LAYERS_BEGIN,
  LAYERS_END,
  LAYERS_FILE,
  layersBlock,
  releasesBlock,
  writeReadmeBlock,
} from './readmeBlock.ts';

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
       npm run rules -- readme     (rewrites README.md's table of rule releases and docs/rule-releases.md's
                                    table of national layers from the registry and the build)
       npm run rules -- add <folder|archive.zip> --owner O --ruleset R --version V --in-force YYYY-MM-DD
                            [--published YYYY-MM-DD] [--sha256 HEX] [--revision REV] [--url URL]
                            [--tests corpus,...] [--registry FILE]
         a national layer's first release also:
                            --profile NAME --country CC --base en16931|peppol --documents ubl-invoice,...
                            --customization-id ID[,ID...] --match equals|prefix --sch FILE [--xslt FILE]
                            (or --xslt FILE alone: an owner's ISO-skeleton XSLT with no .sch)
                            [--name TEXT] [--seller-country CC,...] [--buyer-country CC,...]
         (FILE relative to the release's folder; see docs/rule-releases.md, "A national layer")`;

const LAYER_OPTIONS = [
  'profile',
  'country',
  'base',
  'documents',
  'customization-id',
  'match',
  'seller-country',
  'buyer-country',
] as const;

const list = (v: string | undefined) => (v ? v.split(',').map((x) => x.trim()) : undefined);

/** The layer the options declare, or null when none of its options is given; a part missing exits 2. */
export function layerOf(v: Record<string, string | undefined>): RegistryLayer | null {
  if (!LAYER_OPTIONS.some((k) => v[k])) return null;
  const missing = ['profile', 'country', 'base', 'documents', 'customization-id', 'match'].filter(
    (k) => !v[k],
  );
  const documents = list(v.documents) ?? [];
  const kinds: readonly string[] = ['ubl-invoice', 'ubl-creditnote', 'cii'];
  const wrong = [
    ...missing.map((k) => `missing --${k}`),
    ...(v.match && v.match !== 'equals' && v.match !== 'prefix' ? ['--match is equals or prefix'] : []),
    ...documents
      .filter((d) => !kinds.includes(d))
      .map((d) => `--documents: ${d} is not one of ${kinds.join(', ')}`),
  ];
  if (wrong.length > 0) {
    console.error(`${wrong.join('; ')}\n${USAGE}`);
    process.exit(2);
  }
  const seller = list(v['seller-country']);
  const buyer = list(v['buyer-country']);
  return {
    profile: v.profile as string,
    country: (v.country as string).toUpperCase(),
    base: v.base as string,
    documents: documents as RegistryLayer['documents'],
    select: {
      customizationIds: list(v['customization-id']) ?? [],
      mode: v.match as 'equals' | 'prefix',
      ...(seller ? { sellerCountry: seller.map((c) => c.toUpperCase()) } : {}),
      ...(buyer ? { buyerCountry: buyer.map((c) => c.toUpperCase()) } : {}),
    },
  };
}

// `npm run rules -- list | readme | add`: the release registry (rulesets/src/releases/registry.json).
if (import.meta.url === `file://${process.argv[1]}`) {
  enterCallerFolder();
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'list') {
    commandLine('rules list', USAGE, { args: rest });
    console.log(listReleases(new Date().toISOString().slice(0, 10)));
  } else if (command === 'readme') {
    commandLine('rules readme', USAGE, { args: rest });
    const registry = readRegistry();
    const changed = writeReadmeBlock(releasesBlock(builtReleases(registry), loadCatalogue()));
    console.log(
      changed ? 'README.md: rule releases table rewritten' : 'README.md: rule releases table unchanged',
    );
    const layers = writeReadmeBlock(
      layersBlock(registry, builtReleases(registry)),
      LAYERS_FILE,
      LAYERS_BEGIN,
      LAYERS_END,
    );
    console.log(`docs/rule-releases.md: national layers table ${layers ? 'rewritten' : 'unchanged'}`);
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
          'sch',
          'xslt',
          'name',
          ...LAYER_OPTIONS,
        ].map((name) => [name, { type: 'string' as const }]),
      ),
    });
    const v = values as Record<string, string | undefined>;
    const missing = ['owner', 'ruleset', 'version', 'in-force'].filter((k) => !v[k]);
    if (positionals.length !== 1 || missing.length > 0) {
      console.error(missing.length ? `missing --${missing.join(', --')}\n${USAGE}` : USAGE);
      process.exit(2);
    }
    const layer = layerOf(v);
    try {
      const result = await addRelease({
        source: positionals[0] as string,
        owner: v.owner as string,
        ruleset: v.ruleset as string,
        version: v.version as string,
        published: v.published ?? null,
        inForce: v['in-force'] as string,
        ...(v.sha256 ? { sha256: v.sha256 } : {}),
        ...(v.revision ? { revision: v.revision } : {}),
        ...(v.url ? { url: v.url } : {}),
        ...(v.tests ? { tests: v.tests.split(',') } : {}),
        ...(v.registry ? { registry: v.registry } : {}),
        ...(layer ? { layer } : {}),
        ...(v.sch ? { sch: v.sch } : {}),
        ...(v.xslt ? { xslt: v.xslt } : {}),
        ...(v.name ? { name: v.name } : {}),
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
