import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltManifest, BuiltRelease } from '@einvoice/engine/manifest';
import { repoRoot } from '@einvoice/engine/repoRoot';
import type { Catalogue } from '@einvoice/rulesets';
import { buildDir } from '@einvoice/rulesets/paths';
import type { Dataset } from './dataset.ts';
import type { LayerManifest } from './nationalLayers.ts';

/** Default location: the shared data folder beside the repository (like the official rule sets). */
const DEFAULT_DATASET = path.resolve(repoRoot, '../shared/data/eu-einvoicing.json');

/** The dataset's path: `EU_EINVOICING_DATA`, or the shared data folder. */
export function datasetFile(): string {
  return process.env.EU_EINVOICING_DATA ?? DEFAULT_DATASET;
}

/** Reads the dataset once; a missing file is an error naming the path. */
export function loadDataset(file = datasetFile()): Dataset {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Dataset;
  } catch (err) {
    throw new Error(
      `EU e-invoicing dataset ${file} is missing or unreadable (set EU_EINVOICING_DATA): ${String(err)}`,
    );
  }
}

/** Reads `catalogue.json` of the rulesets build (RULESETS_BUILD_DIR overrides, as for the engine). */
export function loadCatalogue(dir = process.env.RULESETS_BUILD_DIR ?? buildDir): Catalogue {
  const file = path.join(dir, 'catalogue.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  } catch (err) {
    throw new Error(`${file} is missing or unreadable (run \`npm run build -w rulesets\`): ${String(err)}`);
  }
}

/** The rulesets build's `manifest.json` (RULESETS_BUILD_DIR overrides, as for the engine). */
function loadManifest(dir: string): BuiltManifest {
  const file = path.join(dir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuiltManifest;
  } catch (err) {
    throw new Error(`${file} is missing or unreadable (run \`npm run build -w rulesets\`): ${String(err)}`);
  }
}

/** The release registry as the rulesets build recorded it (`manifest.json`), the one record of versions and dates. */
export function loadReleases(dir = process.env.RULESETS_BUILD_DIR ?? buildDir): BuiltRelease[] {
  return loadManifest(dir).releases;
}

/** The registry's releases and the national layers' scenarios as built, for the country answers. */
export function loadLayerManifest(dir = process.env.RULESETS_BUILD_DIR ?? buildDir): LayerManifest {
  const { releases, scenarios } = loadManifest(dir);
  return { releases, scenarios: scenarios.filter((s) => s.layer !== undefined) };
}
