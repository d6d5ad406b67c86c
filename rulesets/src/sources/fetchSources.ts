import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { PinnedFiles } from './pinnedFiles.ts';
import type { PinnedSource } from './sources.ts';

/** Written last into a complete download: the SHA-256 of the pinned-files table it satisfies. */
export const COMPLETE_MARKER = '.complete';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The identity of a pin: changes whenever any pinned file's hash does. */
export function pinId(files: PinnedFiles): string {
  return sha256(new TextEncoder().encode(JSON.stringify(files)));
}

/** Whether `root` holds a complete, checked download of exactly this pin. */
export function isCompleteDownload(root: string, files: PinnedFiles): boolean {
  const marker = path.join(root, COMPLETE_MARKER);
  return fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === pinId(files);
}

/**
 * The source that provides `file` (a path under the rulesets root): the first whose folder holds it (a folder
 * may be nested, `national/ublbe-1.31`) and whose map covers its path inside that folder, with the archive
 * paths the map gives for it; null when none does.
 */
export function sourceOf(
  sources: readonly PinnedSource[],
  file: string,
): { source: PinnedSource; candidates: string[] } | null {
  for (const source of sources) {
    if (!file.startsWith(`${source.folder}/`)) continue;
    const inFolder = file.slice(source.folder.length + 1);
    // Every map entry that covers the file, in order: the first path the archive holds is the file.
    const candidates = source.map
      .filter(([, f]) => inFolder.startsWith(f))
      .map(([a, f]) => a + inFolder.slice(f.length));
    if (candidates.length > 0) return { source, candidates };
  }
  return null;
}

/** The pinned files each source provides, as sourceOf assigns them. */
function assign(sources: readonly PinnedSource[], files: PinnedFiles): Map<PinnedSource, string[]> {
  const out = new Map<PinnedSource, string[]>(sources.map((s) => [s, []]));
  for (const file of Object.keys(files)) {
    const found = sourceOf(sources, file);
    if (!found) throw new Error(`setup: no source is pinned for ${file} (rulesets/src/sources/sources.ts)`);
    out.get(found.source)?.push(file);
  }
  return out;
}

async function download(source: PinnedSource, log: (line: string) => void): Promise<Uint8Array> {
  log(`  ${source.id}: ${source.url}`);
  let res: Response | null = null;
  // One retry: a kept-alive connection the server just closed fails the first attempt.
  for (let attempt = 1; res === null; attempt++) {
    try {
      res = await fetch(source.url, { redirect: 'follow' });
    } catch (e) {
      if (attempt === 2) {
        const cause = (e as { cause?: unknown }).cause;
        throw new Error(`setup: ${source.id}: ${source.url} could not be fetched (${String(cause ?? e)})`);
      }
    }
  }
  if (!res.ok) throw new Error(`setup: ${source.id}: ${source.url} answered HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (source.archiveSha256 !== null && sha256(bytes) !== source.archiveSha256) {
    throw new Error(
      `setup: ${source.id}: the archive from ${source.url} has SHA-256 ${sha256(bytes)}, pinned ${source.archiveSha256}`,
    );
  }
  return bytes;
}

/** Takes this source's pinned files out of its archive, each checked against its pinned SHA-256. */
function extract(
  source: PinnedSource,
  zip: Uint8Array,
  wanted: string[],
  files: PinnedFiles,
  into: string,
): void {
  const candidates = new Map(wanted.map((file) => [file, sourceOf([source], file)?.candidates ?? []]));
  const needed = new Set([...candidates.values()].flat());
  // Only the wanted entries are inflated: one archive may be a whole repository serving several folders.
  const inArchive = (name: string) => (source.stripTop ? name.slice(name.indexOf('/') + 1) : name);
  const entries = unzipSync(zip, { filter: (f) => needed.has(inArchive(f.name)) });
  const byPath = new Map(Object.entries(entries).map(([name, data]) => [inArchive(name), data]));
  for (const file of wanted) {
    const looked = candidates.get(file) ?? [];
    const found = looked.find((c) => byPath.has(c));
    if (found === undefined) {
      throw new Error(
        `setup: ${source.id}: ${file} not found in ${source.url} (looked for ${looked.join(', ')})`,
      );
    }
    const data = byPath.get(found) as Uint8Array;
    if (sha256(data) !== files[file]) {
      throw new Error(
        `setup: ${source.id}: ${file} (${found} in ${source.url}) has SHA-256 ${sha256(data)}, pinned ${files[file]}`,
      );
    }
    const target = path.join(into, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
}

/**
 * Downloads every pinned official artefact from its owner into `root`: each archive is checked (when its
 * SHA-256 is pinned), each file taken from it must match its pinned SHA-256, and only a download that
 * passed completely is moved into place, so an interrupted or refused setup leaves nothing half-written.
 */
export async function fetchSources(
  root: string,
  sources: readonly PinnedSource[],
  files: PinnedFiles,
  log: (line: string) => void = console.log,
): Promise<void> {
  const partial = `${root}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    // Sources that share an archive (one repository serving several folders) fetch it once.
    const archives = new Map<string, Promise<Uint8Array>>();
    for (const [source, wanted] of assign(sources, files)) {
      if (wanted.length === 0) continue;
      const key = `${source.url}\0${source.archiveSha256}`;
      if (!archives.has(key)) archives.set(key, download(source, log));
      extract(source, await (archives.get(key) as Promise<Uint8Array>), wanted, files, partial);
    }
    fs.writeFileSync(
      path.join(partial, 'SOURCES.md'),
      "# Official validation artefacts (pinned)\n\nDownloaded by `npm run setup` from the owners' release URLs in " +
        '`rulesets/src/sources/sources.ts`; every file checked against `rulesets/src/sources/pinned-files.json`.\n',
    );
    fs.writeFileSync(path.join(partial, COMPLETE_MARKER), `${pinId(files)}\n`);
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(root), { recursive: true });
    fs.renameSync(partial, root);
  } catch (e) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw e;
  }
}
