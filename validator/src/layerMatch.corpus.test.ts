/**
 * The `s:match` the drop-in quotes for a national layer's scenario says what the engine does: evaluated by
 * SaxonJS (XPath 3.1, as KoSIT evaluates matches with Saxon) over variants of the owners' files, the first
 * configured scenario whose match holds is the one the engine chooses (or none, where the engine falls back to a
 * scenario outside the configuration). A fifth layer that also asks for the seller's and the buyer's country
 * (as the registry allows) is added to the build's manifest here, so the country conditions are checked too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEngine } from '@einvoice/engine/createEngine';
import type { BuiltManifest, BuiltScenario } from '@einvoice/engine/manifest';
import { nodeLoader } from '@einvoice/engine/node';
import { loadConfiguration } from '@einvoice/proxy/kosit';
import type { Catalogue } from '@einvoice/rulesets';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';

const base = nodeLoader();
const built = JSON.parse(await base.text('manifest.json')) as BuiltManifest;
const ro = built.scenarios.find((s) => s.id === 'cius-ro/ubl-invoice') as BuiltScenario;
const withCountries: BuiltScenario = {
  ...ro,
  id: 'ro-parties/ubl-invoice',
  name: 'CIUS-RO between Romanian and Bulgarian parties (test layer)',
  match: { ...ro.match, sellerCountry: ['RO'], buyerCountry: ['RO', 'BG'] },
};
const manifest: BuiltManifest = { ...built, scenarios: [withCountries, ...built.scenarios] };
const manifestText = JSON.stringify(manifest);
const engine = await createEngine({
  loader: {
    text: (p) => (p === 'manifest.json' ? Promise.resolve(manifestText) : base.text(p)),
    bytes: (p) =>
      p === 'manifest.json' ? Promise.resolve(new TextEncoder().encode(manifestText)) : base.bytes(p),
  },
});
// The catalogue gives only the messages' levels, which no match reads.
const config = loadConfiguration(manifest, { entries: [] } as unknown as Catalogue, []);

const read = (file: string) => fs.readFileSync(path.join(corpusDir, file), 'utf8');
const RO = read('national/cius-ro-1.0.9/ubl_b2g_example0.xml'); // seller DK (BT-40), buyer RO (BT-55)
const BE = read('national/ublbe-1.31/UBLBE_BE0000000196_V01-15000001.xml');
const NL = read('national/si-ubl-2.0.3/SI-UBL-2.0_ok_full.xml');
const XR = read('xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml');
const seller = (xml: string, code: string) =>
  xml.replace(
    '<cbc:IdentificationCode>DK</cbc:IdentificationCode><!--BT-40-->',
    `<cbc:IdentificationCode>${code}</cbc:IdentificationCode>`,
  );
const buyer = (xml: string, code: string) =>
  xml.replace(
    '<cbc:IdentificationCode>RO</cbc:IdentificationCode><!--BT-55-->',
    `<cbc:IdentificationCode>${code}</cbc:IdentificationCode>`,
  );
const customization = (xml: string, edit: (id: string) => string) =>
  xml.replace(/<cbc:CustomizationID>([^<]*)</, (_, id: string) => `<cbc:CustomizationID>${edit(id)}<`);

/** Each variant and the scenario a reader of the registry expects (selectScenario's rules, docs/rule-releases.md). */
const VARIANTS: [string, string, string | null][] = [
  ['CIUS-RO as published (seller DK)', RO, 'cius-ro/ubl-invoice'],
  ['CIUS-RO, seller RO, buyer RO', seller(RO, 'RO'), 'ro-parties/ubl-invoice'],
  ['CIUS-RO, seller " ro " (trimmed, any case)', seller(RO, ' ro '), 'ro-parties/ubl-invoice'],
  ['CIUS-RO, seller RO, buyer BG', buyer(seller(RO, 'RO'), 'BG'), 'ro-parties/ubl-invoice'],
  ['CIUS-RO, seller RO, buyer DE', buyer(seller(RO, 'RO'), 'DE'), 'cius-ro/ubl-invoice'],
  ['CIUS-RO, identifier with spaces around', customization(RO, (id) => `\n  ${id}  `), 'cius-ro/ubl-invoice'],
  ['CIUS-RO, identifier extended (equals only)', customization(RO, (id) => `${id}#x`), null],
  ['UBL.BE as published', BE, 'ublbe/ubl-invoice'],
  [
    'UBL.BE, identifier extended (prefix)',
    customization(BE, (id) => `${id}#conformant#x`),
    'ublbe/ubl-invoice',
  ],
  ['UBL.BE, identifier with a leading space', customization(BE, (id) => ` ${id}`), 'ublbe/ubl-invoice'],
  ['SI-UBL as published', NL, 'si-ubl/ubl-invoice'],
  [
    'SI-UBL, G-account extension',
    customization(NL, (id) => `${id}#conformant#urn:fdc:nen.nl:gaccount:v1.0`),
    'si-ubl/ubl-invoice',
  ],
  ['XRechnung 01.13a', XR, 'xrechnung/ubl-invoice'],
];

/** The first configured scenario (build order) whose quoted `s:match` holds for the document, by SaxonJS. */
async function firstMatch(xml: string): Promise<string | null> {
  const doc = await SaxonJS.getResource({ text: xml, type: 'xml' });
  for (const s of manifest.scenarios) {
    const quoted = config.scenarios.get(s.id)?.xml;
    if (!quoted) continue;
    const namespaceContext = Object.fromEntries(
      [...quoted.matchAll(/<s:namespace prefix="([^"]+)">([^<]+)<\/s:namespace>/g)].map((m) => [m[1], m[2]]),
    );
    const match = (/<s:match>([^<]*)<\/s:match>/.exec(quoted)?.[1] ?? '').replaceAll('&#39;', "'");
    if (SaxonJS.XPath.evaluate(`boolean(${match})`, doc, { namespaceContext }) === true) return s.id;
  }
  return null;
}

describe("the drop-in's quoted match of a national layer", () => {
  it.each(VARIANTS)(
    '%s: SaxonJS on the quoted match and the engine choose the same scenario',
    async (_, xml, expected) => {
      // The engine's choice as the report takes it: a configured scenario its match selected (not a fallback).
      const chosen = (await engine.inspect({ xml })).scenario;
      const configured = config.scenarios.get(chosen.id);
      const engineSays = configured && (chosen.kosit || configured.built.layer) ? chosen.id : null;
      expect([engineSays, await firstMatch(xml)]).toEqual([expected, expected]);
    },
    60_000,
  );
});
