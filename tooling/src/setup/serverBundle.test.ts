import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { afterAll, describe, expect, it } from 'vitest';
import { type BundleSpec, buildBundle, ensureBundle, serverBundleSpec } from './serverBundle.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a file with a modification time of its own, as an editor's save would leave it. */
function edit(file: string, text: string, secondsLater: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const at = new Date(Date.now() + secondsLater * 1000);
  fs.utimesSync(file, at, at);
}

describe('ensureBundle', () => {
  it('bundles when a source changed or an entry is missing, and not otherwise', async () => {
    const spec: BundleSpec = {
      root: dir,
      entries: { main: path.join(dir, 'src/main.ts') },
      outDir: path.join(dir, 'dist'),
      inputs: [path.join(dir, 'src')],
    };
    const main = path.join(spec.outDir, 'main.mjs');
    // Each build writes a fresh file, so a query string makes every import of it a new module.
    let loads = 0;
    const run = async () =>
      ((await import(`${pathToFileURL(main).href}?${loads++}`)) as { answer: string }).answer;
    edit(
      path.join(dir, 'src/main.ts'),
      "import { value } from './dep.ts';\nexport const answer: string = value;\n",
      1,
    );
    edit(path.join(dir, 'src/dep.ts'), "export const value = 'one';\n", 1);

    expect(await ensureBundle(spec)).toBe(true);
    expect(await run()).toBe('one');
    const built = fs.statSync(main).mtimeMs;

    expect(await ensureBundle(spec)).toBe(false);
    // A test beside the code is no input.
    edit(path.join(dir, 'src/dep.test.ts'), 'test', 2);
    expect(await ensureBundle(spec)).toBe(false);
    expect(fs.statSync(main).mtimeMs).toBe(built);

    edit(path.join(dir, 'src/dep.ts'), "export const value = 'two';\n", 3);
    expect(await ensureBundle(spec)).toBe(true);
    expect(await run()).toBe('two');
    expect(await ensureBundle(spec)).toBe(false);

    fs.rmSync(main);
    expect(await ensureBundle(spec)).toBe(true);
    expect(await run()).toBe('two');
    expect(await ensureBundle(spec, true)).toBe(true);
  });

  it("the server bundle's stamp covers every source file the bundle is made of", async () => {
    const spec = { ...serverBundleSpec(repoRoot), outDir: path.join(dir, 'server') };
    const metafile = await buildBundle(spec);
    const sources = Object.keys(metafile.inputs).map((p) => path.resolve(repoRoot, p));
    // Engine, proxy and rulesets sources and the proxy's own package.json (its version in /health).
    expect(sources).toContain(path.join(repoRoot, 'engine/src/host/node.ts'));
    expect(sources).toContain(path.join(repoRoot, 'knowledge/src/node.ts'));
    expect(sources).toContain(path.join(repoRoot, 'proxy/package.json'));
    const covered = (file: string) =>
      spec.inputs.some((input) => file === input || file.startsWith(input + path.sep));
    expect(sources.filter((file) => !covered(file))).toEqual([]);
    // Third-party packages stay imports from node_modules.
    expect(sources.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([]);
  });
});
