import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startValidatorDaemon } from '@einvoice/test-support/validator/runValidator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 34 (3): a CDAR status code named after a member of Object.prototype answered 500 on every entry point.
const NAMES = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];
const CDAR = fs.readFileSync(
  path.join(corpusDir, 'france-ctc/cdar/UC4_F202500006_04-CDV-207_En_litige.xml'),
  'utf8',
);
const withStatus = (code: string) =>
  CDAR.replace('<ram:ProcessConditionCode>207<', `<ram:ProcessConditionCode>${code}<`);

const keyed = keyedServerEnv();
const daemon = startValidatorDaemon();
let server: SpawnedProxy | undefined;
let daemonUrl = '';

beforeAll(async () => {
  [server, daemonUrl] = await Promise.all([spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' }), daemon.url]);
}, 300_000);
afterAll(async () => {
  await Promise.all([server?.stop(), daemon.stop()]);
  keyed.cleanup();
});

const post = (p: string, body: unknown) =>
  fetch(`${server?.url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });

describe('a lifecycle status code named after a prototype member', () => {
  it.each(NAMES)(
    '%s: v3 reads it without a meaning, v1 answers, the daemon reports',
    async (code) => {
      const xml = withStatus(code);
      const v3 = await post('/api/v3/validate', { xml });
      expect(v3.status).toBe(200);
      const body = await v3.json();
      expect(body.data.lifecycle.statuses[0]).toMatchObject({ statusCode: code, meaning: null });
      // An unlisted status code is a warning of FNFE's code-list rule, as for any other unlisted code.
      expect(body.data.findings.map((f: { ruleId: string }) => f.ruleId)).toContain(
        'BR-FR-CDV-CL-06_MDT-105',
      );

      const v1 = await post('/api/v1/validate', { xml });
      expect(v1.status).toBe(200);
      expect((await v1.json()).data.isValid).toBe(true);

      const report = await fetch(`${daemonUrl}/check/${code}.xml`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: xml,
      });
      expect([200, 406]).toContain(report.status);
      expect(await report.text()).toContain('<rep:report');
    },
    60_000,
  );
});
