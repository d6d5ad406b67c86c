import type { XsdValidator } from 'libxml2-wasm';
import { fail } from './errors.ts';
import type { RulesetLoader } from './loader.ts';
import type { BuiltArtefact, BuiltManifest } from './manifest.ts';
import { loadEntrySchemas, XSD_ENTRIES, type XsdKind, type XsdSchemas } from './oracles/xsd/loadSchemas.ts';
import { type Sha256Hex, sha256Hex } from './sha256Hex.ts';
import { type CompiledRules, loadRules } from './xpath/compile/loadRules.ts';
import type { RulesetIr } from './xpath/ir/ir.ts';

/**
 * What one engine instance prepares once and reuses for every call: the manifest, the compiled
 * schemas, and each SEF stylesheet (loaded on first use, since a scenario needs only some of them).
 */
export interface Runtime {
  manifest: BuiltManifest;
  /** The host's digest of a document (EngineConfig `sha256`). */
  sha256: Sha256Hex;
  artefact(id: string): BuiltArtefact;
  schemas(): Promise<XsdSchemas>;
  /** The compiled schema of an XSD artefact, compiled on its first use (`schemas()` compiles the three core ones). */
  xsd(id: string): Promise<XsdValidator>;
  stylesheet(id: string): Promise<unknown>;
  /** The compiled rules of a schematron artefact (loaded and turned into closures on first use). */
  rules(id: string): Promise<CompiledRules>;
}

/** Reads the build manifest and sets up lazy, per-instance caches (never module-level). */
export async function createRuntime(loader: RulesetLoader, sha256: Sha256Hex = sha256Hex): Promise<Runtime> {
  let manifest: BuiltManifest;
  try {
    manifest = JSON.parse(await loader.text('manifest.json')) as BuiltManifest;
  } catch (e) {
    throw new Error(`rulesets build output not found or unreadable (run the rulesets build): ${String(e)}`);
  }
  const byId = new Map(manifest.artefacts.map((a) => [a.id, a]));
  const sheets = new Map<string, Promise<unknown>>();
  const compiled = new Map<string, Promise<CompiledRules>>();
  const extraSchemas = new Map<string, Promise<XsdValidator>>();
  const coreKind = new Map(Object.entries(XSD_ENTRIES).map(([kind, entry]) => [entry, kind as XsdKind]));
  // Each document kind's schema compiles on its first use, alone: a server that has seen only UBL invoices never
  // compiles the credit note's or CII's (libxml2's memory grows with each and never shrinks).
  const coreByKind = new Map<
    XsdKind,
    Promise<{ validators: Readonly<Record<string, XsdValidator>>; dispose(): void }>
  >();
  const coreLoad = (kind: XsdKind) => {
    let p = coreByKind.get(kind);
    if (!p) {
      p = loadEntrySchemas(loader, { [kind]: XSD_ENTRIES[kind] });
      coreByKind.set(kind, p);
    }
    return p;
  };
  const coreSchema = async (kind: XsdKind): Promise<XsdValidator> =>
    (await coreLoad(kind)).validators[kind] as XsdValidator;
  const coreSchemas = async (): Promise<XsdSchemas> => {
    const kinds = Object.keys(XSD_ENTRIES) as XsdKind[];
    const loaded = await Promise.all(kinds.map(coreLoad));
    return {
      validators: Object.fromEntries(
        kinds.map((k, i) => [k, loaded[i]?.validators[k]]),
      ) as XsdSchemas['validators'],
      dispose: () => {
        for (const l of loaded) l.dispose();
      },
    };
  };
  const artefact = (id: string): BuiltArtefact =>
    byId.get(id) ?? fail('NOT_EVALUABLE', `rule set ${id} is not built`);
  return {
    manifest,
    sha256,
    artefact,
    schemas: coreSchemas,
    async xsd(id) {
      const a = artefact(id);
      if (a.kind !== 'xsd') throw new Error(`${id} is not an XSD artefact`);
      const kind = coreKind.get(a.entry);
      if (kind) return coreSchema(kind);
      let p = extraSchemas.get(id);
      if (!p) {
        p = loadEntrySchemas(loader, { [id]: a.entry }).then((s) => s.validators[id] as XsdValidator);
        extraSchemas.set(id, p);
      }
      return p;
    },
    stylesheet(id) {
      let p = sheets.get(id);
      if (!p) {
        const a = artefact(id);
        if (a.kind !== 'schematron') throw new Error(`${id} is not a schematron artefact`);
        // Built on request only (a first start skips their minutes of compiling): said as such, not as a missing file.
        if (!Object.hasOwn(manifest.integrity.files, a.sef)) {
          fail(
            'ORACLE_UNAVAILABLE',
            'The reference rules (SaxonJS stylesheets) are not built: `npm run setup -- --reference` builds them (a few minutes).',
            { reason: 'reference-not-built', artefact: id },
          );
        }
        p = loader.text(a.sef).then((t) => JSON.parse(t) as unknown);
        sheets.set(id, p);
      }
      return p;
    },
    rules(id) {
      let p = compiled.get(id);
      if (!p) {
        const a = artefact(id);
        if (a.kind !== 'schematron') throw new Error(`${id} is not a schematron artefact`);
        p = loader.text(a.rules).then((t) => loadRules(JSON.parse(t) as RulesetIr));
        compiled.set(id, p);
      }
      return p;
    },
  };
}
