/**
 * The national layers in the knowledge answers and /health (issue 36), over a real socket: GET /v1/rules/{country}
 * and /v1/countries/{code} of Belgium, the Netherlands, Romania and Croatia name the layer that judges the country's
 * invoices — owner, release, dates, base and the BT-24 rule that selects it — exactly as
 * rulesets/src/releases/registry.json (read here, not the build) declares it; its own rule ids are those of the
 * owner's file that no other shipped artefact holds (read from the official files, test-support's
 * readOfficialRules). /health lists each layer with its owner and version among the releases, the running
 * rule sets and the oracles.
 */
import path from 'node:path';
import { readRegistry } from '@einvoice/rulesets/registry';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { useKeyedProxy } from '@einvoice/test-support/proxy/keyedProxy';
import { TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { describe, expect, it } from 'vitest';

const server = useKeyedProxy({ ENGINE_WORKERS: '1' });

async function get(p: string, auth = true) {
  const res = await fetch(`${server.url}${p}`, { headers: auth ? TEST_AUTH_HEADERS : {} });
  expect(res.status, p).toBe(200);
  return res.json();
}

const registry = readRegistry();
const layers = registry.filter((r) => r.layer && r.installed !== false);
// Peppol's folder carries a copy of old CEN rules that nothing runs (as in knowledge.test.ts).
const official = readOfficialRules({ france: true, national: true }).filter(
  (r) => !path.basename(r.file).startsWith('CEN-EN16931-'),
);

/** Rule ids of the owner's file of a layer that no other shipped artefact (base, Peppol, another layer) holds. */
function ownRuleIds(folder: string): string[] {
  const inLayer = (file: string) => file.includes(`/${folder}/`);
  const elsewhere = new Set(official.filter((r) => !inLayer(r.file)).map((r) => r.id));
  return [
    ...new Set(official.filter((r) => inLayer(r.file) && !elsewhere.has(r.id)).map((r) => r.id)),
  ].sort();
}

describe('national layers in the knowledge answers', () => {
  it('knows the four layers of BE, NL, RO and HR', () => {
    expect(layers.map((r) => r.layer?.country).sort()).toEqual(['BE', 'HR', 'NL', 'RO']);
  });

  for (const r of layers) {
    const layer = r.layer as NonNullable<typeof r.layer>;
    it(`${layer.country}: /v1/rules and /v1/countries name ${layer.profile} ${r.version} as the registry declares it`, async () => {
      const rules = (await get(`/api/v1/rules/${layer.country}`)).data;
      // No later release of the layer in the registry: in force from its date, with no end.
      expect(registry.filter((x) => x.ruleset === r.ruleset).at(-1)).toBe(r);
      expect(rules.nationalLayers).toHaveLength(1);
      const [facts] = rules.nationalLayers;
      expect(facts).toEqual({
        ruleset: r.ruleset,
        profile: layer.profile,
        country: layer.country,
        owner: r.owner,
        version: r.version,
        published: r.published,
        inForceFrom: r.inForceFrom,
        inForceUntil: null,
        status: 'in-force',
        base: layer.base,
        appliesTo: {
          documents: layer.documents,
          customizationIds: layer.select.customizationIds,
          match: layer.select.mode,
          sellerCountry: layer.select.sellerCountry ?? null,
          buyerCountry: layer.select.buyerCountry ?? null,
        },
        ruleIds: expect.any(Array),
        catalogue: `/api/v1/errors?ruleset=${r.ruleset}`,
      });
      const own = ownRuleIds(r.sources[0]?.folder ?? '');
      expect(own.length).toBeGreaterThan(20);
      expect([...facts.ruleIds].sort()).toEqual(own);
      expect(rules.rulesets).toContainEqual(
        expect.objectContaining({
          ruleset: r.ruleset,
          authority: r.owner,
          versions: [r.version],
          appliesAs: 'national-layer',
          ruleIds: facts.ruleIds,
        }),
      );
      expect(rules.nationalRuleIds).toEqual(expect.arrayContaining(own));
      expect(rules.shippedNationalRules).toBe(true);
      expect(rules.note).toBeNull();
      const country = (await get(`/api/v1/countries/${layer.country.toLowerCase()}`)).data;
      expect(country.nationalLayers).toEqual(rules.nationalLayers);
    });
  }

  it('names no layer for a country without one', async () => {
    expect((await get('/api/v1/rules/DE')).data.nationalLayers).toEqual([]);
    expect((await get('/api/v1/countries/AT')).data.nationalLayers).toEqual([]);
  });

  it('/health lists each layer with its owner and version among releases, running rule sets and oracles', async () => {
    const { validator } = await get('/api/v3/health', false);
    for (const r of layers) {
      expect(validator.releases).toContainEqual(
        expect.objectContaining({
          ruleset: r.ruleset,
          owner: r.owner,
          version: r.version,
          inForceFrom: r.inForceFrom,
          status: 'in-force',
          layer: { profile: r.layer?.profile, country: r.layer?.country, base: r.layer?.base },
        }),
      );
      expect(validator.inForce).toContainEqual({
        ruleset: r.ruleset,
        version: r.version,
        inForceFrom: r.inForceFrom,
      });
      expect(validator.rulesets).toContainEqual({ id: r.ruleset, default: r.version, versions: [r.version] });
      const oracles = r.artefacts.flatMap((a) => (a.kind === 'schematron' ? [a.base] : []));
      expect(oracles.length).toBeGreaterThan(0);
      for (const id of oracles)
        expect(validator.artefacts).toContainEqual(
          expect.objectContaining({ id, ruleset: r.ruleset, authority: r.owner, version: r.version }),
        );
    }
  });
});
