/**
 * Rules integrity over real processes: main.ts started with RULESETS_BUILD_DIR on a copy of the real
 * build refuses to start when one file is truncated, removed or swapped (exit code 1, the file named),
 * and on the intact copy reports every file's SHA-256 in /health and rejects an invoice without
 * BuyerReference. The CLI refuses the same way (exit 2, never a verdict).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BUILD = process.env.RULESETS_BUILD_DIR ?? path.join(repoRoot, 'rulesets/build');
const RULES = 'rules/xrechnung-ubl.json';
const INVOICE = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const withoutBuyerReference = fs
  .readFileSync(INVOICE, 'utf8')
  .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

const keyed = keyedServerEnv();
let root = '';
const file = (rel: string) => path.join(root, rel);

function freshCopy(): void {
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(BUILD, root, { recursive: true, filter: (p) => !p.includes(`${path.sep}.cache`) });
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-rules-'));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  keyed.cleanup();
});

describe('server start-up on a damaged rulesets build', () => {
  it.each([
    ['truncated', () => fs.truncateSync(file(RULES), 1000), 'SHA-256'],
    ['removed', () => fs.rmSync(file(RULES)), 'missing or unreadable'],
    ['swapped', () => fs.copyFileSync(file('rules/en16931-ubl.json'), file(RULES)), 'SHA-256'],
  ])('a %s rules file: refuses to start, naming the file', async (_, corrupt, reason) => {
    freshCopy();
    corrupt();
    const failure = await spawnProxy({ ...keyed.env, RULESETS_BUILD_DIR: root }).then(
      async (p) => {
        await p.stop();
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(failure?.message).toMatch(/proxy exited with 1 before listening/);
    expect(failure?.message).toContain('start-up failed');
    expect(failure?.message).toContain(`${RULES}: ${reason}`);
  });

  it('the CLI refuses the same build with exit code 2 and the file named', () => {
    freshCopy();
    fs.copyFileSync(file('rules/en16931-ubl.json'), file(RULES));
    const tmpInvoice = path.join(root, 'no-buyer-reference.xml');
    fs.writeFileSync(tmpInvoice, withoutBuyerReference);
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'engine/src/host/cli.ts', 'validate', tmpInvoice],
      {
        cwd: repoRoot,
        env: { ...process.env, RULESETS_BUILD_DIR: root },
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${RULES}: SHA-256`);
    expect(r.stdout).toBe('');
  });
});

describe('server on the intact build', () => {
  it('reports every file hash in /health and rejects an invoice without BuyerReference', async () => {
    freshCopy();
    const server = await spawnProxy({ ...keyed.env, RULESETS_BUILD_DIR: root });
    try {
      const health = await (await fetch(`${server.url}/api/v3/health`)).json();
      const manifest = JSON.parse(fs.readFileSync(file('manifest.json'), 'utf8'));
      expect(health.validator.integrity).toEqual(manifest.integrity);
      expect(Object.keys(health.validator.integrity.files)).toContain(RULES);
      const res = await fetch(`${server.url}/api/v3/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
        body: JSON.stringify({ xml: withoutBuyerReference }),
      });
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body.data.valid).toBe(false);
      expect(body.data.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-DE-15');
    } finally {
      await server.stop();
    }
  });
});
