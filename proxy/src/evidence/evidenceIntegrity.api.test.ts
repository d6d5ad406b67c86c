/**
 * What signed packs certify (issue 30, points 5, 6 and 9), over real HTTP: remediation ZIPs list the
 * service's own changes of a flow it ran, never the caller's claims, and take a quota unit; test-key packs say
 * so in their signed content and in the verify answer; the configured public base URL is signed, never the
 * Host header; a test key cannot read the account's live packs and bundles by id, nor a live key its test ones.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { postWithHost } from '@einvoice/test-support/proxy/postWithHost';
import { REPO_ROOT, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';

const ARTEFACTS = path.join(REPO_ROOT, 'test-results/evidence-integrity');
const PUBLIC = 'https://evidence.example.test/einvoice';
const START = Date.UTC(2026, 10, 20, 10, 0, 0);
const VALID = fs
  .readFileSync(path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'))
  .toString('utf8');
/** The seller's country in lower case: BR-CL-14, which /v1/fixer/fix repairs by itself. */
const FIXABLE = VALID.replace(
  '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
  '<cbc:IdentificationCode>de</cbc:IdentificationCode>',
);
/** Without its Leitweg-ID: BR-DE-15, which needs the caller's value. */
const NO_LEITWEG = VALID.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

let server: RunningServer;
const data = keyedServerEnv();
const keys = { live: '', test: '', other: '', business: '', businessTest: '' };

/** A link the service answered, fetched from this test server (the links name PUBLIC). */
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC}/api/`)).toBe(true);
  return `${server.url}${url.slice(PUBLIC.length)}`;
};

async function get(url: string, key?: string) {
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    body: json ? await res.json() : undefined,
    bytes: json ? Buffer.alloc(0) : Buffer.from(await res.arrayBuffer()),
  };
}

const post = (p: string, key: string, body: unknown) => apiCall(`${server.url}${p}`, key, body);

async function validated(key: string, xml: string): Promise<string> {
  const r = await post('/api/v1/validate', key, { xml });
  expect(r.status).toBe(200);
  return r.body._meta.validationRef as string;
}

/** Opens a flow by repairing FIXABLE; its flow id and repaired document. */
async function repaired(key: string): Promise<{ flowId: string; fixed: string }> {
  const r = await post('/api/v1/fixer/fix', key, { xml: FIXABLE, error_codes: ['BR-CL-14'] });
  expect(r.status).toBe(200);
  return { flowId: r.body._meta.flow_id, fixed: r.body.data.fixed_xml };
}

async function remediationPack(key: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/v1/fixer/evidence-pack`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if ((res.headers.get('content-type') ?? '').includes('json'))
    return { status: res.status, id: '', zip: Buffer.alloc(0), error: (await res.json()).error };
  return {
    status: res.status,
    id: res.headers.get('x-pack-id') as string,
    zip: Buffer.from(await res.arrayBuffer()),
    error: undefined,
  };
}

const fileOf = (zip: Buffer, name: string) => Buffer.from(unzipSync(zip)[name] ?? []).toString('utf8');
const verifyBytes = (id: string, bytes: Uint8Array) =>
  fetch(`${server.url}/api/v1/verify/${id}`, { method: 'POST', body: new Uint8Array(bytes) }).then((r) =>
    r.json(),
  );
const flowsUsed = async (key: string) =>
  (await get(`${server.url}/api/v1/fixer/usage`, key)).body.data.usage.flows_used;

beforeAll(async () => {
  fs.mkdirSync(ARTEFACTS, { recursive: true });
  const db = await openDatabase({ dataDir: data.env.DATA_DIR });
  const repo = new Repository(db.db);
  const at = new Date(START);
  const starter = await repo.createAccount('Starter GmbH', 'Starter', at, null);
  const other = await repo.createAccount('Other AG', 'Starter', at, null);
  const business = await repo.createAccount('Business SE', 'Business', at, null);
  Object.assign(keys, {
    live: starter.live.key,
    test: starter.test.key,
    other: other.live.key,
    business: business.live.key,
    businessTest: business.test.key,
  });
  await db.close();
  server = await startServer(
    readConfig({
      ...data.env,
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: `${PUBLIC}/`,
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      WEB_DIST: '/none',
    }),
    () => START,
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
  data.cleanup();
});

describe('the public base URL', () => {
  it('is what packs sign and link to, whatever Host the request names', async () => {
    const ref = await validated(keys.live, VALID);
    const made = await postWithHost(
      server.url,
      '/api/v1/evidence-pack',
      keys.live,
      { validationRef: ref },
      'attacker.example',
    );
    expect(made.status).toBe(200);
    const id = made.body.data.evidencePackId as string;
    expect(made.body.data.verifyUrl).toBe(`${PUBLIC}/api/v1/verify/${id}`);
    expect(made.body.data.downloadUrl).toBe(`${PUBLIC}/api/v1/evidence-pack/${id}/download`);
    const pdf = await get(local(made.body.data.downloadUrl), keys.live);
    expect(pdf.status).toBe(200);
    const file = path.join(ARTEFACTS, 'public-base.pdf');
    fs.writeFileSync(file, pdf.bytes);
    // The printed link wraps across lines.
    expect(execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, '')).toContain(
      `${PUBLIC}/api/v1/verify/${id}`,
    );
    // The signature dictionary's /ContactInfo and the link annotation, as written.
    const raw = pdf.bytes.toString('latin1');
    expect(raw).toContain(`/ContactInfo (${PUBLIC}/api/v1/verify/${id})`);
    expect(raw).not.toContain('attacker');
    expect(spawnSync('pdfsig', [file]).stdout.toString()).toContain('Total document signed');
  });

  it('is required outside development: the server does not start without it', async () => {
    const err = await spawnProxy({
      ...keyedServerEnv().env,
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: '',
    }).then(
      async (p) => {
        await p.stop();
        return null;
      },
      (e: Error) => e,
    );
    expect(err?.message).toContain('PUBLIC_BASE_URL is required');
  }, 60_000);
});

describe('remediation evidence ZIP', () => {
  it('lists the changes the service made in the flow, not those the caller claims, and takes one quota unit', async () => {
    const { flowId, fixed } = await repaired(keys.live);
    const before = await flowsUsed(keys.live);
    const pack = await remediationPack(keys.live, {
      original_xml: FIXABLE,
      fixed_xml: fixed,
      flow_id: flowId,
      file_name: 'rechnung.xml',
      applied_fixes: [
        {
          error_code: 'BR-CO-15',
          success: true,
          operation: 'update',
          target_xpath: '/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount',
          before_value: '119.00',
          after_value: '0.01',
          confidence: 1,
        },
      ],
      remaining_errors: [],
      validation_before: { valid: true },
      validation_after: { valid: true },
      fixes_user_input: 2,
      fixes_skipped: 7,
    });
    expect(pack.status).toBe(200);
    expect(await flowsUsed(keys.live)).toBe(before + 1);
    // The one value /v1/fixer/fix changed: the seller's country code, as FIXABLE was made from VALID.
    expect(JSON.parse(fileOf(pack.zip, 'change_events.json'))).toEqual([
      {
        sequence: 1,
        source: 'service',
        operation: 'update',
        xpath: expect.stringMatching(/cac:AccountingSupplierParty\[1\].*\/cbc:IdentificationCode\[1\]$/),
        before: 'de',
        after: 'DE',
      },
    ]);
    const report = fileOf(pack.zip, 'change_report.txt');
    expect(report).not.toContain('0.01');
    expect(report).not.toContain('BR-CO-15');
    expect(report).not.toContain('TEST MODE');
    expect(report).toContain('"de" → "DE"');
    expect(report).toContain('Resolved rules / Behobene Regeln: BR-CL-14');
    expect(JSON.parse(fileOf(pack.zip, 'validation_before.json')).valid).toBe(false);
    expect(JSON.parse(fileOf(pack.zip, 'metadata.json'))).toMatchObject({
      pack_id: pack.id,
      flow_id: flowId,
      fixes_applied: 1,
      fixes_skipped: 0,
      fixes_user_input: 2,
      caller_stated: ['original_filename', 'fixes_user_input'],
      test_mode: false,
      final_status: 'compliant',
    });
    expect((await verifyBytes(pack.id, pack.zip)).data).toMatchObject({ authentic: true, testMode: false });
  });

  it('refuses documents that are not the flow’s, a missing or foreign flow, without taking quota', async () => {
    const { flowId, fixed } = await repaired(keys.live);
    const before = await flowsUsed(keys.live);
    const base = { original_xml: FIXABLE, fixed_xml: fixed, flow_id: flowId };
    const refused = async (key: string, body: Record<string, unknown>) => {
      const r = await remediationPack(key, body);
      return [r.status, r.error?.code];
    };
    const { flow_id: _, ...noFlow } = base;
    expect(await refused(keys.live, noFlow)).toEqual([400, 'BAD_REQUEST']);
    expect(await refused(keys.other, base)).toEqual([404, 'NOT_FOUND']);
    expect(await refused(keys.live, { ...base, original_xml: VALID })).toEqual([400, 'BAD_REQUEST']);
    const doctored = fixed.replace(/<cbc:PayableAmount([^>]*)>[^<]*</, '<cbc:PayableAmount$1>0.01<');
    expect(doctored).not.toBe(fixed);
    expect(await refused(keys.live, { ...base, fixed_xml: doctored })).toEqual([400, 'BAD_REQUEST']);
    expect(await flowsUsed(keys.live)).toBe(before);

    // A flow continued with some other document no longer has a repair of its own to certify.
    const foreign = await post(`/api/v1/fixer/fix-with-input?flow_id=${flowId}`, keys.live, {
      xml: NO_LEITWEG,
      values: { 'BT-10': '04011000-12345-03' },
    });
    expect(foreign.status).toBe(200);
    const r = await remediationPack(keys.live, { ...base, fixed_xml: foreign.body.data.fixed_xml });
    expect([r.status, r.error?.code, r.error?.message]).toEqual([
      400,
      'BAD_REQUEST',
      'This flow has no repaired document of its own to certify',
    ]);
  });

  it('says TEST MODE in the pack and the verify answer when a test key made it', async () => {
    const { flowId, fixed } = await repaired(keys.test);
    const pack = await remediationPack(keys.test, {
      original_xml: FIXABLE,
      fixed_xml: fixed,
      flow_id: flowId,
    });
    expect(pack.status).toBe(200);
    expect(JSON.parse(fileOf(pack.zip, 'metadata.json')).test_mode).toBe(true);
    expect(fileOf(pack.zip, 'change_report.txt').startsWith('TEST MODE')).toBe(true);
    expect((await verifyBytes(pack.id, pack.zip)).data).toMatchObject({ authentic: true, testMode: true });
    const meta = await get(`${server.url}/api/v1/fixer/evidence-pack/${pack.id}`, keys.test);
    expect(meta.body.data).toMatchObject({ pack_id: pack.id, test_mode: true });
  });
});

describe('test-key evidence PDFs', () => {
  it('carry TEST MODE in their signed metadata and text, and the verify answer says test', async () => {
    const check = async (key: string, name: string) => {
      const ref = await validated(key, VALID);
      const made = await post('/api/v1/evidence-pack', key, { validationRef: ref });
      const pdf = await get(local(made.body.data.downloadUrl), key);
      const file = path.join(ARTEFACTS, name);
      fs.writeFileSync(file, pdf.bytes);
      expect(spawnSync('pdfsig', [file]).stdout.toString()).toContain('Total document signed');
      const verified = await get(`${server.url}/api/v1/verify/${made.body.data.evidencePackId}`);
      return {
        subject: /Subject:\s+(.*)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? '',
        reason: /\/Reason \(([^)]*)\)/.exec(pdf.bytes.toString('latin1'))?.[1] ?? '',
        text: execFileSync('pdftotext', [file, '-']).toString(),
        testMode: verified.body.data.testMode,
      };
    };
    const test = await check(keys.test, 'test.pdf');
    expect(test.subject).toContain('TEST MODE');
    expect(test.reason).toContain('TEST MODE');
    expect(test.text).toContain('TEST MODE');
    expect(test.testMode).toBe(true);
    const live = await check(keys.live, 'live.pdf');
    expect([live.subject, live.reason, live.text].join('\n')).not.toContain('TEST MODE');
    expect(live.reason).toContain('E-invoice validation evidence');
    expect(live.testMode).toBe(false);
  });
});

describe('lookups by id keep to the key’s mode', () => {
  it('answers a test key 404 for the account’s live packs, bundles and validations, and the reverse', async () => {
    const notFound = (r: { status: number; body?: any }) => [r.status, r.body?.error?.code];
    const liveRef = await validated(keys.live, VALID);
    const live = (await post('/api/v1/evidence-pack', keys.live, { validationRef: liveRef })).body.data;
    const testRef = await validated(keys.test, VALID);
    const test = (await post('/api/v1/evidence-pack', keys.test, { validationRef: testRef })).body.data;
    const at = (p: string) => `${server.url}/api/v1/evidence-pack${p}`;

    // Each key reads its own,
    expect((await get(at(`/${live.evidencePackId}`), keys.live)).status).toBe(200);
    expect((await get(at(`/${test.evidencePackId}/download`), keys.test)).status).toBe(200);
    // and not the other mode's, exactly as an id that does not exist.
    const unknown = notFound(await get(at('/ep_000000000000000000000000'), keys.test));
    expect(unknown).toEqual([404, 'NOT_FOUND']);
    for (const [p, key] of [
      [`/${live.evidencePackId}`, keys.test],
      [`/${live.evidencePackId}/download`, keys.test],
      [`?validationRef=${liveRef}`, keys.test],
      [`/${test.evidencePackId}`, keys.live],
      [`/${test.evidencePackId}/download`, keys.live],
      [`?validationRef=${testRef}`, keys.live],
    ] as const)
      expect([p, ...notFound(await get(at(p), key))]).toEqual([p, ...unknown]);

    const bundleRef = await validated(keys.business, VALID);
    const bundle = await post('/api/v1/evidence-pack/batch', keys.business, { validationRefs: [bundleRef] });
    expect(bundle.status).toBe(200);
    expect((await get(local(bundle.body.data.downloadUrl), keys.business)).status).toBe(200);
    expect(notFound(await get(local(bundle.body.data.downloadUrl), keys.businessTest))).toEqual(unknown);
    const mixed = await post('/api/v1/evidence-pack/batch', keys.businessTest, {
      validationRefs: [bundleRef],
    });
    expect([mixed.status, mixed.body.error.details.unknown]).toEqual([404, [bundleRef]]);

    const livePack = await repaired(keys.live).then((f) =>
      remediationPack(keys.live, { original_xml: FIXABLE, fixed_xml: f.fixed, flow_id: f.flowId }),
    );
    const testPack = await repaired(keys.test).then((f) =>
      remediationPack(keys.test, { original_xml: FIXABLE, fixed_xml: f.fixed, flow_id: f.flowId }),
    );
    const fixerMeta = (id: string, key: string) => get(`${server.url}/api/v1/fixer/evidence-pack/${id}`, key);
    expect((await fixerMeta(livePack.id, keys.live)).status).toBe(200);
    expect((await fixerMeta(testPack.id, keys.test)).status).toBe(200);
    expect(notFound(await fixerMeta(livePack.id, keys.test))).toEqual(unknown);
    expect(notFound(await fixerMeta(testPack.id, keys.live))).toEqual(unknown);
  });
});
