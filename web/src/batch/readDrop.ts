import type { NamedBytes } from '../state/Controller.ts';

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

// readEntries answers in slices (100 entries in Chromium) until it returns an empty one.
async function childrenOf(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const slice = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (slice.length === 0) return all;
    all.push(...slice);
  }
}

async function walk(entry: FileSystemEntry, out: NamedBytes[]): Promise<void> {
  if (entry.isFile) {
    if (entry.name.startsWith('.')) return;
    const file = await fileOf(entry as FileSystemFileEntry);
    out.push({ name: entry.fullPath.replace(/^\//, ''), bytes: new Uint8Array(await file.arrayBuffer()) });
  } else if (entry.isDirectory) {
    for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) await walk(child, out);
  }
}

/**
 * The files of a drop, folders walked (named by their path inside the dropped folder). Must be called
 * synchronously in the drop handler: the browser empties the DataTransfer once the event returns.
 */
export function readDrop(dt: DataTransfer): Promise<NamedBytes[]> {
  const entries = Array.from(dt.items, (item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null));
  const files = Array.from(dt.files);
  return (async () => {
    const out: NamedBytes[] = [];
    if (entries.length === 0 || entries.some((e) => e === null)) {
      // No entry API (or synthetic items): the flat file list is all there is.
      for (const f of files) out.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
      return out;
    }
    for (const e of entries) if (e) await walk(e, out);
    return out;
  })();
}
