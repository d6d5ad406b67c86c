import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Finding } from '@einvoice/engine';
import { type RegistryRelease, readRegistry } from '@einvoice/rulesets/registry';
import { corpusDir, rulesetsDir } from './paths.ts';
import { saxonCollection } from './saxonHe.ts';

// The national layers' owner test files and their reference: the owner's compiled XSLT on Saxon-HE 9.9. Every
// surface (engine, v3, v1, library, KoSIT drop-in) is compared against the same reference, made here.

/** CEN's official EN 16931 UBL XSLT: the base's reference, as KoSIT runs the base. */
export const CEN_UBL_XSLT = path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt');

/** A registry layer with the test files it is judged on. */
export interface OwnerLayer {
  release: RegistryRelease;
  /** The folder of the owner's test files. */
  corpus: string;
  /** The oracle id the layer's findings carry. */
  oracle: string;
  /** The owner's compiled XSLT. */
  xslt: string;
  /** The test files, sorted, as absolute paths. */
  files: string[];
  /**
   * The owner ships no test files (HR-CIUS): CEN's EN 16931 UBL examples declared as the layer (BT-24 replaced by
   * the layer's first identifier), so the owner's rules they do not meet fire.
   */
  declared: boolean;
}

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

/**
 * Owner's test files whose BT-24 the layer does not select, so it does not run on them: the owner's XSLT
 * rejects them for that very reason (its version rules are fatal), and here they are judged as plain EN 16931.
 */
export const NOT_SELECTED: Readonly<Record<string, string>> = {
  'SI-UBL-2.0_error_no_customizationid.xml':
    'no cbc:CustomizationID: the owner fails BII2-T10-R001; here EN 16931 BR-01 fails, the verdict is invalid too',
};

const xmlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => /\.xml$/i.test(f))
    .sort()
    .map((f) => path.join(dir, f));

let declaredRoot = '';
/** CEN's UBL examples with BT-24 set to `customizationId`, written once per process to a temporary folder. */
function declaredCorpus(ruleset: string, customizationId: string): string {
  if (!declaredRoot) {
    declaredRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-layer-'));
    process.once('exit', () => fs.rmSync(declaredRoot, { recursive: true, force: true }));
  }
  const dir = path.join(declaredRoot, ruleset);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(dir);
  for (const file of xmlFiles(path.join(corpusDir, 'en16931-examples/ubl'))) {
    const xml = fs.readFileSync(file, 'utf8');
    const declared = xml.replace(
      /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/,
      `<cbc:CustomizationID>${customizationId}</cbc:CustomizationID>`,
    );
    if (declared !== xml) fs.writeFileSync(path.join(dir, path.basename(file)), declared);
  }
  return dir;
}

/** The registry's layers with their test files (the owner's, see `corpusOf`, or declared ones), in registry order. */
export function ownerLayers(): OwnerLayer[] {
  return readRegistry().flatMap((release) => {
    const artefact = release.artefacts.find((a) => a.kind === 'schematron');
    if (!release.layer || !artefact || artefact.kind !== 'schematron' || artefact.source.from !== 'xslt')
      return [];
    const own = corpusOf(release.sources[0]?.folder ?? '');
    const declared = !fs.existsSync(own);
    const id = release.layer.select.customizationIds[0];
    if (declared && (!id || !fs.existsSync(path.join(corpusDir, 'en16931-examples/ubl')))) return [];
    const corpus = declared ? declaredCorpus(release.ruleset, id as string) : own;
    return [
      {
        release,
        corpus,
        oracle: artefact.base,
        xslt: path.join(rulesetsDir, artefact.source.path),
        files: xmlFiles(corpus),
        declared,
      },
    ];
  });
}

/**
 * Runs `stylesheet` over `files` in one JVM (Saxon's collection mode). Returns the SVRL items
 * (`id|flag|location|text`) per file path; null where Saxon-HE stopped on a dynamic error.
 */
export async function saxonOver(
  stylesheet: string,
  files: readonly string[],
): Promise<{ items: Map<string, string[] | null>; ms: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saxon-over-'));
  try {
    for (const d of ['in', 'out']) fs.mkdirSync(path.join(dir, d));
    const key = (i: number) => `${String(i).padStart(4, '0')}.xml`;
    files.forEach((f, i) => {
      fs.copyFileSync(f, path.join(dir, 'in', key(i)));
    });
    const { items, ms } = await saxonCollection(stylesheet, dir);
    return { items: new Map(files.map((f, i) => [f, items.get(key(i)) ?? null])), ms };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** SVRL items reduced to `id|flag`, the flag `error` read as `fatal` (the layers write either). */
export const idsAndFlags = (items: readonly string[]): string[] =>
  items
    .map((t) =>
      t
        .split('|')
        .slice(0, 2)
        .join('|')
        .replace(/\|error$/, '|fatal'),
    )
    .sort();

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
