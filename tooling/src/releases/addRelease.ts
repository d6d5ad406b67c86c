import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { ruleDiff } from '@einvoice/knowledge';
import type { Catalogue } from '@einvoice/rulesets';
import { buildRulesets } from '@einvoice/rulesets/build';
import { buildDir, rulesetsDir } from '@einvoice/rulesets/paths';
import {
  isInstalled,
  REGISTRY_FILE,
  type RegistryArtefact,
  type RegistryLayer,
  type RegistryRelease,
  readRegistry,
} from '@einvoice/rulesets/registry';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { unzipSync } from 'fflate';

/** What `npm run rules -- add` is told about a release. */
export interface AddRequest {
  /** A folder of the owner's files, or the owner's ZIP archive. */
  source: string;
  owner: string;
  ruleset: string;
  version: string;
  /** Null where the owner publishes no date for the release. */
  published: string | null;
  inForce: string;
  /** The archive's pinned SHA-256: required for an archive, which is refused when it differs. */
  sha256?: string;
  revision?: string;
  url?: string;
  /** The owner's test files: corpus folders with reference verdicts (expected/<folder>.jsonl). */
  tests?: string[];
  registry?: string;
  /**
   * The first release of a national layer: what it sits on and which documents it applies to (later
   * releases take it from the layer's newest release unless given again).
   */
  layer?: RegistryLayer;
  /** A layer's first release: its schematron source, relative to the release's folder (or only `xslt`). */
  sch?: string;
  /** …and the owner's compiled XSLT of it (the reference executor's stylesheet), where published. */
  xslt?: string;
  /** …and the artefact's name (default "<profile> rules"). */
  name?: string;
  /** Where the other releases' folders are (default ../shared/rulesets). */
  rulesetsRoot?: string;
  log?: (line: string) => void;
}

/** A release refused: nothing was written. */
export class ReleaseRefused extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The rulesets root the build reads, with the new release's folder in it: the real root when the folder
 * is already one of its folders; otherwise a temporary root of links to the real folders plus the new one
 * (an archive is unpacked into it). Nothing is copied into the repository.
 */
function stage(
  request: AddRequest,
  work: string,
): { root: string; folder: string; archiveSha256: string | null } {
  const real = request.rulesetsRoot ?? rulesetsDir();
  const isArchive = request.source.endsWith('.zip');
  let archiveSha256: string | null = null;
  let folder = path.basename(request.source).replace(/\.zip$/, '');
  let files: string;
  if (isArchive) {
    const bytes = fs.readFileSync(request.source);
    archiveSha256 = sha256(bytes);
    if (!request.sha256) throw new ReleaseRefused('an archive needs its pinned SHA-256 (--sha256)');
    if (archiveSha256 !== request.sha256.toLowerCase())
      throw new ReleaseRefused(
        `archive SHA-256 ${archiveSha256} differs from the pin ${request.sha256}: refused, nothing changed`,
      );
    files = path.join(work, 'unpacked', folder);
    for (const [name, data] of Object.entries(unzipSync(bytes, { filter: (f) => !f.name.endsWith('/') }))) {
      const target = path.resolve(files, name);
      if (!target.startsWith(`${files}${path.sep}`))
        throw new ReleaseRefused(`archive entry ${name} leaves its folder`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
    }
    // An archive that wraps everything in one folder (GitHub's) is read from inside it.
    const top = fs.readdirSync(files);
    if (top.length === 1 && fs.statSync(path.join(files, top[0] as string)).isDirectory())
      files = path.join(files, top[0] as string);
  } else {
    files = path.resolve(request.source);
    if (!fs.statSync(files).isDirectory())
      throw new ReleaseRefused(`${request.source} is neither a folder nor a .zip`);
    folder = path.basename(files);
    // A folder already inside the rulesets root (at any depth, e.g. national/ublbe-1.31) is read in place.
    const inside = path.relative(path.resolve(real), files);
    if (inside && !inside.startsWith('..') && !path.isAbsolute(inside))
      return { root: real, folder: inside.split(path.sep).join('/'), archiveSha256 };
  }
  const root = path.join(work, 'rulesets');
  fs.mkdirSync(root);
  for (const name of fs.readdirSync(real)) fs.symlinkSync(path.join(real, name), path.join(root, name));
  fs.rmSync(path.join(root, folder), { force: true });
  fs.symlinkSync(files, path.join(root, folder));
  return { root, folder, archiveSha256 };
}

/**
 * The registry entry: the rule set's artefacts as its earlier releases define them (newest definition of
 * each base), read from the new folder where the file is there; the sources' layout from the newest release.
 */
function entryOf(
  request: AddRequest,
  existing: readonly RegistryRelease[],
  root: string,
  folder: string,
  archiveSha256: string | null,
): RegistryRelease {
  const earlier = existing.filter((r) => r.ruleset === request.ruleset && isInstalled(r));
  const template = earlier.at(-1);
  const layer = request.layer ?? template?.layer;
  if (!template && !request.layer)
    throw new ReleaseRefused(`no earlier release of ${request.ruleset} to take the layout from`);
  const artefacts = template
    ? movedArtefacts(earlier, root, folder)
    : [firstLayerArtefact(request, root, folder)];
  if (artefacts.length === 0)
    throw new ReleaseRefused(`${folder} has none of the files ${request.ruleset}'s releases have`);
  const layout = template?.sources[0];
  return {
    ruleset: request.ruleset,
    owner: request.owner,
    version: request.version,
    published: request.published,
    inForceFrom: request.inForce,
    // Its users name it as they named the earlier releases (a layer's first one: by its profile), the new version.
    ...((template?.label?.line ?? layer?.profile)
      ? { label: { line: (template?.label?.line ?? layer?.profile) as string, version: request.version } }
      : {}),
    sources: [
      {
        id: folder,
        folder,
        revision: request.revision ?? request.version,
        url: request.url ?? '',
        archiveSha256: archiveSha256 ?? request.sha256 ?? null,
        stripTop: layout?.stripTop ?? false,
        map: layout?.map ?? [['', '']],
      },
    ],
    tests: request.tests ?? [],
    artefacts,
    ...(layer ? { layer } : {}),
  };
}

/**
 * The rule set's artefacts as its earlier releases define them (newest definition of each base), their
 * files read from the new folder where they are there.
 */
function movedArtefacts(
  earlier: readonly RegistryRelease[],
  root: string,
  folder: string,
): RegistryArtefact[] {
  const byBase = new Map<string, RegistryArtefact>();
  for (const r of earlier)
    for (const a of r.artefacts) {
      if (a.kind !== 'schematron') continue;
      // A file's path under its release's folder (a folder may be nested: national/ublbe-1.31).
      const move = (p: string) => {
        const own = r.sources.find((s) => p.startsWith(`${s.folder}/`));
        return `${folder}/${own ? p.slice(own.folder.length + 1) : p.split('/').slice(1).join('/')}`;
      };
      const moved = move(a.source.path);
      if (!fs.existsSync(path.join(root, moved))) continue;
      const rulesSource = a.rulesSource ? move(a.rulesSource) : undefined;
      byBase.set(a.base, {
        ...a,
        source: { ...a.source, path: moved },
        ...(rulesSource ? { rulesSource } : {}),
      });
    }
  return [...byBase.values()];
}

/**
 * A layer's first release: one schematron artefact from the owner's `.sch` (and compiled XSLT), or from the
 * compiled XSLT alone where the owner publishes no `.sch` (its rules are read back from the XSLT).
 */
function firstLayerArtefact(request: AddRequest, root: string, folder: string): RegistryArtefact {
  const layer = request.layer as RegistryLayer;
  if (!request.sch && !request.xslt)
    throw new ReleaseRefused(
      `a layer's first release needs its schematron (--sch) or compiled XSLT (--xslt)`,
    );
  const inFolder = (file: string) => {
    const rel = `${folder}/${file}`;
    if (!fs.existsSync(path.join(root, rel)))
      throw new ReleaseRefused(`${rel} is not in the release's folder`);
    return rel;
  };
  const syntax = layer.documents.every((d) => d.startsWith('ubl-')) ? 'ubl' : layer.documents.join('-');
  const sch = request.sch ? inFolder(request.sch) : undefined;
  return {
    kind: 'schematron',
    base: `${request.ruleset}-${syntax}`,
    name: request.name ?? `${layer.profile} rules`,
    ...(request.xslt
      ? { source: { from: 'xslt', path: inFolder(request.xslt) }, ...(sch ? { rulesSource: sch } : {}) }
      : { source: { from: 'sch', path: sch as string } }),
  };
}

export interface AddResult {
  entry: RegistryRelease;
  /** The build made with the release (a temporary folder; removed by `cleanup`). */
  build: string;
  diff: ReturnType<typeof ruleDiff> | null;
  cleanup(): void;
}

/**
 * `npm run rules -- add`: checks the archive against its pin, builds every release with the new one (into a
 * temporary folder, the stylesheet cache shared), runs the owner's test files pinned to it and refuses the
 * release when any disagrees, prints the rule-id diff against the release in force on the new release's
 * date, and only then writes the registry entry.
 */
export async function addRelease(request: AddRequest): Promise<AddResult> {
  const log = request.log ?? console.log;
  const registryFile = request.registry ?? REGISTRY_FILE;
  const existing = readRegistry(registryFile);
  if (existing.some((r) => r.ruleset === request.ruleset && r.version === request.version))
    throw new ReleaseRefused(`${request.ruleset} ${request.version} is already in the registry`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-add-'));
  const cleanup = () => fs.rmSync(work, { recursive: true, force: true });
  try {
    const { root, folder, archiveSha256 } = stage(request, work);
    const entry = entryOf(request, existing, root, folder, archiveSha256);
    const raw = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { releases: RegistryRelease[] };
    const candidate = path.join(work, 'registry.json');
    fs.writeFileSync(candidate, JSON.stringify({ ...raw, releases: [...raw.releases, entry] }));
    const build = path.join(work, 'build');
    fs.mkdirSync(path.join(build, '.cache'), { recursive: true });
    fs.symlinkSync(path.join(buildDir, '.cache/sef'), path.join(build, '.cache/sef'));
    await buildRulesets(root, build, candidate);
    const engine = await createNodeEngine(build);
    for (const corpus of entry.tests) {
      const report = await runCorpus(engine, corpus, undefined, {
        rulesetVersions: { [entry.ruleset]: entry.version },
      });
      if (report.documents === 0 || report.unexplained.length > 0)
        throw new ReleaseRefused(
          `the owner's tests ${corpus} fail under ${entry.ruleset} ${entry.version}: ${report.unexplained.slice(0, 5).join('; ') || 'no documents'}`,
        );
      log(`owner's tests ${corpus}: ${report.documents} documents agree with the reference verdicts`);
    }
    const inForce = existing.filter(
      (r) => r.ruleset === entry.ruleset && isInstalled(r) && (r.inForceFrom ?? '') <= request.inForce,
    );
    const previous = inForce.at(-1);
    const catalogue = JSON.parse(fs.readFileSync(path.join(build, 'catalogue.json'), 'utf8')) as Catalogue;
    const diff = previous ? ruleDiff(catalogue, entry.ruleset, previous.version, entry.version) : null;
    if (diff)
      log(
        `rule ids ${diff.from} → ${diff.to}: added ${diff.added.join(', ') || '—'}; removed ${diff.removed.join(', ') || '—'}; changed ${diff.changed.join(', ') || '—'}`,
      );
    fs.writeFileSync(
      registryFile,
      `${JSON.stringify({ ...raw, releases: [...raw.releases, entry] }, null, 2)}\n`,
    );
    log(`${entry.ruleset} ${entry.version} added to ${registryFile}`);
    return { entry, build, diff, cleanup };
  } catch (e) {
    cleanup();
    throw e;
  }
}
