import { isInstalled, type RegistrySource, readRegistry } from '../releases/registry.ts';

/**
 * Where each pinned official artefact comes from when `../shared/rulesets` is not there: the owner's
 * archive (always a ZIP: OASIS and UN/CEFACT publish ZIPs, GitHub serves any revision as one) and where
 * the pinned files sit inside it. What the files must be is `pinned-files.json`: the SHA-256 of every
 * file of the pinned copy, measured on ../shared/rulesets (`npm run pin -w rulesets` rewrites it). A
 * download is accepted file by file against that table, so a wrong URL, a moved path or a changed
 * release stops setup with the file named; nothing unverified reaches the build.
 *
 * `archiveSha256` is the SHA-256 of the archive itself where it is known. It is null for every source
 * here: this workplace has no internet access, so no owner's archive could be fetched and measured.
 * The layouts inside the archives (`map`) are the owners' published layouts as documented, equally
 * unverified here; the per-file table is what guarantees the bytes.
 */
export type PinnedSource = RegistrySource;

/** Every release's sources, from the release registry (one folder may be filled by several). */
export const PINNED_SOURCES: readonly PinnedSource[] = readRegistry()
  .filter(isInstalled)
  .flatMap((r) => r.sources);
