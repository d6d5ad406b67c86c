import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from '@einvoice/engine';
import { type RegistryRelease, readRegistry } from '@einvoice/rulesets/registry';
import { corpusDir, rulesetsDir } from './paths.ts';

/** A registry layer whose owner ships test files here, with the owner's compiled XSLT (the reference). */
export interface OwnerLayer {
  release: RegistryRelease;
  /** The owner's test files' folder under ../shared/corpus/national. */
  corpus: string;
  /** The build's oracle id of the layer's rules (its schematron artefact's base). */
  oracle: string;
  /** The owner's compiled XSLT, run on Saxon-HE 9.9 for the reference. */
  xslt: string;
}

/** CEN's official EN 16931 UBL XSLT: the base's reference, as KoSIT runs the base. */
export const CEN_UBL_XSLT = path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt');

/**
 * The owner's test files of a release: ../shared/corpus/national/<the release's folder>, or the folder of the
 * owner's release line it belongs to (SI-UBL 2.0.3's test files for the compiled 2.0.3.13).
 */
function corpusOf(folder: string): string {
  const name = path.basename(folder);
  const national = path.join(corpusDir, 'national');
  const line = fs.existsSync(national)
    ? fs.readdirSync(national).find((d) => d !== name && name.startsWith(`${d}.`))
    : undefined;
  return path.join(national, fs.existsSync(path.join(national, name)) || !line ? name : line);
}

/** The registry's layers with the owner's test files in ../shared/corpus/national (see `corpusOf`). */
export function ownerLayers(): OwnerLayer[] {
  return readRegistry().flatMap((r) => {
    const corpus = corpusOf(r.sources[0]?.folder ?? '');
    const artefact = r.artefacts.find((a) => a.kind === 'schematron');
    if (!r.layer || !artefact || artefact.kind !== 'schematron' || !fs.existsSync(corpus)) return [];
    if (artefact.source.from !== 'xslt') return [];
    return [
      { release: r, corpus, oracle: artefact.base, xslt: path.join(rulesetsDir, artefact.source.path) },
    ];
  });
}

/** A layer's owner test files (absolute paths), sorted by name. */
export function ownerFiles(layer: OwnerLayer): string[] {
  return fs
    .readdirSync(layer.corpus)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => path.join(layer.corpus, f));
}

/**
 * Owner's test files whose BT-24 the layer does not select, so it does not run on them: the owner's XSLT
 * rejects them for that very reason (its version rules are fatal), and here they are judged as plain EN 16931.
 */
export const NOT_SELECTED: Readonly<Record<string, string>> = {
  'SI-UBL-2.0_error_no_customizationid.xml':
    'no cbc:CustomizationID: the owner fails BII2-T10-R001; here EN 16931 BR-01 fails, the verdict is invalid too',
};

/** The key a file has in `stage`'s folder (its index), the name Saxon's collection mode writes its SVRL under. */
export const stagedName = (i: number): string => `${String(i).padStart(3, '0')}.xml`;

/** Files copied (by index, see `stagedName`) into `dir/in`, with an empty `dir/out`, for Saxon's collection mode. */
export function stage(dir: string, files: readonly string[]): void {
  for (const d of ['in', 'out']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  files.forEach((f, i) => {
    fs.copyFileSync(f, path.join(dir, 'in', stagedName(i)));
  });
}

/** The SVRL flags each finding level stands for (the owners write `fatal`, some `error`). */
export const LEVEL_FLAG: Readonly<Record<Finding['severity'], readonly string[]>> = {
  error: ['fatal', 'error'],
  warning: ['warning'],
  info: ['information', 'info'],
};

/**
 * Findings only one side has, as `id|flags|location|text` (ours: the flags of its level joined by `/`, see
 * LEVEL_FLAG) against Saxon's `id|flag|location|text` (`svrlItems`): a finding agrees when id, location and
 * text match and the flag is its level's, as multisets.
 */
export function differences(mine: readonly string[], theirs: readonly string[]): string[] {
  const left = [...theirs];
  const only: string[] = [];
  for (const o of mine) {
    const [id, levels, loc, text] = o.split('|') as [string, string, string, string];
    const i = left.findIndex((t) => {
      const [tid, flag, tloc, ttext] = t.split('|') as [string, string, string, string];
      return id === tid && loc === tloc && text === ttext && levels.split('/').includes(flag);
    });
    if (i < 0) only.push(`engine only: ${o}`);
    else left.splice(i, 1);
  }
  return [...only, ...left.map((t) => `Saxon-HE only: ${t}`)];
}
