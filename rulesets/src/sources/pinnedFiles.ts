import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '@einvoice/engine/commandLine';
import { sha256File } from '../integrity.ts';
import { isInstalled, readRegistry } from '../releases/registry.ts';

const registryFolders = () => [
  ...new Set(
    readRegistry()
      .filter(isInstalled)
      .flatMap((r) => r.sources.map((s) => s.folder)),
  ),
];

const here = path.dirname(fileURLToPath(import.meta.url));
/** The SHA-256 of every pinned official file, by path under the rulesets root. */
export const PINNED_FILES_JSON = path.join(here, 'pinned-files.json');

/**
 * Files of a rulesets root that are the workplace's notes or its reference copies, not a release's
 * artefact: SOURCES.md at any depth, the SHA-256 it noted beside an archive it unpacked (`owner-zip.sha256`;
 * the registry records it as the source's `archiveSha256`), and `unverified/` (e.g. the nearest stand-in for
 * Peppol 3.0.20 CII).
 */
const notPinned = (rel: string) =>
  path.posix.basename(rel) === 'SOURCES.md' ||
  rel.endsWith('.sha256') ||
  rel.split('/').includes('unverified');

export type PinnedFiles = Record<string, string>;

export function readPinnedFiles(file = PINNED_FILES_JSON): PinnedFiles {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PinnedFiles;
}

/** Every owner's file in the registry's source folders under `root`, '/'-separated and sorted, with its SHA-256. */
export function measurePinnedFiles(root: string, folders = registryFolders()): PinnedFiles {
  const out: PinnedFiles = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile() && !notPinned(child) && !child.startsWith('.')) out[child] = '';
    }
  };
  for (const folder of folders) walk(folder);
  for (const rel of Object.keys(out).sort()) out[rel] = sha256File(path.join(root, rel));
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

// `npm run pin -w rulesets [DIR]`: records the pinned copy (default ../shared/rulesets) after a deliberate update.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rulesetsDir } = await import('../paths.ts');
  const {
    positionals: [dir, ...extra],
  } = commandLine(
    'pin',
    `usage: npm run pin -w rulesets [-- DIR]
Records the SHA-256 of every file of the official artefacts in DIR (default ../shared/rulesets) in
rulesets/src/sources/pinned-files.json, after a deliberate update of the pinned copy.`,
    { allowPositionals: true },
  );
  if (extra.length > 0) {
    console.error('pin: one folder at most (--help shows the usage)');
    process.exit(2);
  }
  const root = dir ?? rulesetsDir();
  const files = measurePinnedFiles(root);
  fs.writeFileSync(PINNED_FILES_JSON, `${JSON.stringify(files, null, 2)}\n`);
  console.log(`pinned ${Object.keys(files).length} files of ${root} in ${PINNED_FILES_JSON}`);
}
