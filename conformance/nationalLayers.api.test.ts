/**
 * National layers over HTTP (issue 36): POST /api/v3/validate of the Romanian owner's test file that breaks its
 * own rules, of a Belgian owner's file whose UBL.BE reference is removed (every UBL.BE test file passes the
 * owner's rules), and of the Dutch SI-UBL owner's file with the most findings, answers with the layer named in verdict.format and the layer's rule ids and flags exactly as
 * Saxon-HE 9.9 finds them with the owner's compiled XSLT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Finding, ValidateResult } from '@einvoice/engine';
import { corpusDir, rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { saxonCollection } from '@einvoice/test-support/corpus/saxonHe';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NATIONAL = path.join(rulesetsDir, 'national');
const CASES = [
  {
    layer: 'ublbe',
    oracle: 'ublbe-ubl',
    corpus: path.join(corpusDir, 'national/ublbe-1.31'),
    xslt: path.join(NATIONAL, 'ublbe-1.31/xslt/GLOBALUBL.BE.xslt'),
    damage: (xml: string) => xml.replace('<cbc:ID>UBL.BE</cbc:ID>', '<cbc:ID>XX</cbc:ID>'),
  },
  {
    layer: 'cius-ro',
    oracle: 'cius-ro-ubl',
    corpus: path.join(corpusDir, 'national/cius-ro-1.0.9'),
    xslt: path.join(NATIONAL, 'cius-ro-1.0.9/xslt/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt'),
    damage: (xml: string) => xml,
  },
  {
    // Read from the owner's compiled XSLT alone (no .sch published).
    layer: 'si-ubl',
    oracle: 'si-ubl-ubl',
    corpus: path.join(corpusDir, 'national/si-ubl-2.0.3'),
    xslt: path.join(NATIONAL, 'si-ubl-2.0.3.13/xslt/si-ubl-2.0.3.13.xslt'),
    damage: (xml: string) => xml,
  },
];
const FLAG: Record<Finding['severity'], string> = { error: 'fatal', warning: 'warning', info: 'information' };

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'national-api-'));

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('national layers through POST /api/v3/validate', () => {
  for (const c of CASES) {
    it(`${c.layer}: the owner's findings, rule ids and flags`, { timeout: 240_000 }, async () => {
      const dir = path.join(tmp, c.layer);
      for (const d of ['in', 'out']) fs.mkdirSync(path.join(dir, d), { recursive: true });
      const files = fs.readdirSync(c.corpus).filter((f) => f.endsWith('.xml'));
      const xmlOf = (f: string) => c.damage(fs.readFileSync(path.join(c.corpus, f), 'utf8'));
      const names = new Map(files.map((f, i) => [`${i}.xml`, f]));
      for (const [name, f] of names) fs.writeFileSync(path.join(dir, 'in', name), xmlOf(f));
      const { items } = await saxonCollection(c.xslt, dir);
      // The file with the most owner's findings (for CIUS-RO: the one that breaks its rules).
      const [key, reference] = [...items].sort(
        ([a, x], [b, y]) => (y?.length ?? 0) - (x?.length ?? 0) || a.localeCompare(b),
      )[0] as [string, string[]];
      const file = names.get(key) as string;
      expect(reference.length, file).toBeGreaterThan(0);
      const res = await fetch(`${server?.url}/api/v3/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
        body: JSON.stringify({ xml: xmlOf(file) }),
      });
      expect(res.status).toBe(200);
      const body = ((await res.json()) as { data: ValidateResult }).data;
      expect([file, body.verdict.format.key, body.verdict.format.family]).toEqual([
        file,
        c.layer,
        'national',
      ]);
      const ours = body.findings
        .filter((f) => f.oracle === c.oracle)
        .map((f) => `${f.ruleId}|${FLAG[f.severity]}`)
        .sort();
      const theirs = reference
        .map((t) => t.split('|').slice(0, 2).join('|').replace('|error', '|fatal'))
        .sort();
      expect([file, ours]).toEqual([file, theirs]);
      expect(body.valid).toBe(false);
    });
  }
});
