import path from 'node:path';
import { importsOf } from '@einvoice/test-support/imports/importGraph';
import { SOURCE_CONDITION } from '../setup/serverBundle.ts';
import type { SourceText } from './boundaryRules.ts';

/**
 * Issue 28: the server's engine worker and the page's Worker build and call the engine only through the entries
 * `@einvoice/validator-js` publishes, as a stranger would. Pure functions over the package manifest and the
 * source texts, so a self-test can plant each violation.
 */

/** The library package as its package.json declares it. */
export interface LibraryManifest {
  name: string;
  exports: Record<string, unknown>;
  /** What `npm pack` ships (package.json "files"). */
  files: string[];
}

/**
 * Where an export resolves for a stranger's runtime or bundler: every condition but the workspace's own (which
 * names an entry's sources; a stranger never sets it).
 */
function publishedTargets(target: unknown): string[] {
  if (typeof target === 'string') return [target];
  if (target === null || typeof target !== 'object') return [];
  return Object.entries(target).flatMap(([condition, t]) =>
    condition === SOURCE_CONDITION ? [] : publishedTargets(t),
  );
}

/**
 * The entries a packed package offers: export keys whose every published target (types included) lies in the
 * files `npm pack` ships. An entry that resolves only under the workspace condition is not one.
 */
export function packedEntries(lib: LibraryManifest): string[] {
  const shipped = (target: string) => {
    const file = path.posix.normalize(target);
    return lib.files.some((f) => file === f || file.startsWith(`${path.posix.normalize(f)}/`));
  };
  return Object.entries(lib.exports)
    .filter(([, target]) => {
      const targets = publishedTargets(target);
      return targets.length > 0 && targets.every(shipped);
    })
    .map(([key]) => key);
}

/** The host files a module graph reaches from `entry` by relative imports (its own package's modules). */
export function moduleClosure(entry: string, sources: readonly SourceText[]): SourceText[] {
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const seen = new Set<string>();
  const walk = (file: string) => {
    const source = byFile.get(file);
    if (!source || seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(source.text))
      if (spec.startsWith('.')) walk(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  };
  walk(entry);
  return [...seen].map((f) => byFile.get(f) as SourceText);
}

export interface HostEntryViolation {
  rule: 'engine-import' | 'unpublished-entry' | 'no-library-import' | 'missing-entry';
  where: string;
}

/**
 * Checks each host's module graph (from its entry file): no import of the private engine package, every import
 * of the library an entry its packed package offers, and the library imported at all (the engine is built there).
 */
export function checkHostEntries(
  hostEntries: readonly string[],
  sources: readonly SourceText[],
  lib: LibraryManifest,
): HostEntryViolation[] {
  const entries = packedEntries(lib);
  const out: HostEntryViolation[] = [];
  for (const entry of hostEntries) {
    const graph = moduleClosure(entry, sources);
    if (graph.length === 0) {
      out.push({ rule: 'missing-entry', where: entry });
      continue;
    }
    let usesLibrary = false;
    for (const { file, text } of graph) {
      for (const spec of importsOf(text)) {
        if (spec === '@einvoice/engine' || spec.startsWith('@einvoice/engine/'))
          out.push({ rule: 'engine-import', where: `${file} → ${spec}` });
        if (spec !== lib.name && !spec.startsWith(`${lib.name}/`)) continue;
        usesLibrary = true;
        const subpath = `.${spec.slice(lib.name.length)}`;
        if (!entries.includes(subpath)) out.push({ rule: 'unpublished-entry', where: `${file} → ${spec}` });
      }
    }
    if (!usesLibrary) out.push({ rule: 'no-library-import', where: entry });
  }
  return out;
}
