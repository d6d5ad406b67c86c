/**
 * The size budget of a Worker that only validates (docs/library.md): bundled over `@einvoice/validator-js/validate`
 * from the packed tarball as Wrangler bundles it, the upload (worker.js and its Wasm modules) stays within 3 MB
 * gzip-compressed, the Workers Free plan's limit (Cloudflare's, per compressed script), with every rule family the
 * package ships — the national layers' rules among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packedLibrary } from '@einvoice/test-support/library/packedLibrary';
import { createScratchProject, type ScratchProject } from '@einvoice/test-support/library/scratchProject';
import { bundleWorker } from '@einvoice/test-support/library/workerd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BUDGET_GZIP_BYTES = 3 * 1024 * 1024;
const WORKER = `import { createValidator } from '@einvoice/validator-js/validate';
export default {
  async fetch(request) {
    const v = await createValidator();
    return Response.json({ valid: (await v.validate(await request.text())).valid });
  },
};
`;

let project: ScratchProject;
beforeAll(() => {
  project = createScratchProject([], packedLibrary());
  fs.writeFileSync(path.join(project.dir, 'budget.mjs'), WORKER);
}, 600_000);
afterAll(() => project?.remove());

describe('a validation-only Worker', () => {
  it('stays within 3 MB gzipped with every rule family, the national layers included', async () => {
    const bundle = await bundleWorker(project.dir, 'budget.mjs');
    const script = fs.readFileSync(path.join(bundle.dir, 'worker.js'), 'utf8');
    // The layers' compiled rules are in the script (their paths key the bundled rule files).
    for (const layer of ['ublbe-ubl', 'cius-ro-ubl', 'hr-cius-ubl', 'si-ubl-ubl'])
      expect(script, layer).toContain(`rules/${layer}.json`);
    const gzipped = bundle.files.reduce(
      (sum, f) => sum + gzipSync(fs.readFileSync(path.join(bundle.dir, f)), { level: 9 }).length,
      0,
    );
    console.log(`[budget] validation-only Worker: ${(gzipped / 2 ** 20).toFixed(2)} MB gzipped`);
    expect(gzipped).toBeLessThan(BUDGET_GZIP_BYTES);
  }, 300_000);
});
