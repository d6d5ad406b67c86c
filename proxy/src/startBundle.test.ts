/**
 * `npm start` runs the server bundle that setup builds (proxy/dist/main.mjs) with Node alone. The same
 * bundle is built here into a folder of its own and started over real HTTP on a temporary DATA_DIR, under a
 * module hook that refuses every TypeScript file and tsx in the main thread and the engine worker alike: the
 * server, its worker and the modules it loads on first use run from JavaScript, and their paths into the
 * repository (rules build, samples, fonts) hold from proxy/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv, TEST_API_KEY } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { buildBundle, serverBundleSpec } from '@einvoice/tooling/serverBundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Inside the repository: the bundle's third-party imports resolve from its node_modules.
const cache = path.join(REPO_ROOT, 'node_modules/.cache/einvoice-check');
const TYPICAL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
);

const NO_TYPESCRIPT = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/\\\\.[cm]?ts$/.test(new URL(resolved.url).pathname) || resolved.url.includes('/node_modules/tsx/'))
    throw new Error('TypeScript at run time: ' + resolved.url);
  return resolved;
}\`));
`)}`;

let outDir: string;
let server: SpawnedProxy;
const data = keyedServerEnv();

beforeAll(async () => {
  fs.mkdirSync(cache, { recursive: true });
  outDir = fs.mkdtempSync(path.join(cache, 'server-bundle-'));
  await buildBundle({ ...serverBundleSpec(REPO_ROOT), outDir });
  server = await spawnProxy({ ...data.env, WEB_DIST: '/none' }, [
    '--import',
    NO_TYPESCRIPT,
    path.join(outDir, 'main.mjs'),
  ]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  data.cleanup();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the server bundle npm start runs', () => {
  it('the module hook refuses TypeScript (it can fail)', async () => {
    const refused = spawnProxy({ ...data.env, PORT: '0' }, ['--import', NO_TYPESCRIPT, 'proxy/src/main.ts']);
    await expect(refused).rejects.toThrow(/TypeScript at run time: .*main\.ts/);
  });

  it('answers /health with its engine worker ready', async () => {
    const res = await fetch(`${server.url}/api/v3/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    // Only a release in force that the build lacks (currency.api.test.ts) degrades it.
    expect(body.status).toBe('ok');
    expect(body.validator).toMatchObject({ workers: 1, ready: 1 });
    expect(body.validator.artefacts.length).toBeGreaterThan(5);
  });

  it('validates a typical invoice', async () => {
    const r = await apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xml: TYPICAL.toString('utf8') });
    expect(r.status).toBe(200);
    expect(r.body.data.valid).toBe(true);
  });

  it('loads what it loads on first use: the earlier interface and the evidence PDF', async () => {
    const invalid = TYPICAL.toString('utf8').replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    const validated = await apiCall(`${server.url}/api/v1/validate`, TEST_API_KEY, {
      xmlBase64: Buffer.from(invalid).toString('base64'),
    });
    expect(validated.status).toBe(200);
    expect(JSON.stringify(validated.body)).toContain('BR-DE-15');
    const pack = await apiCall(`${server.url}/api/v1/evidence-pack`, TEST_API_KEY, {
      validationRef: validated.body._meta.validationRef,
    });
    expect(pack.status).toBe(200);
    const pdf = await fetch(pack.body.data.downloadUrl, {
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('serves the onboarding samples from the repository', async () => {
    const res = await fetch(`${server.url}/api/onboarding/samples/valid-en16931-ubl/download`, {
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(REPO_ROOT, 'fixtures/samples/valid-en16931-ubl.xml')),
    );
  });
});
