/**
 * POST /v1/compliance-score over a real socket (issue 25): every part says how its points are computed (spec
 * section and the document of the formula), and every item that takes points off is tied to where they come
 * from — sources of ../shared/data/eu-einvoicing.json (read here, not through the server), rule ids of the error
 * catalogue, or the caller's own counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface RawSource {
  id: string;
  url: string | null;
}
interface RawCountry {
  code: string;
}
const dataset = JSON.parse(
  fs.readFileSync(
    process.env.EU_EINVOICING_DATA ?? path.resolve(REPO_ROOT, '../shared/data/eu-einvoicing.json'),
    'utf8',
  ),
) as { sources: RawSource[]; countries: RawCountry[]; eu: unknown[] };
const sourceIds = new Set(dataset.sources.map((s) => s.id));

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;

async function call(method: 'GET' | 'POST', p: string, body?: unknown) {
  const res = await fetch(`${server?.url}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

interface Item {
  lane: string | null;
  points: number;
  reason: { en: string; de: string };
  sources: { id: string; url: string | null }[];
  rules: { ruleId: string; href: string | null }[];
  basis:
    | { kind: 'sources'; ids: string[] }
    | { kind: 'rules'; ids: string[] }
    | { kind: 'request'; fields: string[] };
}

/** Every country to every other, B2B and B2G, with a PDF (deadlines), a foreign format (formats) and no channel. */
const requests = [
  {
    lanes: dataset.countries.flatMap((c, i) => [
      { from: c.code, to: c.code, buyerType: 'b2b' as const },
      {
        from: c.code,
        to: dataset.countries[(i + 1) % dataset.countries.length]?.code,
        buyerType: 'b2g' as const,
      },
    ]),
    formats: ['PDF'],
  },
  {
    lanes: dataset.countries.map((c) => ({ from: c.code, to: c.code, buyerType: 'b2g' as const })),
    formats: ['FatturaPA'],
    channels: [],
    recentValidations: { total: 40, invalid: 10, byRule: { 'BR-01': 6, 'BR-CO-15': 3, 'NOT-A-RULE': 1 } },
  },
  { recentValidations: { total: 8, invalid: 2, byRule: {} } },
];

describe('compliance score: where each point comes from', () => {
  it('ties every part to its method and every item to sources, rules or the caller’s counts', async () => {
    const kinds = new Set<string>();
    for (const request of requests) {
      const { status, body } = await call('POST', '/api/v1/compliance-score', request);
      expect(status).toBe(200);
      const readme = fs.readFileSync(path.join(REPO_ROOT, 'proxy/src/knowledge/README.md'), 'utf8');
      for (const part of body.data.parts) {
        expect(part.method).toMatchObject({
          spec: '4.12',
          document: 'proxy/src/knowledge/README.md#compliance-score',
        });
        expect(readme).toContain('## Compliance score');
        expect(part.method.en.length).toBeGreaterThan(20);
        expect(part.method.de.length).toBeGreaterThan(20);
        for (const item of part.items as Item[]) {
          expect(item.points).toBeGreaterThan(0);
          kinds.add(`${part.part}:${item.basis.kind}`);
          if (item.basis.kind === 'sources') {
            expect(item.basis.ids.length, item.reason.en).toBeGreaterThan(0);
            expect(item.basis.ids).toEqual(item.sources.map((s) => s.id));
            for (const s of item.sources) {
              expect(sourceIds.has(s.id), s.id).toBe(true);
              // A source without its own address is cited by the dataset's repository file (provenance.ts).
              const url = dataset.sources.find((d) => d.id === s.id)?.url;
              if (url) expect(s.url).toBe(url);
            }
          } else if (item.basis.kind === 'rules') {
            expect(item.basis.ids).toEqual(item.rules.map((r) => r.ruleId));
            expect(item.basis.ids.every((id) => id in (request.recentValidations?.byRule ?? {}))).toBe(true);
            for (const r of item.rules) {
              const known = await call('GET', `/api/v1/errors/${encodeURIComponent(r.ruleId)}`);
              // A rule of the catalogue links to its entry; an id the caller made up links nowhere.
              expect(r.href === null, r.ruleId).toBe(known.status === 404);
            }
          } else {
            expect(item.basis.fields).toEqual(['recentValidations.total', 'recentValidations.invalid']);
            expect(request.recentValidations?.byRule).toEqual({});
          }
        }
      }
    }
    // The requests reach every kind of tie in every part that takes points.
    expect([...kinds].sort()).toEqual([
      'channels:sources',
      'deadlines:sources',
      'errors:request',
      'errors:rules',
      'formats:sources',
    ]);
  });
});
