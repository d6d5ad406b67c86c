import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLETE_MARKER, fetchSources, isCompleteDownload, pinId } from './fetchSources.ts';
import { type PinnedFiles, readPinnedFiles } from './pinnedFiles.ts';
import { PINNED_SOURCES, type PinnedSource } from './sources.ts';

/** Where downloads are kept: `$XDG_CACHE_HOME/einvoice-check` or `~/.cache/einvoice-check`. */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'einvoice-check');
}

export interface LocateOptions {
  env?: NodeJS.ProcessEnv;
  /** The workplace copy beside the repository (`../shared/rulesets`). */
  shared: string;
  sources?: readonly PinnedSource[];
  files?: PinnedFiles;
  log?: (line: string) => void;
}

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * The folder of official artefacts the build reads, downloading them when needed:
 * 1. `RULESETS_DIR` when set: used as it is when it holds artefacts (SOURCES.md), otherwise the pinned
 *    download goes there (only into an empty folder or an earlier download, never over other files);
 * 2. `../shared/rulesets` when it is there;
 * 3. the cache (`~/.cache/einvoice-check/rulesets-<pin>`), downloaded once per pin.
 */
export async function locateSources(options: LocateOptions): Promise<string> {
  const env = options.env ?? process.env;
  const files = options.files ?? readPinnedFiles();
  const download = async (root: string) => {
    if (isCompleteDownload(root, files)) return root;
    if (!isEmptyOrMissing(root) && !fs.existsSync(path.join(root, COMPLETE_MARKER))) {
      throw new Error(
        `setup: ${root} holds other files; point RULESETS_DIR at the artefacts or an empty folder`,
      );
    }
    (options.log ?? console.log)(`setup: downloading the pinned official artefacts into ${root}`);
    try {
      await fetchSources(root, options.sources ?? PINNED_SOURCES, files, options.log);
    } catch (e) {
      // A machine without the artefacts and without the network learns where else they may come from.
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}\n` +
          `setup: the official artefacts are needed once. Put them in ${options.shared} (beside the clone), or set ` +
          `RULESETS_DIR to a folder that holds them (with their SOURCES.md), or run setup where the owners' sites ` +
          `can be reached: the download goes to ${root}.`,
      );
    }
    return root;
  };
  const configured = env.RULESETS_DIR;
  if (configured) {
    const root = path.resolve(configured);
    return fs.existsSync(path.join(root, 'SOURCES.md')) && !fs.existsSync(path.join(root, COMPLETE_MARKER))
      ? root
      : download(root);
  }
  if (fs.existsSync(path.join(options.shared, 'SOURCES.md'))) return options.shared;
  return download(path.join(cacheRoot(env), `rulesets-${pinId(files).slice(0, 12)}`));
}
