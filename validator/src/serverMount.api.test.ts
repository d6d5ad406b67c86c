/**
 * KoSIT's daemon interface on the main server (`/kosit/`, issue 27): proxy/src/main.ts with an API key runs as its
 * own process beside `validator -D`, and both get the same requests over loopback HTTP. The standalone daemon's
 * answers are the reference; the corpus's reference run says which documents KoSIT accepts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ExpectedRecord, readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { kositAccepts } from '@einvoice/test-support/validator/kositReference';
import { kositSchema } from '@einvoice/test-support/validator/kositSchemas';
import { startValidatorDaemon } from '@einvoice/test-support/validator/runValidator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const records = [...readExpected('xrechnung-testsuite'), ...readExpected('kosit-config-tests')];
// A handful of each: documents KoSIT accepts and documents it rejects.
const sample = [
  ...records.filter(kositAccepts).slice(0, 3),
  ...records.filter((r) => !kositAccepts(r)).slice(0, 3),
];
const keyed = keyedServerEnv();
const daemon = startValidatorDaemon();
let server: SpawnedProxy | undefined;
let kosit = '';

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  kosit = `${server.url}/kosit`;
  await daemon.url;
}, 300_000);
afterAll(async () => {
  await daemon.stop();
  if (server?.child.exitCode === null) {
    const exited = new Promise((resolve) => server?.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  keyed.cleanup();
});

const post = (base: string, r: ExpectedRecord, headers: Record<string, string> = {}) =>
  fetch(`${base}/check/${path.basename(r.file)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', ...headers },
    body: fs.readFileSync(path.join(corpusDir, r.file)),
  });

/** A report without the moment it was made, to compare answers of two processes. */
const timeless = (xml: string) => xml.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'T');

describe('/kosit/ on the main server', () => {
  it('answers corpus documents as the standalone daemon does: 200 accepted, 406 rejected, same report', async () => {
    expect(sample.map(kositAccepts)).toEqual([true, true, true, false, false, false]);
    const validReport = kositSchema('report.xsd');
    for (const r of sample) {
      const mounted = await post(kosit, r, TEST_AUTH_HEADERS);
      const body = await mounted.text();
      expect(mounted.status, r.key).toBe(kositAccepts(r) ? 200 : 406);
      expect(mounted.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(validReport(body), r.key).toEqual([]);
      const standalone = await post(await daemon.url, r);
      expect({ status: mounted.status, body: timeless(body) }, r.key).toEqual({
        status: standalone.status,
        body: timeless(await standalone.text()),
      });
    }
  }, 300_000);

  it('with API keys configured a check needs the Bearer key: 401 without it, or with an unknown one', async () => {
    const [r] = sample as [ExpectedRecord];
    const none = await post(kosit, r);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('UNAUTHORIZED');
    const wrong = await post(kosit, r, { authorization: 'Bearer sk_live_unknown000000000000000' });
    expect(wrong.status).toBe(401);
  });

  it("a check takes one unit of the key's allowance, accepted or rejected, and so does a request without content", async () => {
    // An instant key allows 10 requests (spec 4.8), whatever they are answered (issue 35.11).
    const minted = await fetch(`${server?.url}/api/developers/instant-key`, { method: 'POST' });
    expect(minted.status).toBe(201);
    const auth = { authorization: `Bearer ${(await minted.json()).data.key}` };
    expect((await fetch(`${kosit}/check`, { method: 'POST', headers: auth })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await post(kosit, sample[i % 2 === 0 ? 0 : 3] as ExpectedRecord, auth)).status);
    expect(statuses).toEqual([200, 406, 200, 406, 200, 406, 200, 406, 200]);
    const past = await post(kosit, sample[0] as ExpectedRecord, auth);
    expect([past.status, (await past.json()).error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
  });

  it('400 without content, 405 for other methods, 413 past the API bound, as the daemon', async () => {
    const daemonBase = await daemon.url;
    for (const base of [kosit, daemonBase]) {
      expect((await fetch(`${base}/check`, { method: 'POST', headers: TEST_AUTH_HEADERS })).status).toBe(400);
      const put = await fetch(`${base}/check`, { method: 'PUT', body: '<a/>' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('POST');
      const big = await fetch(`${base}/big.xml`, {
        method: 'POST',
        headers: TEST_AUTH_HEADERS,
        body: Buffer.alloc(10 * 2 ** 20 + 1, 0x20),
      });
      expect(big.status).toBe(413);
    }
    const junk = await fetch(`${kosit}/junk`, {
      method: 'POST',
      headers: TEST_AUTH_HEADERS,
      body: 'not <xml',
    });
    expect(junk.status).toBe(406);
    expect(await junk.text()).toContain('<rep:validationStepResult id="val-xml" valid="false">');
    // The last path segment names the document, its percent escapes decoded; a broken escape stays as sent.
    for (const [segment, reference] of [
      ['r%C3%A9f%20A.xml', 'réf A.xml'],
      ['bad%E0name.xml', 'bad%E0name.xml'],
      ['100%25%2Fa.xml', '100%/a.xml'],
    ]) {
      const named = await fetch(`${kosit}/in/${segment}`, {
        method: 'POST',
        headers: TEST_AUTH_HEADERS,
        body: 'x',
      });
      expect(named.status, segment).toBe(406);
      expect(await named.text()).toContain(`<rep:documentReference>${reference}</rep:documentReference>`);
    }
  });

  it('GET /kosit/server/health answers daemon.xsd health with status UP, GET /kosit/ the usage page', async () => {
    const res = await fetch(`${kosit}/server/health`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(kositSchema('daemon.xsd')(xml)).toEqual([]);
    expect(xml).toContain('<status>UP</status>');
    for (const page of [`${kosit}/`, kosit]) {
      const res = await fetch(page);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      expect(html).toContain('POST an XML document');
      expect(html).toContain('/kosit/server/health');
    }
  });
});
