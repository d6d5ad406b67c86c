import fs from 'node:fs';
import { escapeHtml } from '@einvoice/engine/escapeHtml';
import { termById } from '@einvoice/engine/model';
import { nodeLoader } from '@einvoice/engine/node';
import { loadCatalogue } from '@einvoice/knowledge/node';
import type { BuiltArtefact, BuiltManifest, BuiltScenario, Catalogue } from '@einvoice/rulesets';
import { readKositScenarios } from '@einvoice/rulesets/kositScenarios';
import { fillPlaceholders } from '@einvoice/rulesets/placeholders';
import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';

const SCENARIOS_NS = 'http://www.xoev.de/de/validator/framework/1/scenarios';

/** A failure of the configuration: KoSIT's return code -2, with the reason. */
export class ConfigurationError extends Error {}

/** One scenario the validator reports a match for: the built one that runs, and its configuration XML. */
export interface ConfiguredScenario {
  built: BuiltScenario;
  /** The `s:scenario` element the report quotes. */
  xml: string;
}

/** The scenarios in force, and what the report needs from the build. */
export interface Configuration {
  scenarios: Map<string, ConfiguredScenario>;
  /** Artefact id → name and the location the report cites. */
  resources: Map<string, { name: string; location: string }>;
  /** `artefact id \u0000 rule id` → the schematron flag's level before any customLevel. */
  flagLevels: Map<string, Level>;
}

export type Level = 'error' | 'warning' | 'information';

function resourceOf(a: BuiltArtefact): { name: string; location: string } {
  return { name: a.name, location: a.kind === 'xsd' ? a.entry : a.sef };
}

/** The level a schematron flag gives (KoSIT: `warning`, `information`, everything else an error). */
function flagLevel(flag: string | null): Level {
  if (flag === 'warning') return 'warning';
  if (flag === 'information' || flag === 'info') return 'information';
  return 'error';
}

/** The configuration of the rules build on disk (its manifest and catalogue) and the given scenario files. */
export async function configurationOfBuild(scenarioFiles: readonly string[]): Promise<Configuration> {
  const manifest = JSON.parse(await nodeLoader().text('manifest.json')) as BuiltManifest;
  return loadConfiguration(manifest, loadCatalogue(), scenarioFiles);
}

/**
 * The configuration: the KoSIT scenarios of the build (none given) or those of the given scenario files.
 * A file's scenario must be one the build compiled, with the same artefacts, match and customLevels: this tool
 * runs only its compiled rules, so a scenario it cannot run as written is refused rather than run otherwise.
 */
export function loadConfiguration(
  manifest: BuiltManifest,
  catalogue: Catalogue,
  scenarioFiles: readonly string[],
): Configuration {
  const resources = new Map(manifest.artefacts.map((a) => [a.id, resourceOf(a)]));
  const flagLevels = new Map<string, Level>();
  for (const entry of catalogue.entries) {
    for (const a of entry.appearances)
      flagLevels.set(`${a.artefact}\u0000${entry.ruleId}`, flagLevel(a.flag));
  }
  const scenarios = new Map<string, ConfiguredScenario>();
  if (scenarioFiles.length === 0) {
    // The KoSIT XRechnung configuration and the registry's national layers (the build derives their
    // scenarios from the registry: layerScenarios), quoted in the configuration's own shape.
    for (const s of manifest.scenarios.filter((x) => x.kosit || x.layer)) {
      scenarios.set(s.id, { built: s, xml: scenarioXml(s, resources) });
    }
    return { scenarios, resources, flagLevels };
  }
  for (const file of scenarioFiles) {
    for (const s of scenariosOfFile(file, manifest)) scenarios.set(s.built.id, s);
  }
  return { scenarios, resources, flagLevels };
}

function scenariosOfFile(file: string, manifest: BuiltManifest): ConfiguredScenario[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigurationError(`cannot read scenario file ${file}: ${(e as Error).message}`);
  }
  let read: BuiltScenario[];
  try {
    read = readKositScenarios(text);
  } catch (e) {
    throw new ConfigurationError(
      `${file}: ${(e as Error).message}; this validator runs the KoSIT XRechnung scenarios it has compiled (UBL 2.1, CII D16B, EN 16931, XRechnung), not other artefacts`,
    );
  }
  // Quoted as readKositScenarios read them: a configuration template's @placeholders@ filled.
  const elements = scenarioElements(fillPlaceholders(text));
  return read.map((s, i) => {
    const built = manifest.scenarios.find((b) => b.kosit && b.id === s.id);
    const differs = built ? difference(s, built) : 'no compiled scenario of that kind';
    if (!built || differs) {
      throw new ConfigurationError(
        `${file}: scenario '${s.name}' cannot run on the compiled rules (${differs}); this validator runs only the KoSIT XRechnung configuration it was built from`,
      );
    }
    const element = elements[i];
    if (!element) throw new ConfigurationError(`${file}: scenario '${s.name}' not found`);
    return { built, xml: new XMLSerializer().serializeToString(element) };
  });
}

/** Why a file's scenario is not the compiled one, or null when it is. */
function difference(s: BuiltScenario, built: BuiltScenario): string | null {
  if (s.match.specId !== built.match.specId)
    return `matches '${s.match.specId}', compiled '${built.match.specId}'`;
  if (s.xsd !== built.xsd || s.schematrons.join() !== built.schematrons.join()) return 'other artefacts';
  // The service's own overrides of owner defects (levelNotes) are not the file's to set: compared without them.
  const levels = (x: BuiltScenario) =>
    Object.entries(x.customLevels)
      .filter(([id]) => !built.levelNotes?.[id])
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join(' ');
  if (levels(s) !== levels(built))
    return `customLevels ${levels(s) || 'none'}, compiled ${levels(built) || 'none'}`;
  return null;
}

function scenarioElements(text: string): Element[] {
  const root = new DOMParser().parseFromString(text, 'text/xml').documentElement;
  if (!root) return [];
  return Array.from(root.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 &&
      (n as Element).namespaceURI === SCENARIOS_NS &&
      (n as Element).localName === 'scenario',
  );
}

const MATCH_ROOT: Record<BuiltScenario['document'], string> = {
  'ubl-invoice': '/invoice:Invoice',
  'ubl-creditnote': '/creditnote:CreditNote',
  cii: '/rsm:CrossIndustryInvoice',
  cdar: '/cdar:CrossDomainAcknowledgementAndResponse',
};
const MATCH_ID: Record<BuiltScenario['document'], string> = {
  'ubl-invoice': 'cbc:CustomizationID',
  'ubl-creditnote': 'cbc:CustomizationID',
  cii: 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
  cdar: 'cdar:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
};
const NAMESPACES: Record<BuiltScenario['document'], [string, string][]> = {
  'ubl-invoice': [
    ['cbc', 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'],
    ['invoice', 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'],
  ],
  'ubl-creditnote': [
    ['cbc', 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'],
    ['creditnote', 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'],
  ],
  cii: [
    ['rsm', 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'],
    ['ram', 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'],
  ],
  cdar: [
    ['cdar', 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100'],
    ['ram', 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'],
  ],
};

/** The path of a term (the seller's BT-40, the buyer's BT-55) in the document's syntax, from the term table. */
function termPath(id: string, document: BuiltScenario['document']): string {
  const term = termById(id);
  const at = document === 'cii' ? term?.cii : term?.ubl;
  if (!at) throw new Error(`no ${document} path for ${id} in the term table`);
  return at;
}

/**
 * A national layer's match as XPath, saying what `selectScenario` does: the identifier trimmed (`normalize-space`
 * is the same for identifiers without inner spaces), equal or as a prefix, and the parties' countries where asked.
 */
function layerMatch(s: BuiltScenario): string {
  const id = `normalize-space(${MATCH_ID[s.document]})`;
  const conditions = [
    s.match.mode === 'prefix' ? `starts-with(${id}, '${s.match.specId}')` : `${id} = '${s.match.specId}'`,
  ];
  const country = (at: string, codes: string[]) =>
    `upper-case(normalize-space(${at})) = (${codes.map((c) => `'${c}'`).join(', ')})`;
  if (s.match.sellerCountry) conditions.push(country(termPath('BT-40', s.document), s.match.sellerCountry));
  if (s.match.buyerCountry) conditions.push(country(termPath('BT-55', s.document), s.match.buyerCountry));
  return `exists(${MATCH_ROOT[s.document]}[${conditions.join(' and ')}])`;
}

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** The prefixes a scenario's match uses: a UBL layer that selects by the parties' countries also needs `cac`. */
function namespacesOf(s: BuiltScenario): [string, string][] {
  const countries = s.layer && (s.match.sellerCountry || s.match.buyerCountry);
  return countries && s.document !== 'cii'
    ? [...NAMESPACES[s.document], ['cac', CAC]]
    : NAMESPACES[s.document];
}

/** The `s:scenario` element of a built-in scenario, in the shape of the KoSIT configuration's. */
function scenarioXml(s: BuiltScenario, resources: Configuration['resources']): string {
  const e = escapeHtml;
  const resource = (id: string) => {
    const r = resources.get(id) ?? { name: id, location: id };
    return `<s:resource><s:name>${e(r.name)}</s:name><s:location>${e(r.location)}</s:location></s:resource>`;
  };
  const match = s.layer
    ? layerMatch(s)
    : s.match.mode === 'equals'
      ? `exists(${MATCH_ROOT[s.document]}/${MATCH_ID[s.document]}[ . = '${s.match.specId}'])`
      : `exists(${MATCH_ROOT[s.document]}[${MATCH_ID[s.document]}/text() = '${s.match.specId}'])`;
  return [
    '<s:scenario>',
    `<s:name>${e(s.name)}</s:name>`,
    ...namespacesOf(s).map(([p, uri]) => `<s:namespace prefix="${p}">${uri}</s:namespace>`),
    '<s:namespace prefix="rep">http://www.xoev.de/de/validator/varl/1</s:namespace>',
    `<s:match>${e(match)}</s:match>`,
    `<s:validateWithXmlSchema>${resource(s.xsd)}</s:validateWithXmlSchema>`,
    ...s.schematrons.map((id) => `<s:validateWithSchematron>${resource(id)}</s:validateWithSchematron>`),
    `<s:createReport><s:resource><s:name>Validation report for ${s.layer ? e(s.layer.profile) : 'XRechnung'}</s:name><s:location>xrechnung-report</s:location></s:resource>`,
    ...Object.entries(s.customLevels).map(
      ([id, level]) => `<s:customLevel level="${level}">${e(id)}</s:customLevel>`,
    ),
    '</s:createReport>',
    '<s:acceptMatch>/rep:report/rep:assessment[1]/rep:accept[1]</s:acceptMatch>',
    '</s:scenario>',
  ].join('');
}
