import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cyclesOf, importsOf, isTest, sourceFiles } from '@einvoice/test-support/imports/importGraph';
import { describe, expect, it } from 'vitest';

/**
 * The proxy's layers (issue 26), from the edge inward: a folder imports only folders of lower layers, never one
 * beside it or above it, so the folder graph has no cycle. A new folder must be placed here before it can be
 * imported. docs/architecture.md explains each layer.
 */
const PROXY_LAYERS: readonly (readonly string[])[] = [
  // The process: entry, composition root (services.ts), the app's assembly, configuration.
  ['.'],
  // Command-line tools run beside the server (keys, evidence key rotation, pack verification).
  ['cli'],
  // The interfaces at the edge, side by side: v3, the earlier interface v1/v2 (a thin adapter over the platform),
  // KoSIT's daemon interface, the page's files, the account dashboard's routes (/api/account).
  ['v3', 'v1', 'kosit', 'static', 'account'],
  // Features as services the interfaces' routes call.
  ['evidence', 'webhooks', 'knowledge', 'developers'],
  // What every interface shares: envelopes and error mapping, request and answer schemas (OpenAPI parts),
  // the invoice body limit, the conversion call, validation records.
  ['platform'],
  // Keys, plans, quotas, rate limits and admission.
  ['auth'],
  ['storage', 'engine', 'body', 'http'],
  ['errors', 'log'],
  // Small shared values (clock, apiKey).
  ['lib'],
];

const SRC = import.meta.dirname;

/** The proxy folder a file belongs to: its top folder under proxy/src, or '.' at the root. */
function folderOf(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length > 1 ? (rel[0] as string) : '.';
}

/** Folder → folders it imports (relative imports of the product files, tests left out). */
function folderGraph(files: readonly string[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = folderOf(file);
    const targets = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, targets);
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(SRC + path.sep)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      targets.set(to, [...(targets.get(to) ?? []), path.relative(SRC, file)]);
    }
  }
  return graph;
}

/**
 * What breaks the layering: a folder no layer names, an import to a folder beside or above, a folder cycle.
 * `edges` maps a folder to the folders it imports (with the importing files, for the message).
 */
function layerViolations(
  edges: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
  layers: readonly (readonly string[])[],
): string[] {
  const layerOf = new Map(layers.flatMap((folders, i) => folders.map((f) => [f, i] as const)));
  const problems: string[] = [];
  for (const folder of new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])]))
    if (!layerOf.has(folder)) problems.push(`folder ${folder} is in no layer`);
  for (const [from, targets] of edges)
    for (const [to, files] of targets) {
      const a = layerOf.get(from);
      const b = layerOf.get(to);
      if (a === undefined || b === undefined || b > a) continue;
      problems.push(`${from} → ${to} (${b === a ? 'beside' : 'up'}): ${files.join(', ')}`);
    }
  const plain = new Map([...edges].map(([from, targets]) => [from, new Set(targets.keys())]));
  for (const cycle of cyclesOf(plain)) problems.push(`cycle: ${cycle.join(' ↔ ')}`);
  return problems;
}

/** `testing/` folders under `root` (test helpers belong to test-support). */
function testingFolders(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isDirectory() && e.name === 'testing')
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const graphOf = (edges: Record<string, Record<string, string[]>>) =>
  new Map(Object.entries(edges).map(([k, v]) => [k, new Map(Object.entries(v))]));

describe('proxy layers', () => {
  it('the checker finds back-imports, imports beside, unplaced folders and cycles (it can fail)', () => {
    const layers = [['top'], ['mid', 'side'], ['low']];
    expect(layerViolations(graphOf({ top: { mid: ['t.ts'] }, mid: { low: ['m.ts'] } }), layers)).toEqual([]);
    expect(layerViolations(graphOf({ low: { top: ['l.ts'] }, top: {} }), layers)).toEqual([
      'low → top (up): l.ts',
    ]);
    expect(layerViolations(graphOf({ mid: { side: ['m.ts'] }, side: {} }), layers)).toEqual([
      'mid → side (beside): m.ts',
    ]);
    expect(layerViolations(graphOf({ top: { stray: ['t.ts'] } }), layers)).toEqual([
      'folder stray is in no layer',
    ]);
    expect(
      layerViolations(
        graphOf({ top: { low: ['t.ts'] }, low: { mid: ['l.ts'] }, mid: { top: ['m.ts'] } }),
        layers,
      ),
    ).toEqual(['low → mid (up): l.ts', 'mid → top (up): m.ts', 'cycle: low ↔ mid ↔ top']);
  });

  it('proxy/src imports only downward: no folder beside or above, no cycle, every folder placed', () => {
    const product = sourceFiles(SRC).filter((f) => !isTest(f) && !f.endsWith('.test-worker.ts'));
    expect(product.length).toBeGreaterThan(100);
    expect(layerViolations(folderGraph(product), PROXY_LAYERS)).toEqual([]);
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !PROXY_LAYERS.flat().includes(f))).toEqual([]);
  });

  it('has no testing/ folder under proxy/src (test helpers live in test-support/src/proxy)', () => {
    expect(testingFolders(SRC)).toEqual([]);
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    try {
      fs.mkdirSync(path.join(fake, 'auth', 'testing'), { recursive: true });
      expect(testingFolders(fake)).toEqual([path.join('auth', 'testing')]);
    } finally {
      fs.rmSync(fake, { recursive: true, force: true });
    }
  });
});
