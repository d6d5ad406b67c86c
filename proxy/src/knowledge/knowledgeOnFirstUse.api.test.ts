/**
 * The knowledge data is read on first use, not at start (docs/benchmarks.md "Server memory"): a server whose
 * dataset is missing starts and validates, answers ORACLE_UNAVAILABLE on every knowledge path (before
 * authentication, any method), and leaves those routes out of /v1/openapi.json; a server with the data describes
 * them there with the dataset's own closed values.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// One data folder each: two servers cannot share a database.
const keyed = keyedServerEnv();
const keyedBare = keyedServerEnv();
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-missing-'));
const datasetFile =
  process.env.EU_EINVOICING_DATA ?? path.resolve(REPO_ROOT, '../shared/data/eu-einvoicing.json');
let withData: SpawnedProxy | undefined;
let withoutData: SpawnedProxy | undefined;

beforeAll(async () => {
  [withData, withoutData] = await Promise.all([
    spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' }),
    spawnProxy({
      ...keyedBare.env,
      ENGINE_WORKERS: '1',
      EU_EINVOICING_DATA: path.join(emptyDir, 'none.json'),
    }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([withData?.stop(), withoutData?.stop()]);
  keyed.cleanup();
  keyedBare.cleanup();
  fs.rmSync(emptyDir, { recursive: true, force: true });
});

const legacyPaths = async (server: SpawnedProxy) => {
  const res = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { paths: Record<string, unknown> }).paths;
};

describe('a server without the dataset', () => {
  it('answers ORACLE_UNAVAILABLE on the knowledge paths, keyed or not, for any method', async () => {
    const s = withoutData as SpawnedProxy;
    for (const [method, p, headers] of [
      ['GET', '/api/v1/countries', {}],
      ['GET', '/api/v1/errors/BR-01', TEST_AUTH_HEADERS],
      ['POST', '/api/v1/countries', {}],
      ['GET', '/api/v1/rules/upcoming', {}],
    ] as const) {
      const res = await fetch(`${s.url}${p}`, { method, headers });
      const body = (await res.json()) as { success: boolean; error: { code: string; details?: unknown } };
      expect([method, p, res.status]).toEqual([method, p, 503]);
      expect(body.error).toMatchObject({ code: 'ORACLE_UNAVAILABLE', details: { component: 'knowledge' } });
    }
  });

  it('still validates, and its OpenAPI document leaves the knowledge routes out', async () => {
    const s = withoutData as SpawnedProxy;
    const invoice = fs.readFileSync(
      path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml'),
    );
    const res = await fetch(`${s.url}/api/v3/validate`, {
      method: 'POST',
      headers: { ...TEST_AUTH_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ xmlBase64: invoice.toString('base64') }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { valid: boolean } }).data.valid).toBe(true);
    const paths = await legacyPaths(s);
    expect(Object.keys(paths)).toContain('/v1/convert');
    expect(Object.keys(paths)).not.toContain('/v1/countries');
  });
});

describe('a server with the dataset', () => {
  it("describes the knowledge routes with the dataset's closed values on the first request for the document", async () => {
    const dataset = JSON.parse(fs.readFileSync(datasetFile, 'utf8')) as {
      meta: { enums: Record<string, string[]> };
    };
    const paths = (await legacyPaths(withData as SpawnedProxy)) as Record<
      string,
      { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }
    >;
    const b2bStatus = paths['/v1/countries']?.get?.parameters?.find((p) => p.name === 'b2bStatus');
    expect(b2bStatus?.schema.enum).toEqual(dataset.meta.enums['b2b.status']);
  });
});
