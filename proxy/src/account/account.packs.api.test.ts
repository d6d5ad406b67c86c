/**
 * Evidence packs through the account API over real HTTP (issue 29): a pack for a validation record, its
 * download (a PDF whose signature poppler's pdfsig accepts), a dropped pack verified, another account's record
 * and pack answering 404; and the session cookie Secure when PUBLIC_BASE_URL is https although the server
 * hears plain HTTP (a TLS-terminating proxy in front; the case without it is in account.api.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INVOICE = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const PUBLIC_BASE_URL = 'https://einvoice.example.test';
const data = keyedServerEnv();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'account-packs-'));
let proxy: SpawnedProxy;
let a: SessionClient;
let b: SessionClient;
let ref = '';

beforeAll(async () => {
  proxy = await spawnProxy({ ...data.env, PUBLIC_BASE_URL });
  a = new SessionClient(proxy.url);
  b = new SessionClient(proxy.url);
  const signedUp = await a.signUp('packs-a@example.test', 'password of a 1');
  expect(signedUp.status).toBe(201);
  expect((await b.signUp('packs-b@example.test', 'password of b 1')).status).toBe(201);
  const res = await fetch(`${proxy.url}/api/v3/validate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${signedUp.body.data.keys.test.key}`,
    },
    body: JSON.stringify({ xml: INVOICE, fileName: 'a.xml' }),
  });
  expect(res.status).toBe(200);
  // v3 records are written just after the answer.
  for (let i = 0; i < 50 && !ref; i++) {
    ref = (await a.call('GET', '/records')).body.data.records[0]?.validationRef ?? '';
    if (!ref) await new Promise((r) => setTimeout(r, 100));
  }
  expect(ref).not.toBe('');
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  data.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the session cookie behind a TLS proxy', () => {
  it('is Secure when PUBLIC_BASE_URL is https, also when the request came over plain HTTP', async () => {
    const client = new SessionClient(proxy.url);
    const res = await client.signIn('packs-b@example.test', 'password of b 1');
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/; Secure/);
    expect(res.setCookie).toMatch(/HttpOnly/);
    const out = await client.call('POST', '/signout');
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/einvoice_session=;.*Secure/);
  });
});

describe('evidence packs of validation records', () => {
  let packId = '';
  let pdf = new Uint8Array();

  it('needs the CSRF token to make a pack', async () => {
    const res = await a.call('POST', `/records/${ref}/pack`, {}, { csrf: false });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('makes the pack once and answers the same pack again', async () => {
    const listed = async () =>
      (await a.call('GET', '/records')).body.data.records.find(
        (r: { validationRef: string }) => r.validationRef === ref,
      );
    expect((await listed()).evidencePack).toBeNull();
    const made = await a.call('POST', `/records/${ref}/pack`, { language: 'fr' });
    expect(made.status).toBe(200);
    packId = made.body.data.evidencePackId;
    expect(made.body.data).toMatchObject({
      validationRef: ref,
      isValid: true,
      testMode: true,
      downloadUrl: `/api/account/packs/${packId}/download`,
      verifyUrl: `${PUBLIC_BASE_URL}/api/v1/verify/${packId}`,
    });
    const again = await a.call('POST', `/records/${ref}/pack`, {});
    expect(again.body.data.evidencePackId).toBe(packId);
    // A reloaded page reads the pack from the records: the download is offered without asking again.
    const pack = { evidencePackId: packId, downloadUrl: `/api/account/packs/${packId}/download` };
    expect((await listed()).evidencePack).toEqual(pack);
    expect((await a.call('GET', `/records/${ref}`)).body.data.evidencePack).toEqual(pack);
  });

  it('downloads a PDF whose signature pdfsig accepts and which names the pack', async () => {
    const res = await a.call('GET', `/packs/${packId}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="evidence-pack-${packId}.pdf"`);
    pdf = res.body;
    const file = path.join(scratch, 'pack.pdf');
    writeFileSync(file, pdf);
    const sig = spawnSync('pdfsig', [file]).stdout.toString();
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');
    const text = spawnSync('pdftotext', [file, '-']).stdout.toString();
    expect(text).toContain(packId);
    expect(text).toContain('TEST MODE');
  });

  it('verifies the dropped pack and tells a changed copy and a foreign file apart', async () => {
    const ok = await a.call('POST', '/packs/verify', pdf);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      evidencePackId: packId,
      exists: true,
      authentic: true,
      outcome: 'authentic',
      testMode: true,
      certifies: { validationRef: ref, isValid: true },
    });
    const flipped = Uint8Array.from(pdf);
    flipped[200] = (flipped[200] as number) ^ 1;
    const changed = await a.call('POST', '/packs/verify', flipped);
    expect(changed.body.data).toMatchObject({ evidencePackId: packId, authentic: false, outcome: 'altered' });
    expect(changed.body.data.reason).toEqual(expect.any(String));
    const unsigned = await a.call('POST', '/packs/verify', new TextEncoder().encode('%PDF-1.7\n%%EOF\n'));
    expect(unsigned.body.data).toMatchObject({ exists: false, authentic: false, outcome: 'unsigned' });
    // A signed PDF whose signed reason names a pack id this service never issued (the id changed throughout).
    const otherId = `${packId.slice(0, -1)}${packId.endsWith('0') ? '1' : '0'}`;
    const renamed = Buffer.from(Buffer.from(pdf).toString('latin1').replaceAll(packId, otherId), 'latin1');
    expect(renamed.toString('latin1')).toContain(`evidence ${otherId};`);
    const unknown = await a.call('POST', '/packs/verify', new Uint8Array(renamed));
    expect(unknown.body.data).toMatchObject({ exists: false, authentic: false, outcome: 'unknown_pack' });
    const notPdf = await a.call('POST', '/packs/verify', new TextEncoder().encode('PK\u0003\u0004'));
    expect(notPdf.status).toBe(400);
    expect((await a.call('POST', '/packs/verify', pdf, { csrf: false })).status).toBe(401);
  });

  it('answers a tampered genuine pack "altered" for that pack, on the dashboard as on /v1/verify', async () => {
    // Issue 34 (10): the dashboard called these "names no pack of ours" where /v1/verify said "altered".
    const text = Buffer.from(pdf).toString('latin1');
    const hole = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(text) as RegExpExecArray;
    const padding = hole.index + hole[0].length - 2;
    const tampered: [string, Uint8Array][] = [
      ['bytes appended', Buffer.concat([Buffer.from(pdf), Buffer.from('\n% appended\n')])],
      [
        'a padding byte of the signature changed',
        Buffer.from(`${text.slice(0, padding)}1${text.slice(padding + 1)}`, 'latin1'),
      ],
      ['a second signature', Buffer.concat([Buffer.from(pdf), Buffer.from('\n/ByteRange [0 1 2 3]\n')])],
    ];
    for (const [what, bytes] of tampered) {
      const dashboard = (await a.call('POST', '/packs/verify', new Uint8Array(bytes))).body.data;
      const v1 = await fetch(`${proxy.url}/api/v1/verify/${packId}`, {
        method: 'POST',
        body: new Uint8Array(bytes),
      });
      const pub = (await v1.json()).data;
      expect(dashboard, what).toMatchObject({
        evidencePackId: packId,
        exists: true,
        authentic: false,
        outcome: 'altered',
      });
      expect([dashboard.outcome, dashboard.reason], what).toEqual([pub.outcome, pub.reason]);
    }
  });

  it('answers the same outcome codes on the public /v1/verify', async () => {
    const verify = (bytes?: Uint8Array) =>
      fetch(`${proxy.url}/api/v1/verify/${packId}`, {
        method: bytes ? 'POST' : 'GET',
        ...(bytes ? { body: new Uint8Array(bytes) } : {}),
      }).then(async (r) => (await r.json()).data);
    expect(await verify()).toMatchObject({ authentic: true, outcome: 'authentic' });
    expect(await verify(pdf)).toMatchObject({ authentic: true, outcome: 'authentic' });
    const flipped = Uint8Array.from(pdf);
    flipped[200] = (flipped[200] as number) ^ 1;
    expect(await verify(flipped)).toMatchObject({ authentic: false, outcome: 'altered' });
    const unsigned = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    expect(await verify(unsigned)).toMatchObject({ authentic: false, outcome: 'unsigned' });
    const doc = await (await fetch(`${proxy.url}/api/account/openapi.json`)).json();
    const documented =
      doc.paths['/packs/verify'].post.responses['200'].content['application/json'].schema.properties.data
        .properties.outcome.enum;
    expect(documented).toEqual(expect.arrayContaining(['authentic', 'altered', 'unsigned', 'unknown_pack']));
  });

  it("answers 404 for another account's record and pack, as for ones that do not exist", async () => {
    for (const res of [
      await b.call('POST', `/records/${ref}/pack`, {}),
      await b.call('GET', `/packs/${packId}/download`),
      await a.call('POST', '/records/val_doesnotexist/pack', {}),
      await a.call('GET', '/packs/ep_doesnotexist/download'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await new SessionClient(proxy.url).call('GET', `/packs/${packId}/download`)).status).toBe(401);
  });
});
