/**
 * Evidence packs over real HTTP on the embedded PGlite (issue 12): signed PDFs checked with pdfsig,
 * pdftotext and the offline verifier, plan gating, test mode, listing with 250 packs, batch
 * bundles and their expiry on an injected clock, the remediation ZIP and public verification.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { postWithHost } from '@einvoice/test-support/proxy/postWithHost';
import { REPO_ROOT } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { verifySignedZip } from './signedZip.ts';

const ARTEFACTS = path.join(REPO_ROOT, 'test-results/evidence-api');
const START = Date.UTC(2026, 10, 20, 10, 0, 0);
const VALID = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
);
const INVALID = Buffer.from(
  VALID.toString('utf8').replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''),
);
/** The seller's country in lower case: BR-CL-14, which /v1/fixer/fix repairs by itself. */
const FIXABLE = VALID.toString('utf8').replace(
  '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
  '<cbc:IdentificationCode>de</cbc:IdentificationCode>',
);
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let server: RunningServer;
const clock = { now: START };
const data = keyedServerEnv();
const keys = { trial: '', starter: '', starterTest: '', other: '', business: '' };
let bulkRef = '';

async function get(url: string, key?: string) {
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    bytes: type.includes('json') ? Buffer.alloc(0) : Buffer.from(await res.arrayBuffer()),
    body: type.includes('json') ? await res.json() : undefined,
  };
}

async function validated(key: string, xml: Buffer): Promise<string> {
  const r = await apiCall(`${server.url}/api/v1/validate`, key, { xmlBase64: xml.toString('base64') });
  expect(r.status).toBe(200);
  return r.body._meta.validationRef as string;
}

beforeAll(async () => {
  fs.mkdirSync(ARTEFACTS, { recursive: true });
  const db = await openDatabase({ dataDir: data.env.DATA_DIR });
  const repo = new Repository(db.db);
  const at = new Date(START);
  const trial = await repo.createAccount('Trial', 'Free Trial', at, null);
  const starter = await repo.createAccount('Starter GmbH', 'Starter', at, null);
  const other = await repo.createAccount('Other AG', 'Starter', at, null);
  const business = await repo.createAccount('Business SE', 'Business', at, null);
  Object.assign(keys, {
    trial: trial.live.key,
    starter: starter.live.key,
    starterTest: starter.test.key,
    other: other.live.key,
    business: business.live.key,
  });
  // 250 packs of the Starter account for the listing, one a day back from START (the PDF bytes are
  // not read by the listing).
  bulkRef = 'val_bulk_000';
  await db.db
    .insertInto('evidence_packs')
    .values(
      Array.from({ length: 250 }, (_, i) => ({
        id: `ep_bulk_${String(i).padStart(3, '0')}`,
        owner: starter.accountId,
        validation_ref: `val_bulk_${String(i).padStart(3, '0')}`,
        mode: 'live' as const,
        kid: 'bulk',
        facts: JSON.stringify({ valid: i % 2 === 0, invoice: { number: `B-${i}` } }),
        pdf_sha256: '0',
        pdf: new Uint8Array([0]),
        created_at: new Date(START - (i + 1) * 86_400_000),
        expires_at: new Date(START + 3650 * 86_400_000),
      })),
    )
    .execute();
  await db.close();
  server = await startServer(
    readConfig({
      ...data.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      WEB_DIST: '/none',
    }),
    () => clock.now,
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
  data.cleanup();
});

describe('signed evidence PDF per validation', () => {
  it('is set in French beside English when asked, and a validation keeps the language of its first pack', async () => {
    const ref = await validated(keys.starter, VALID);
    const made = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.starter, {
      validationRef: ref,
      language: 'fr',
    });
    expect(made.status).toBe(200);
    const pdf = await get(made.body.data.downloadUrl, keys.starter);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.toString('latin1')).toContain('/Lang (fr-FR)');
    const again = await get(
      `${server.url}/api/v1/evidence-pack?validationRef=${ref}&language=de`,
      keys.starter,
    );
    expect(again.body.data.evidencePackId).toBe(made.body.data.evidencePackId);
    const refused = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.starter, {
      validationRef: ref,
      language: 'it',
    });
    expect(refused.status).toBe(400);
  });

  it('is made once per validation, downloadable, signed over the whole file, and verifiable by anyone', async () => {
    const ref = await validated(keys.starter, INVALID);
    const made = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.starter, { validationRef: ref });
    expect(made.status).toBe(200);
    expect(made.headers.get('x-ratelimit-limit')).toBeTruthy();
    const pack = made.body.data;
    expect(pack).toMatchObject({
      validationRef: ref,
      isValid: false,
      invoiceMetadata: { invoiceNumber: expect.any(String) },
    });
    expect(pack.downloadUrl).toBe(`${server.url}/api/v1/evidence-pack/${pack.evidencePackId}/download`);
    // Without PUBLIC_BASE_URL (development) links name the server's own address, never the Host header.
    const spoofed = await postWithHost(
      server.url,
      '/api/v1/evidence-pack',
      keys.starter,
      { validationRef: await validated(keys.starter, VALID) },
      'attacker.example',
    );
    expect(spoofed.body.data.verifyUrl).toBe(
      `${server.url}/api/v1/verify/${spoofed.body.data.evidencePackId}`,
    );
    const again = await get(`${server.url}/api/v1/evidence-pack?validationRef=${ref}`, keys.starter);
    expect(again.body.data.evidencePackId).toBe(pack.evidencePackId);
    const meta = await get(`${server.url}/api/v1/evidence-pack/${pack.evidencePackId}`, keys.starter);
    expect(meta.body.data).toEqual(pack);

    const pdf = await get(pack.downloadUrl, keys.starter);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="evidence-pack-${pack.evidencePackId}.pdf"`,
    );
    const file = path.join(ARTEFACTS, 'invalid-live.pdf');
    fs.writeFileSync(file, pdf.bytes);
    const sig = spawnSync('pdfsig', [file]).stdout.toString();
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('UNGÜLTIG / INVALID');
    expect(text).toContain('BR-DE-15');
    expect(text).toContain(sha256(INVALID));
    expect(text).not.toContain('TEST MODE');
    execFileSync('pdftoppm', ['-r', '50', '-png', file, path.join(ARTEFACTS, 'invalid-live')]);

    // Anyone, without a key: what it certifies, never the invoice's content.
    const verified = await get(`${server.url}/api/v1/verify/${pack.evidencePackId}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      exists: true,
      authentic: true,
      testMode: false,
      certifies: { validationRef: ref, isValid: false, invoiceSha256: sha256(INVALID) },
    });
    expect(JSON.stringify(verified.body)).not.toContain(pack.invoiceMetadata.invoiceNumber);
    const post = (bytes: Uint8Array) =>
      fetch(`${server.url}/api/v1/verify/${pack.evidencePackId}`, {
        method: 'POST',
        body: new Uint8Array(bytes),
      }).then((r) => r.json());
    expect((await post(pdf.bytes)).data.authentic).toBe(true);
    const flipped = Buffer.from(pdf.bytes);
    flipped[200] = (flipped[200] as number) ^ 1;
    expect((await post(flipped)).data.authentic).toBe(false);

    // The offline verifier with only the published keys.
    const published = await get(`${server.url}/api/v1/evidence/public-key`);
    expect(published.body.data.keys[0]).toMatchObject({ current: true, jwk: { kty: 'EC', crv: 'P-256' } });
    const keysFile = path.join(ARTEFACTS, 'keys.json');
    fs.writeFileSync(keysFile, JSON.stringify(published.body));
    const invoiceFile = path.join(ARTEFACTS, 'invoice.xml');
    fs.writeFileSync(invoiceFile, INVALID);
    const cli = (pack: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'proxy/src/cli/verifyPack.ts',
          pack,
          '--keys',
          keysFile,
          '--invoice',
          invoiceFile,
        ],
        {
          cwd: REPO_ROOT,
        },
      ).status;
    expect(cli(file)).toBe(0);
    const flippedFile = path.join(ARTEFACTS, 'flipped.pdf');
    fs.writeFileSync(flippedFile, flipped);
    expect(cli(flippedFile)).toBe(1);
  });

  it('marks packs of test keys TEST MODE on every page', async () => {
    const ref = await validated(keys.starterTest, VALID);
    const made = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.starterTest, {
      validationRef: ref,
    });
    expect(made.body).toMatchObject({ data: { testMode: true, isValid: true }, _meta: { testMode: true } });
    const pdf = await get(made.body.data.downloadUrl, keys.starterTest);
    const file = path.join(ARTEFACTS, 'test-mode.pdf');
    fs.writeFileSync(file, pdf.bytes);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
    for (let p = 1; p <= pages; p++)
      expect(execFileSync('pdftotext', ['-f', String(p), '-l', String(p), file, '-']).toString()).toContain(
        'TEST MODE',
      );
    expect(spawnSync('pdfsig', [file]).stdout.toString()).toContain('Signature is Valid');
    expect(
      (await get(`${server.url}/api/v1/verify/${made.body.data.evidencePackId}`)).body.data,
    ).toMatchObject({
      authentic: true,
      testMode: true,
    });
  });

  it('gates retrieval by plan and keeps packs to their account', async () => {
    const ref = await validated(keys.trial, VALID);
    const made = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.trial, { validationRef: ref });
    expect(made.status).toBe(200);
    const id = made.body.data.evidencePackId;
    for (const url of [
      `/api/v1/evidence-pack/${id}`,
      `/api/v1/evidence-pack/${id}/download`,
      '/api/v1/evidence-packs',
    ]) {
      const r = await get(`${server.url}${url}`, keys.trial);
      expect([url, r.status, r.body.error.code]).toEqual([url, 403, 'INSUFFICIENT_TIER']);
      expect(r.body.error.message).toContain('Starter');
    }
    const foreign = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.other, { validationRef: ref });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get(`${server.url}/api/v1/evidence-pack/${id}`, keys.other)).status).toBe(404);
    expect((await get(`${server.url}/api/v1/verify/ep_nope`)).status).toBe(404);
    const noRef = await apiCall(`${server.url}/api/v1/evidence-pack`, keys.starter, {});
    expect([noRef.status, noRef.body.error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('lists 250 packs newest first, paged and filtered by time', async () => {
    const page = async (q: string) =>
      (await get(`${server.url}/api/v1/evidence-packs?${q}`, keys.starter)).body.data;
    const first = await page('');
    expect(first.limit).toBe(20);
    expect(first.page).toBe(1);
    const total = first.total as number;
    expect(total).toBeGreaterThanOrEqual(250);
    const all: string[] = [];
    for (let p = 1; p <= Math.ceil(total / 100); p++)
      all.push(...(await page(`limit=100&page=${p}`)).evidencePacks.map((e: any) => e.createdAt));
    expect(all.length).toBe(total);
    expect([...all].sort().reverse()).toEqual(all);
    const windowed = await page(
      `from=${new Date(START - 30.5 * 86_400_000).toISOString()}&to=${new Date(START - 9.5 * 86_400_000).toISOString()}&limit=100`,
    );
    expect(windowed.total).toBe(21);
    expect(windowed.evidencePacks[0].validationRef).toBe('val_bulk_009');
    const over = await get(`${server.url}/api/v1/evidence-packs?limit=101`, keys.starter);
    expect([over.status, over.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    // The earliest and latest times the database takes list everything; beyond them a bound is the caller's error.
    expect((await page('from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z')).total).toBe(total);
    for (const bound of [
      'from=0000-01-01T00:00:00Z',
      'to=0000-12-31T23:59:59Z',
      'from=0001-01-01T00:30:00%2B01:00',
      'to=9999-12-31T23:00:00-02:00',
    ]) {
      const outOfRange = await get(`${server.url}/api/v1/evidence-packs?${bound}`, keys.starter);
      expect([bound, outOfRange.status, outOfRange.body.error.code]).toEqual([bound, 400, 'BAD_REQUEST']);
      expect(outOfRange.body.error.message).toContain(bound.slice(0, bound.indexOf('=')));
    }
    expect(bulkRef).toBe('val_bulk_000');
  });
});

describe('v2 validate-and-fix with generate_evidence_pack', () => {
  it('makes the pack inline: the listing holds it before anyone followed the link', async () => {
    const v2 = await apiCall(`${server.url}/api/v2/validate-and-fix`, keys.starter, {
      xmlBase64: VALID.toString('base64'),
      generate_evidence_pack: true,
    });
    expect(v2.status).toBe(200);
    const ref = v2.body.data.validationRef as string;
    const listed = await get(`${server.url}/api/v1/evidence-packs?limit=100`, keys.starter);
    const pack = listed.body.data.evidencePacks.find((p: any) => p.validationRef === ref);
    expect(pack).toMatchObject({ validationRef: ref, isValid: true });
    const linked = await get(`${server.url}${v2.body.data._links.evidencePack}`, keys.starter);
    expect(linked.body.data.evidencePackId).toBe(pack.evidencePackId);
  });
});

describe('batch bundles', () => {
  it('bundles up to 100 packs for Business+, signed as a whole, gone after 7 days', async () => {
    const refs = [
      await validated(keys.business, VALID),
      await validated(keys.business, INVALID),
      await validated(keys.business, VALID),
    ];
    const starterTry = await apiCall(`${server.url}/api/v1/evidence-pack/batch`, keys.starter, {
      validationRefs: refs,
    });
    expect([starterTry.status, starterTry.body.error.code]).toEqual([403, 'INSUFFICIENT_TIER']);
    expect(starterTry.body.error.message).toContain('Scale plan or higher');
    const tooMany = await apiCall(`${server.url}/api/v1/evidence-pack/batch`, keys.business, {
      validationRefs: Array.from({ length: 101 }, (_, i) => `val_${i}`),
    });
    expect(tooMany.status).toBe(400);
    const made = await apiCall(`${server.url}/api/v1/evidence-pack/batch`, keys.business, {
      validationRefs: refs,
    });
    expect(made.status).toBe(200);
    expect(made.body.data.count).toBe(3);
    expect(Date.parse(made.body.data.expiresAt) - clock.now).toBe(7 * 86_400_000);
    const zip = await get(made.body.data.downloadUrl, keys.business);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const kids = new Set<string>(
      (await get(`${server.url}/api/v1/evidence/public-key`)).body.data.keys.map((k: any) => k.kid),
    );
    const checked = await verifySignedZip(zip.bytes, kids);
    expect(checked.valid).toBe(true);
    const names = Object.keys(checked.files ?? {}).sort();
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBe(3);
    const manifest = JSON.parse(Buffer.from(checked.files?.['manifest.json'] ?? []).toString());
    for (const entry of manifest.packs)
      expect(`sha256:${sha256(checked.files?.[entry.file] as Uint8Array)}`).toBe(entry.sha256);
    const unknown = await apiCall(`${server.url}/api/v1/evidence-pack/batch`, keys.business, {
      validationRefs: [...refs, 'val_x'],
    });
    expect([unknown.status, unknown.body.error.details.unknown]).toEqual([404, ['val_x']]);
    clock.now += 7 * 86_400_000 + 1;
    const gone = await get(made.body.data.downloadUrl, keys.business);
    clock.now -= 7 * 86_400_000 + 1;
    expect([gone.status, gone.body.error.code]).toEqual([410, 'GONE']);
  });
});

describe('remediation evidence ZIP', () => {
  it('holds exactly the seven files, signed; its metadata and public verification', async () => {
    const fix = await apiCall(`${server.url}/api/v1/fixer/fix`, keys.starter, {
      xml: FIXABLE,
      error_codes: ['BR-CL-14'],
    });
    expect(fix.status).toBe(200);
    const fixed = fix.body.data.fixed_xml as string;
    const res = await fetch(`${server.url}/api/v1/fixer/evidence-pack`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.starter}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        original_xml: FIXABLE,
        fixed_xml: fixed,
        file_name: 'rechnung.xml',
        applied_fixes: [],
        remaining_errors: [],
        validation_before: {},
        validation_after: {},
        flow_id: fix.body._meta.flow_id,
      }),
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-pack-id') as string;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="evidence-pack-${id}.zip"`);
    const zip = Buffer.from(await res.arrayBuffer());
    const file = path.join(ARTEFACTS, 'remediation.zip');
    fs.writeFileSync(file, zip);
    const listed = execFileSync('python3', [
      '-c',
      'import sys,zipfile;print("\\n".join(sorted(zipfile.ZipFile(sys.argv[1]).namelist())))',
      file,
    ])
      .toString()
      .trim()
      .split('\n');
    expect(listed).toEqual([
      'change_events.json',
      'change_report.txt',
      'fixed_invoice.xml',
      'metadata.json',
      'original_invoice.xml',
      'validation_after.json',
      'validation_before.json',
    ]);
    const kids = new Set<string>(
      (await get(`${server.url}/api/v1/evidence/public-key`)).body.data.keys.map((k: any) => k.kid),
    );
    const checked = await verifySignedZip(zip, kids);
    expect(checked.valid).toBe(true);
    const metadata = JSON.parse(Buffer.from(checked.files?.['metadata.json'] ?? []).toString());
    expect(metadata).toMatchObject({
      pack_id: id,
      original_filename: 'rechnung.xml',
      original_hash: `sha256:${sha256(Buffer.from(FIXABLE))}`,
      fixed_hash: `sha256:${sha256(Buffer.from(fixed))}`,
      fixes_applied: 1,
      final_status: 'compliant',
      flow_id: fix.body._meta.flow_id,
      test_mode: false,
    });
    expect(JSON.parse(Buffer.from(checked.files?.['validation_before.json'] ?? []).toString()).valid).toBe(
      false,
    );
    expect(JSON.parse(Buffer.from(checked.files?.['change_events.json'] ?? []).toString())).toEqual([
      {
        sequence: 1,
        source: 'service',
        operation: 'update',
        xpath: expect.stringMatching(/\/cbc:IdentificationCode\[1\]$/),
        before: 'de',
        after: 'DE',
      },
    ]);
    const meta = await get(`${server.url}/api/v1/fixer/evidence-pack/${id}`, keys.starter);
    expect(meta.body.data).toEqual(metadata);
    const verify = (bytes: Uint8Array) =>
      fetch(`${server.url}/api/v1/verify/${id}`, { method: 'POST', body: new Uint8Array(bytes) }).then((r) =>
        r.json(),
      );
    expect((await verify(zip)).data).toMatchObject({
      authentic: true,
      outcome: 'authentic',
      testMode: false,
    });
    const flipped = Buffer.from(zip);
    flipped[60] = (flipped[60] as number) ^ 1;
    expect((await verify(flipped)).data).toMatchObject({ authentic: false, outcome: 'altered' });
    expect((await verify(new TextEncoder().encode('not a zip'))).data).toMatchObject({
      authentic: false,
      outcome: 'not_a_pack',
    });
  });
});

describe('the signing key', () => {
  it('survives a restart and stays published', async () => {
    const before = (await get(`${server.url}/api/v1/evidence/public-key`)).body.data.keys;
    const dir = path.join(data.env.DATA_DIR, 'evidence-keys');
    expect(fs.readdirSync(dir).length).toBe(before.length);
    expect(fs.statSync(path.join(dir, fs.readdirSync(dir)[0] as string)).mode & 0o077).toBe(0);
    expect(os.platform()).toBe('linux');
  });
});
