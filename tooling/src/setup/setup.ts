/**
 * `npm run setup` (part of `npm start` and `npm test`): finds or downloads the pinned official artefacts,
 * then rebuilds only what is stale: the rulesets build when its inputs changed or its output no longer
 * matches its manifest, the web app when its sources or the rule sets changed, the server bundle when its
 * sources changed. `--force` rebuilds all three. A build folder named by RULESETS_BUILD_DIR is checked against
 * its manifest first: the page is only ever built from a build whose every file is the manifest's.
 * The reference executor's SaxonJS stylesheets (minutes of compiling) are built with `--reference` only, and
 * kept through later rebuilds once built (from their cache, in seconds), so the tests that run them still can.
 * `--runtimes` installs the library tests' runtimes into tooling/runtimes (runtimes.ts); `npm test` passes it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { type BuiltManifest, referenceBuilt } from '@einvoice/engine/manifest';
import { repoRoot as repo } from '@einvoice/engine/repoRoot';
import { datasetFile } from '@einvoice/knowledge/node';
import { buildDir } from '@einvoice/rulesets/paths';
import { locateSources } from '@einvoice/rulesets/sources';
import { buildIntact, buildMismatch } from './buildIntact.ts';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';
import { ensureRuntimes } from './runtimes.ts';
import { ensureBundle, serverBundleSpec } from './serverBundle.ts';

const fromRepo = (...p: string[]) => path.join(repo, ...p);
const require = createRequire(import.meta.url);

/** Whether the build in `out` has the reference stylesheets; false without a readable manifest. */
function hasReference(out: string): boolean {
  try {
    return referenceBuilt(
      JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as BuiltManifest,
    );
  } catch {
    return false;
  }
}

/**
 * The page's build, started after setup returns so the server answers meanwhile: a second setup run, which finds
 * the rules and the server bundle up to date and builds only the page. Not detached: it stays in `npm start`'s
 * process group and ends with it.
 */
function buildPageInBackground(): void {
  spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: repo,
    stdio: 'inherit',
  }).unref();
}

async function setup(
  force: boolean,
  reference: boolean,
  pageLater: boolean,
  runtimes: boolean,
): Promise<void> {
  const t0 = performance.now();
  if (runtimes) {
    console.log("setup: the library tests' runtimes (tooling/runtimes: Node 22, Bun, Deno, workerd)");
    console.log(`runtimes: ${ensureRuntimes() ? 'installed' : 'up to date'}`);
  }
  const out = buildDir;
  const step = (n: number, what: string) =>
    console.log(`setup [${n}/3, ${((performance.now() - t0) / 1000).toFixed(1)} s] ${what}`);
  // The page copies the rules it is built from (vite.config.ts): another folder than this setup's own build is
  // hashed in full (no stamp vouches for it) before anything else is done, and refused naming the file.
  const rulesetsForWeb = path.resolve(process.env.RULESETS_BUILD_DIR ?? out);
  if (rulesetsForWeb !== out) {
    const mismatch = buildMismatch(rulesetsForWeb);
    if (mismatch !== null) {
      throw new Error(
        `setup: the rulesets build in ${rulesetsForWeb} (RULESETS_BUILD_DIR) does not match its manifest: ${mismatch}; nothing was built from it`,
      );
    }
  }
  if (!fs.existsSync(path.join(out, 'manifest.json'))) {
    console.log(
      'setup: first start: builds the compiled rules, the page and the server bundle (about 30 s of CPU: half a minute to a minute on two cores; later starts take seconds)',
    );
  }
  const src = await locateSources({ shared: path.resolve(repo, '../shared/rulesets') });

  const rulesStamp = path.join(out, '.cache/inputs.sha256');
  const rulesSources = fs
    .readdirSync(fromRepo('rulesets/src'))
    .sort()
    .filter((name) => !name.endsWith('.test.ts'))
    .map((name) => fromRepo('rulesets/src', name));
  const rulesInputs = inputsFingerprint(
    [src, ...rulesSources, fromRepo('engine/src/xpath'), fromRepo('package-lock.json')],
    [`xslt3 ${(require('xslt3/package.json') as { version: string }).version}`, `from ${src}`],
  );
  const withReference = reference || hasReference(out);
  if (!force && upToDate(rulesStamp, rulesInputs) && buildIntact(out, path.join(out, '.cache/intact.stat'))) {
    step(1, `rules: up to date (${out})`);
    if (withReference && !hasReference(out)) {
      const { buildReferenceStylesheets } = await import('@einvoice/rulesets/build');
      await buildReferenceStylesheets(src, out);
    }
  } else {
    step(
      1,
      `rules: building the compiled rules of every artefact (about 10 s)${withReference ? ' and the reference stylesheets' : ''}`,
    );
    // Imported only when needed: the compiler and xslt3 cost a second of start-up to load.
    const { buildRulesets } = await import('@einvoice/rulesets/build');
    await buildRulesets(src, out, undefined, { reference: withReference });
    writeStamp(rulesStamp, rulesInputs);
  }

  // The web build copies the rulesets build (vite.config.ts), so the manifest is one of its inputs; the Rules
  // view bundles the error catalogue, the EU dataset and the knowledge queries.
  const webStamp = fromRepo('node_modules/.cache/einvoice-check/web-build.sha256');
  const webInputs = inputsFingerprint(
    [
      fromRepo('web/src'),
      fromRepo('web/index.html'),
      fromRepo('web/public'),
      fromRepo('web/vite'),
      fromRepo('web/package.json'),
      fromRepo('vite.config.ts'),
      fromRepo('engine/src'),
      fromRepo('package-lock.json'),
      path.join(rulesetsForWeb, 'manifest.json'),
      path.join(rulesetsForWeb, 'catalogue.json'),
      fromRepo('knowledge/src'),
      datasetFile(),
    ],
    // The operator's imprint and privacy links are built into the page (vite.config.ts): a change rebuilds it.
    [
      `rulesets ${rulesetsForWeb}`,
      `imprint ${process.env.IMPRINT_URL ?? ''}`,
      `privacy ${process.env.PRIVACY_URL ?? ''}`,
    ],
  );
  const dist = fromRepo('web/dist');
  const distCurrent =
    fs.existsSync(path.join(dist, 'index.html')) &&
    fs.existsSync(path.join(dist, 'rulesets/manifest.json')) &&
    fs
      .readFileSync(path.join(dist, 'rulesets/manifest.json'))
      .equals(fs.readFileSync(path.join(rulesetsForWeb, 'manifest.json')));
  // A first start (`npm start` passes --page-later) serves the API before the page exists: the page is built
  // after the server started (about a minute on two cores), and / answers once it is there.
  const pageAfterStart = pageLater && !fs.existsSync(path.join(dist, 'index.html'));
  if (!force && distCurrent && upToDate(webStamp, webInputs)) {
    step(2, `web: up to date (${dist})`);
  } else if (pageAfterStart) {
    step(
      2,
      'web: no page built yet: it is built next, while the server already answers the API (/ in about a minute)',
    );
  } else {
    step(2, 'web: building the page (web/dist; about 30 s on two cores)');
    const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repo, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`web build failed (exit ${r.status})`);
    writeStamp(webStamp, webInputs);
  }

  const bundle = serverBundleSpec(repo);
  step(3, `server: bundling what is stale (${bundle.outDir})`);
  const built = await ensureBundle(bundle, force);
  console.log(`server: ${built ? 'bundled' : 'up to date'}`);
  console.log(`setup: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (pageAfterStart) buildPageInBackground();
}

enterCallerFolder();
const { values } = commandLine(
  'setup',
  `usage: npm run setup [-- [--force] [--reference] [--runtimes]]
Finds or downloads the pinned official artefacts, then rebuilds what is stale: the rulesets build, the web app
(web/dist) and the server bundle (proxy/dist). RULESETS_BUILD_DIR names another rulesets build for the web app,
checked against its manifest first; RULESETS_DIR the official artefacts.
  --force      rebuild all three
  --reference  build the reference executor's SaxonJS stylesheets too (a few minutes the first time; the
               tests and \`--engine reference\` need them; kept through later rebuilds)
  --runtimes   install the runtimes only the library's runtime tests run (Node 22, Bun, Deno, workerd; about
               540 MB) into tooling/runtimes from its lock (npm test does; skipped while the lock is unchanged)
  --page-later when no page is built yet, build it after setup returns (npm start: the server answers first)`,
  {
    options: {
      force: { type: 'boolean' },
      reference: { type: 'boolean' },
      'page-later': { type: 'boolean' },
      runtimes: { type: 'boolean' },
    },
  },
);
setup(
  values.force === true,
  values.reference === true,
  values['page-later'] === true,
  values.runtimes === true,
).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
