import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { commandLine } from '../../engine/src/host/commandLine.ts';
import { writeCatalogue } from './catalogue/buildCatalogue.ts';
import { facturxScenarios } from './facturx/facturxArtefacts.ts';
import { inlineCodeDbInXslt } from './facturx/inlineCodeDb.ts';
import { BUILD_FOLDERS, hashBuildFiles } from './integrity.ts';
import { type Artefact, type BuiltArtefact, type BuiltManifest, PAGE_FONTS } from './manifest.ts';
import { buildDir, rulesetsDir } from './paths.ts';
import { peppolScenarios, readKositScenarios } from './readKositScenarios.ts';
import { withLevelOverrides } from './releases/levelOverrides.ts';
import { artefactsByRelease, builtReleases, REGISTRY_FILE, readRegistry } from './releases/registry.ts';
import { buildCompiledRules } from './rules/buildCompiledRules.ts';
import { compileSchematronToXslt } from './schematron/compileSchematron.ts';
import { compileXsltToSefFile } from './schematron/compileXsltToSef.ts';

/** Runs at most `limit` tasks at once (the machine has two cores; xslt3 is CPU bound). */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

async function buildArtefact(a: Artefact, src: string, out: string): Promise<BuiltArtefact> {
  const t0 = performance.now();
  if (a.kind === 'xsd') {
    // `ubl-2.1/xsd` → `xsd/ubl-2.1`: the engine's schema paths (engine/src/oracles/xsd/loadSchemas.ts).
    const folder = a.tree.split('/')[0] as string;
    const target = path.join(out, 'xsd', folder);
    fs.cpSync(path.join(src, a.tree), target, {
      recursive: true,
      filter: (p) => fs.statSync(p).isDirectory() || p.endsWith('.xsd'),
    });
    const entry = path.posix.join('xsd', folder, a.entry);
    if (!fs.existsSync(path.join(out, entry)))
      throw new Error(`${a.id}: entry schema ${a.entry} missing in ${src}`);
    return { kind: 'xsd', id: a.id, name: a.name, authority: a.authority, version: a.version, entry };
  }
  const sourcePath = path.join(src, a.source.path);
  if (!fs.existsSync(sourcePath)) throw new Error(`${a.id}: ${sourcePath} missing`);
  // The official XSLT has no includes, so compiling its text from the cache folder is the same as in place.
  const read =
    a.source.from === 'sch' ? compileSchematronToXslt(sourcePath) : fs.readFileSync(sourcePath, 'utf8');
  const xslt = a.codeDb ? inlineCodeDbInXslt(read, path.join(src, a.codeDb)) : read;
  const { sefFile, sha256 } = await compileXsltToSefFile(xslt, path.join(out, '.cache/sef'));
  const sef = path.posix.join('sef', `${a.id}.sef.json`);
  fs.mkdirSync(path.join(out, 'sef'), { recursive: true });
  fs.copyFileSync(sefFile, path.join(out, sef));
  console.log(`  ${a.id.padEnd(20)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return {
    kind: 'schematron',
    id: a.id,
    name: a.name,
    authority: a.authority,
    version: a.version,
    sef,
    sha256,
    rules: buildCompiledRules(a, src, out),
    ruleset: a.ruleset,
    ...(a.alternativeOf ? { alternativeOf: a.alternativeOf } : {}),
  };
}

function copyPageFonts(out: string): void {
  const files = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/package.json')),
    'files',
  );
  for (const font of Object.values(PAGE_FONTS)) {
    fs.mkdirSync(path.join(out, path.dirname(font)), { recursive: true });
    fs.copyFileSync(path.join(files, path.basename(font)), path.join(out, font));
  }
}

/** Turns the pinned official artefacts into what the engine loads: XSD trees, SEF stylesheets, a manifest. */
export async function buildRulesets(
  src = rulesetsDir(),
  out = buildDir,
  registry = REGISTRY_FILE,
): Promise<BuiltManifest> {
  if (!fs.existsSync(path.join(src, 'SOURCES.md'))) {
    throw new Error(`official rulesets not found at ${src} (set RULESETS_DIR)`);
  }
  console.log(`rulesets: building from ${src} into ${out}`);
  // Start from empty output folders, so the integrity table lists exactly what this build wrote.
  for (const dir of BUILD_FOLDERS) fs.rmSync(path.join(out, dir), { recursive: true, force: true });
  const registered = readRegistry(registry);
  const artefacts = await inBatches(artefactsByRelease(registered).flat(), 2, (a) =>
    buildArtefact(a, src, out),
  );
  const facturx = registered.findLast((r) => r.ruleset === 'facturx');
  const scenarios = [
    ...withLevelOverrides(
      readKositScenarios(fs.readFileSync(path.join(src, 'kosit/scenarios.template.xml'), 'utf8')),
    ),
    ...peppolScenarios(),
    // After KoSIT's: its EN 16931 scenario keeps the bare EN 16931 id the Factur-X EN 16931 profile shares.
    ...(facturx ? facturxScenarios(facturx.version) : []),
  ];
  const known = new Set(artefacts.map((a) => a.id));
  for (const a of artefacts) {
    if (a.kind === 'schematron' && a.alternativeOf && !known.has(a.alternativeOf))
      throw new Error(`${a.id} stands in for ${a.alternativeOf}, which the build lacks`);
  }
  for (const s of scenarios) {
    for (const id of [s.xsd, ...s.schematrons]) {
      if (!known.has(id)) throw new Error(`scenario ${s.id} needs artefact ${id}, which the build lacks`);
    }
  }
  copyPageFonts(out);
  writeCatalogue(artefacts, scenarios, src, out);
  const integrity = hashBuildFiles(out, BUILD_FOLDERS);
  const manifest: BuiltManifest = {
    builtFrom: path.basename(src),
    releases: builtReleases(registered),
    artefacts,
    scenarios,
    integrity,
  };
  // Written last and renamed into place: a build that stops half-way leaves no manifest to trust.
  const tmp = path.join(out, `manifest.json.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, path.join(out, 'manifest.json'));
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  commandLine(
    'rulesets build',
    `usage: npm run build -w rulesets
Builds the rules the engine loads from the official artefacts (RULESETS_DIR, default ../shared/rulesets) into
rulesets/build, every time; \`npm run setup\` does it only when its inputs changed. Takes no options.`,
    {},
  );
  buildRulesets().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
