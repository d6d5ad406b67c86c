import { fail, isEngineError } from './errors.ts';
import type { RulesetIntegrity } from './manifest.ts';
import { sha256Hex } from './sha256Hex.ts';

/**
 * What a host gives the engine to read build artefacts (XSDs, compiled stylesheets, manifest).
 * Paths are relative to the rulesets build output root and always use '/'.
 */
export interface RulesetLoader {
  text(path: string): Promise<string>;
  bytes(path: string): Promise<Uint8Array>;
}

/** The build's table of contents; every other file is checked against its `integrity`. */
export const MANIFEST_PATH = 'manifest.json';

/** Reads one file's raw bytes; `fresh` asks the host to bypass every cache it has. */
export type ReadRaw = (path: string, fresh: boolean) => Promise<Uint8Array>;

/**
 * A file's SHA-256 (lower-case hex) and length, read in pieces: a host that can stream a file gives this so that
 * `verifyAll` never holds a whole file.
 */
export type DigestRaw = (path: string) => Promise<{ sha256: string; size: number }>;

/** A loader that only hands out files whose SHA-256 is the manifest's. */
export interface CheckedLoader extends RulesetLoader {
  /** Reads and checks every file the manifest lists (start-up); resolves to the table it checked. */
  verifyAll(): Promise<RulesetIntegrity>;
}

/** Files `verifyAll` reads at once. */
const VERIFY_CONCURRENCY = 4;

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

function refuse(path: string, message: string, details: Record<string, unknown> = {}): never {
  return fail('ORACLE_UNAVAILABLE', `rulesets build: ${path}: ${message}`, { path, ...details });
}

function readIntegrity(manifestBytes: Uint8Array): RulesetIntegrity {
  let manifest: { integrity?: RulesetIntegrity };
  try {
    manifest = JSON.parse(decode(manifestBytes)) as { integrity?: RulesetIntegrity };
  } catch (e) {
    return refuse(MANIFEST_PATH, `unreadable (${String(e)}); run \`npm run setup\``);
  }
  const integrity = manifest.integrity;
  if (integrity?.algorithm !== 'sha256' || typeof integrity.files !== 'object' || integrity.files === null) {
    return refuse(MANIFEST_PATH, 'carries no SHA-256 table (built by an older build); run `npm run setup`');
  }
  return integrity;
}

/**
 * Wraps a host's raw reads so that every file but the manifest must match the SHA-256 the manifest
 * records for it: a truncated, removed, swapped or unlisted file is refused with its path named, never
 * used. With `retry`, a mismatch is read once more with `fresh` (a stale HTTP or service-worker cache
 * heals itself) before it is refused. Reads are not cached here; callers cache what they parse.
 */
export function checkedLoader(
  read: ReadRaw,
  { retry = false, digest }: { retry?: boolean; digest?: DigestRaw } = {},
): CheckedLoader {
  let manifest: Promise<{ bytes: Uint8Array; integrity: RulesetIntegrity }> | null = null;
  const loadManifest = () => {
    manifest ??= read(MANIFEST_PATH, false).then((bytes) => ({ bytes, integrity: readIntegrity(bytes) }));
    // A failed manifest read is not remembered, so a later call can retry.
    manifest.catch(() => {
      manifest = null;
    });
    return manifest;
  };

  const unreadable = (path: string) => (e: unknown) =>
    isEngineError(e) ? Promise.reject(e) : refuse(path, `missing or unreadable (${String(e)})`);
  const mismatch = (path: string, expected: string, actual: string, size: number) =>
    refuse(path, `SHA-256 ${actual} (${size} bytes) is not the manifest's ${expected}`, { expected, actual });

  const readChecked = async (path: string, expected: string): Promise<Uint8Array> => {
    const attempt = async (fresh: boolean) => {
      const bytes = await read(path, fresh).catch(unreadable(path));
      return { bytes, actual: await sha256Hex(bytes) };
    };
    let got = await attempt(false);
    if (got.actual !== expected && retry) got = await attempt(true);
    if (got.actual !== expected) mismatch(path, expected, got.actual, got.bytes.length);
    return got.bytes;
  };

  const check = digest
    ? async (path: string, expected: string) => {
        const got = await digest(path).catch(unreadable(path));
        if (got.sha256 !== expected) mismatch(path, expected, got.sha256, got.size);
      }
    : readChecked;

  const bytes = async (path: string): Promise<Uint8Array> => {
    const { bytes: manifestBytes, integrity } = await loadManifest();
    if (path === MANIFEST_PATH) return manifestBytes;
    const expected = Object.hasOwn(integrity.files, path) ? integrity.files[path] : undefined;
    if (expected === undefined) return refuse(path, 'not listed in the manifest');
    return readChecked(path, expected);
  };

  return {
    bytes,
    text: async (path) => decode(await bytes(path)),
    async verifyAll() {
      const { integrity } = await loadManifest();
      const files = Object.entries(integrity.files);
      // Failures by the file's place in the manifest, so they are listed in its order.
      const failures: string[] = [];
      let taken = 0;
      // A few files at a time, each streamed through the digest where the host can (else dropped once hashed):
      // reading the whole build at once held its ~130 MB in memory together, and the allocator kept most of it
      // as the worker's resident memory for good.
      const checkNext = async () => {
        while (taken < files.length) {
          const i = taken++;
          const [path, expected] = files[i] as [string, string];
          await check(path, expected).catch((e: unknown) => {
            failures[i] = e instanceof Error ? e.message : String(e);
          });
        }
      };
      await Promise.all(Array.from({ length: VERIFY_CONCURRENCY }, checkNext));
      const failed = failures.filter((f) => f !== undefined);
      if (failed.length > 0) {
        fail('ORACLE_UNAVAILABLE', `rulesets build does not match its manifest:\n  ${failed.join('\n  ')}`, {
          files: failed,
        });
      }
      return integrity;
    },
  };
}
