import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packLibrary, workspaceRoot } from './scratchProject.ts';

/** What the packed tarball is made of: the package, the engine it bundles, the rules build, the locked tools. */
const INPUTS = [
  'library/package.json',
  'library/README.md',
  'library/src',
  'library/scripts',
  'library/LICENSE',
  'library/tsconfig.json',
  'library/tsconfig.types.json',
  'tsconfig.base.json',
  'engine/package.json',
  'engine/src',
  'engine/types',
  'rulesets/build/manifest.json',
  'package-lock.json',
];

/** A digest of the contents of the tarball's inputs (the manifest stands for every rules file it hashes). */
function inputsDigest(): string {
  const hash = createHash('sha256');
  hash.update(`${process.env.RULESETS_BUILD_DIR ?? ''}\n`);
  const visit = (rel: string) => {
    const full = path.join(workspaceRoot, rel);
    if (!fs.existsSync(full)) {
      hash.update(`${rel}\0missing\n`);
    } else if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.posix.join(rel, name));
    } else {
      hash.update(`${rel}\0`).update(fs.readFileSync(full)).update('\n');
    }
  };
  for (const rel of INPUTS) visit(rel);
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = path.join(os.tmpdir(), 'einvoice-library-pack');
const lockDir = path.join(os.tmpdir(), 'einvoice-library-pack.lock');
/** Longer than any pack or install takes. */
const STALE_MS = 10 * 60_000;

/**
 * The library's tarball, packed once per state of its inputs and shared by the test files that install it
 * (packing builds the package: ~20 s). Packs run one at a time across processes: two prepack builds at once
 * would write the same library/dist.
 */
export function packedLibrary(): string {
  const dir = path.join(cacheDir, inputsDigest());
  fs.mkdirSync(cacheDir, { recursive: true });
  return withLock(() => {
    const found = fs.existsSync(dir) && fs.readdirSync(dir).find((f) => f.endsWith('.tgz'));
    if (found) {
      // Marked as in use, so that another checkout's run does not take it for an earlier state's.
      fs.utimesSync(dir, new Date(), new Date());
      return path.join(dir, found);
    }
    // Tarballs of other states go once unused for a while (another checkout may still be installing one).
    for (const other of fs.readdirSync(cacheDir)) {
      const full = path.join(cacheDir, other);
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS)
        fs.rmSync(full, { recursive: true, force: true });
    }
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-library-packing-'));
    const tarball = packLibrary(staging);
    fs.renameSync(staging, dir);
    return path.join(dir, path.basename(tarball));
  });
}

function withLock<T>(work: () => T): T {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A lock left by a killed run is taken over once no pack could still be running under it.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 250);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
