/**
 * The rules build without the reference executor's stylesheets (what a first start builds), and the step that
 * adds them later (`npm run setup -- --reference`): the engine says they are not built rather than failing on a
 * missing file, and once added the build equals the full one, file for file, with every file in its table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltManifest, referenceBuilt } from '@einvoice/engine/manifest';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { buildMismatch } from '@einvoice/tooling/buildIntact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceStylesheets, buildRulesets } from './build.ts';
import { buildDir, rulesetsDir } from './paths.ts';

const shared = rulesetsDir();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-without-reference-'));
const XML = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
// The repository's own build, made with --reference (npm test's setup): the truth the later step must reach.
const full = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as BuiltManifest;

beforeAll(() => {
  // The compiled stylesheets are cached by content: reusing the cache keeps this a test of the step, not of xslt3.
  fs.cpSync(path.join(buildDir, '.cache/sef'), path.join(out, '.cache/sef'), { recursive: true });
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('the reference stylesheets, built on request', () => {
  it('a build without them lists no SEF file; the engine checks by default and refuses the reference plainly', async () => {
    const built = await buildRulesets(shared, out);
    expect(referenceBuilt(full)).toBe(true);
    expect(referenceBuilt(built)).toBe(false);
    expect(fs.existsSync(path.join(out, 'sef'))).toBe(false);
    expect(Object.keys(built.integrity.files).filter((f) => f.startsWith('sef/'))).toEqual([]);
    // Everything else is the full build's: the same artefacts (stylesheet keys included) and the same files.
    const { integrity: _, ...rest } = built;
    const { integrity: fullIntegrity, ...fullRest } = full;
    expect(rest).toEqual(fullRest);
    expect(built.integrity.files).toEqual(
      Object.fromEntries(Object.entries(fullIntegrity.files).filter(([f]) => !f.startsWith('sef/'))),
    );
    expect(buildMismatch(out)).toBeNull();

    const engine = await createNodeEngine(out);
    expect((await engine.validate({ xml: XML })).valid).toBe(true);
    await expect(engine.validate({ xml: XML }, { engine: 'reference' })).rejects.toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
      message: expect.stringContaining('npm run setup -- --reference'),
      details: { reason: 'reference-not-built' },
    });
  }, 300_000);

  it('added later, they make the build the full one, every file in its integrity table', async () => {
    const added = await buildReferenceStylesheets(shared, out);
    expect(referenceBuilt(added)).toBe(true);
    expect(added).toEqual(full);
    expect(buildMismatch(out)).toBeNull();
    const engine = await createNodeEngine(out);
    expect((await engine.validate({ xml: XML }, { engine: 'reference' })).valid).toBe(true);
  }, 300_000);
});
