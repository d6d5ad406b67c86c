import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { commandLine } from '@einvoice/engine/commandLine';
import { writeCatalogue } from './catalogue/buildCatalogue.ts';
import { facturxScenarios } from './facturx/facturxArtefacts.ts';
import { inlineCodeDbInXslt } from './facturx/inlineCodeDb.ts';
import { franceScenarios } from './france/franceScenarios.ts';
import { BUILD_FOLDERS, hashBuildFiles } from './integrity.ts';
import {
  type Artefact,
  type BuiltArtefact,
  type BuiltManifest,
  PAGE_FONTS,
  type SchematronArtefact,
} from './manifest.ts';
import { buildDir, rulesetsDir } from './paths.ts';
import { peppolScenarios, readKositScenarios } from './readKositScenarios.ts';
import { layerScenarios } from './releases/layerScenarios.ts';
import { withLevelOverrides } from './releases/levelOverrides.ts';
import { artefactsByRelease, builtReleases, REGISTRY_FILE, readRegistry } from './releases/registry.ts';
import { buildCompiledRules } from './rules/buildCompiledRules.ts';
import { compileSchematronToXslt } from './schematron/compileSchematron.ts';
import { compileXsltToSefFile, sefKey } from './schematron/compileXsltToSef.ts';

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

/** The XSLT text the reference executor's stylesheet of `a` is compiled from (its code DB inlined). */
function xsltOf(a: SchematronArtefact, src: string): string {
  const sourcePath = path.join(src, a.source.path);
  if (!fs.existsSync(sourcePath)) throw new Error(`${a.id}: ${sourcePath} missing`);
  // The official XSLT has no includes, so compiling its text from the cache folder is the same as in place.
  const read =
    a.source.from === 'sch' ? compileSchematronToXslt(sourcePath) : fs.readFileSync(sourcePath, 'utf8');
  return a.codeDb ? inlineCodeDbInXslt(read, path.join(src, a.codeDb)) : read;
}

/** Prints one finished step as `  [3/13] id  1.2 s`, so a first build shows how far it is. */
function progress(label: string, total: number) {
  let done = 0;
  return (id: string, t0: number) => {
    done++;
    const count = `[${String(done).padStart(String(total).length)}/${total}]`;
    console.log(`  ${label} ${count} ${id.padEnd(20)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
}

/**
 * The XSD trees and compiled rules the default executor loads. The SaxonJS stylesheet is not compiled here
 * (half a minute each for the largest, most of a build's time): the artefact names where it goes and its
 * content key, and `buildReferenceStylesheets` compiles it on request.
 */
function buildArtefact(a: Artefact, src: string, out: string): BuiltArtefact {
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
  return {
    kind: 'schematron',
    id: a.id,
    name: a.name,
    authority: a.authority,
    version: a.version,
    sef: path.posix.join('sef', `${a.id}.sef.json`),
    sha256: sefKey(xsltOf(a, src)),
    rules: buildCompiledRules(a, src, out),
    ruleset: a.ruleset,
    ...(a.alternativeOf ? { alternativeOf: a.alternativeOf } : {}),
  };
}

/** Compiles every SaxonJS stylesheet into `out/sef`, two at a time (xslt3 is CPU bound), cached by content. */
async function compileStylesheets(artefacts: readonly Artefact[], src: string, out: string): Promise<void> {
  const schematrons = artefacts.filter((a): a is SchematronArtefact => a.kind === 'schematron');
  console.log(
    `rulesets: compiling the reference executor's ${schematrons.length} SaxonJS stylesheets (a few minutes on two cores, seconds when cached)`,
  );
  const done = progress('reference', schematrons.length);
  fs.mkdirSync(path.join(out, 'sef'), { recursive: true });
  await inBatches(schematrons, 2, async (a) => {
    const t0 = performance.now();
    const { sefFile } = await compileXsltToSefFile(xsltOf(a, src), path.join(out, '.cache/sef'));
    fs.copyFileSync(sefFile, path.join(out, 'sef', `${a.id}.sef.json`));
    done(a.id, t0);
  });
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

/**
 * Turns the pinned official artefacts into what the engine loads: XSD trees, compiled rules, a manifest; with
 * `reference`, the SaxonJS stylesheets of the reference executor too.
 */
export async function buildRulesets(
  src = rulesetsDir(),
  out = buildDir,
  registry = REGISTRY_FILE,
  { reference = false }: { reference?: boolean } = {},
): Promise<BuiltManifest> {
  if (!fs.existsSync(path.join(src, 'SOURCES.md'))) {
    throw new Error(`official rulesets not found at ${src} (set RULESETS_DIR)`);
  }
  console.log(`rulesets: building from ${src} into ${out}`);
  // Start from empty output folders, so the integrity table lists exactly what this build wrote.
  for (const dir of BUILD_FOLDERS) fs.rmSync(path.join(out, dir), { recursive: true, force: true });
  const registered = readRegistry(registry);
  const sources = artefactsByRelease(registered).flat();
  const done = progress('rules', sources.length);
  const artefacts = sources.map((a) => {
    const t0 = performance.now();
    const built = buildArtefact(a, src, out);
    done(a.id, t0);
    return built;
  });
  const facturx = registered.findLast((r) => r.ruleset === 'facturx');
  const official = [
    ...withLevelOverrides(
      readKositScenarios(fs.readFileSync(path.join(src, 'kosit/scenarios.template.xml'), 'utf8')),
    ),
    ...peppolScenarios(),
    // After KoSIT's: its EN 16931 scenario keeps the bare EN 16931 id the Factur-X EN 16931 profile shares.
    ...(facturx ? facturxScenarios(facturx.version) : []),
    // Last: the French rules run when asked for, for CDAR and for EXTENDED-CTC-FR (engine/src/scenario/franceScenario.ts).
    ...(registered.some((r) => r.ruleset === 'france-ctc') ? franceScenarios() : []),
  ];
  // First: a national layer's identifiers are its owner's own (rulesets/src/releases/layerScenarios.ts).
  const scenarios = [...layerScenarios(registered, official), ...official];
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
  if (reference) await compileStylesheets(sources, src, out);
  return writeManifest(out, {
    builtFrom: path.basename(src),
    releases: builtReleases(registered),
    artefacts,
    scenarios,
  });
}

/**
 * Adds the reference executor's stylesheets to a finished build (`npm run setup -- --reference`): compiles them
 * from the artefacts the manifest was built from and writes the manifest again with them in its integrity table.
 */
export async function buildReferenceStylesheets(
  src = rulesetsDir(),
  out = buildDir,
  registry = REGISTRY_FILE,
): Promise<BuiltManifest> {
  const { integrity: _, ...built } = JSON.parse(
    fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'),
  ) as BuiltManifest;
  const sources = artefactsByRelease(readRegistry(registry)).flat();
  await compileStylesheets(sources, src, out);
  return writeManifest(out, built);
}

/** Hashes what the build folders hold and writes the manifest with that table. */
function writeManifest(out: string, built: Omit<BuiltManifest, 'integrity'>): BuiltManifest {
  const manifest: BuiltManifest = { ...built, integrity: hashBuildFiles(out, BUILD_FOLDERS) };
  // Written last and renamed into place: a build that stops half-way leaves no manifest to trust.
  const tmp = path.join(out, `manifest.json.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, path.join(out, 'manifest.json'));
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = commandLine(
    'rulesets build',
    `usage: npm run build -w rulesets [-- --reference]
Builds the rules the engine loads from the official artefacts (RULESETS_DIR, default ../shared/rulesets) into
rulesets/build, every time; \`npm run setup\` does it only when its inputs changed.
  --reference  compile the reference executor's SaxonJS stylesheets too (a few minutes; cached by content)`,
    { options: { reference: { type: 'boolean' } } },
  );
  buildRulesets(undefined, undefined, undefined, { reference: values.reference === true }).catch(
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
