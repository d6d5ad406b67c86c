/**
 * The rulesets build cannot be swapped unnoticed: on a copy of the real build with one file truncated,
 * removed or swapped, the Node engine refuses to start (naming the file), and a file swapped after start
 * is refused when it is first read. The control case shows the swap matters: read without the check, the
 * same swapped build calls an invoice without BuyerReference (BR-DE-15) valid.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../createEngine.ts';
import { createNodeEngine, DEFAULT_BUILD_DIR } from './node.ts';

const RULES = 'rules/xrechnung-ubl.json';
const source = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const withoutBuyerReference = source.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

let root = '';
const file = (rel: string) => path.join(root, rel);

/** A fresh copy of the real build (without the stylesheet cache), changed by `corrupt`. */
function corruptCopy(corrupt: () => void): void {
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(DEFAULT_BUILD_DIR, root, { recursive: true, filter: (p) => !p.includes(`${path.sep}.cache`) });
  corrupt();
}

const swap = () => fs.copyFileSync(file('rules/en16931-ubl.json'), file(RULES));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-integrity-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('rulesets integrity (Node host)', () => {
  it('the test invoice loses exactly BuyerReference, which the intact build rejects (BR-DE-15)', async () => {
    expect(withoutBuyerReference.length).toBeLessThan(source.length);
    corruptCopy(() => {});
    const engine = await createNodeEngine(root);
    expect((await engine.validate({ xml: source })).valid).toBe(true);
    const r = await engine.validate({ xml: withoutBuyerReference });
    expect(r.valid).toBe(false);
    expect(r.findings.map((f) => f.ruleId)).toContain('BR-DE-15');
    expect(engine.info().integrity.files[RULES]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('control: read without the check, a swapped rules file calls that invoice valid', async () => {
    corruptCopy(swap);
    const read = async (p: string) => new Uint8Array(fs.readFileSync(file(p)));
    const unchecked = await createEngine({
      loader: { bytes: read, text: async (p) => fs.readFileSync(file(p), 'utf8') },
    });
    expect((await unchecked.validate({ xml: withoutBuyerReference })).valid).toBe(true);
  });

  const XSD = 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd';
  it.each([
    ['swapped', RULES, swap, 'SHA-256'],
    ['truncated', RULES, () => fs.truncateSync(file(RULES), 100), 'SHA-256'],
    ['removed', RULES, () => fs.rmSync(file(RULES)), 'missing or unreadable'],
    ['one-byte-longer', XSD, () => fs.appendFileSync(file(XSD), ' '), 'SHA-256'],
  ])('refuses to start on a %s file and names it (%s)', async (_, name, corrupt, reason) => {
    corruptCopy(corrupt);
    const failure = await createNodeEngine(root).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'ORACLE_UNAVAILABLE' });
    const message = (failure as Error).message;
    expect(message).toContain('rulesets build does not match its manifest');
    expect(message).toContain(`${name}: ${reason}`);
    // Only the damaged file is named.
    expect(message.split('\n')).toHaveLength(2);
  });

  it('refuses a file swapped after start when it is first read: no verdict from the wrong rules', async () => {
    corruptCopy(() => {});
    const engine = await createNodeEngine(root);
    swap();
    await expect(engine.validate({ xml: withoutBuyerReference })).rejects.toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
      message: expect.stringContaining(`${RULES}: SHA-256`),
    });
  });

  it('refuses a manifest that is cut short', async () => {
    corruptCopy(() => fs.truncateSync(file('manifest.json'), 500));
    await expect(createNodeEngine(root)).rejects.toThrow(/manifest\.json: unreadable/);
  });
});
