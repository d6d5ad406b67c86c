import { DOMParser, type Element } from '@xmldom/xmldom';
import type { BuiltScenario, DocumentKind, Level } from './manifest.ts';
import { fillPlaceholders, PEPPOL_SPEC_ID } from './placeholders.ts';

const NS = 'http://www.xoev.de/de/validator/framework/1/scenarios';

/** KoSIT resource locations → our artefact ids. An unknown location stops the build. */
const RESOURCES: ReadonlyArray<[RegExp, string]> = [
  [/UBL-Invoice-2\.1\.xsd$/, 'xsd-ubl-invoice'],
  [/UBL-CreditNote-2\.1\.xsd$/, 'xsd-ubl-creditnote'],
  [/CrossIndustryInvoice_100pD16B\.xsd$/, 'xsd-cii'],
  [/EN16931-UBL-validation\.xsl$/, 'en16931-ubl'],
  [/EN16931-CII-validation\.xsl$/, 'en16931-cii'],
  [/XRechnung-UBL-validation\.xsl$/, 'xrechnung-ubl'],
  [/XRechnung-CII-validation\.xsl$/, 'xrechnung-cii'],
];

/** The three shapes of `<match>` the configuration uses; anything else stops the build. */
const MATCHES: ReadonlyArray<[RegExp, DocumentKind, BuiltScenario['match']['mode']]> = [
  [/^exists\(\/invoice:Invoice\/cbc:CustomizationID\[\s*\.\s*=\s*'([^']+)'\s*\]\)$/, 'ubl-invoice', 'equals'],
  [
    /^exists\(\/invoice:Invoice\[\s*cbc:CustomizationID\/text\(\)\s*=\s*'([^']+)'\s*\]\)$/,
    'ubl-invoice',
    'text-equals',
  ],
  [
    /^exists\(\/creditnote:CreditNote\[\s*cbc:CustomizationID\/text\(\)\s*=\s*'([^']+)'\s*\]\)$/,
    'ubl-creditnote',
    'text-equals',
  ],
  [
    /^exists\(\/rsm:CrossIndustryInvoice\[\s*rsm:ExchangedDocumentContext\/ram:GuidelineSpecifiedDocumentContextParameter\/ram:ID\/text\(\)\s*=\s*'([^']+)'\s*\]\)$/,
    'cii',
    'text-equals',
  ],
];

function child(el: Element, local: string): Element[] {
  return Array.from(el.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).localName === local && (n as Element).namespaceURI === NS,
  );
}

function resourceId(el: Element): string {
  const location =
    (child(el, 'resource')[0] && child(child(el, 'resource')[0] as Element, 'location')[0]?.textContent) ??
    '';
  const hit = RESOURCES.find(([re]) => re.test(location.trim()));
  if (!hit) throw new Error(`KoSIT scenarios: unknown resource location '${location}'`);
  return hit[1];
}

function familyOf(name: string): BuiltScenario['family'] {
  if (/Extension/.test(name)) return 'xrechnung-extension';
  if (/CVD/.test(name)) return 'xrechnung-cvd';
  if (/XRechnung/.test(name)) return 'xrechnung';
  return 'en16931';
}

/** Reads the KoSIT scenarios template (placeholders filled) into scenario data. */
export function readKositScenarios(templateXml: string): BuiltScenario[] {
  const doc = new DOMParser().parseFromString(fillPlaceholders(templateXml), 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('KoSIT scenarios: empty document');
  return child(root, 'scenario').map((sc) => {
    const name = (child(sc, 'name')[0]?.textContent ?? '').trim();
    const matchText = (child(sc, 'match')[0]?.textContent ?? '').trim();
    const m = MATCHES.map(([re, document, mode]) => ({ hit: re.exec(matchText), document, mode })).find(
      (x) => x.hit,
    );
    if (!m?.hit?.[1]) throw new Error(`KoSIT scenarios: unsupported match in '${name}': ${matchText}`);
    const xsdEl = child(sc, 'validateWithXmlSchema')[0];
    if (!xsdEl) throw new Error(`KoSIT scenarios: '${name}' has no XML schema`);
    const customLevels: Record<string, Level> = {};
    for (const report of child(sc, 'createReport')) {
      for (const cl of child(report, 'customLevel')) {
        const level = cl.getAttribute('level') as Level;
        if (!['error', 'warning', 'information'].includes(level)) throw new Error(`bad customLevel ${level}`);
        customLevels[(cl.textContent ?? '').trim()] = level;
      }
    }
    const family = familyOf(name);
    return {
      id: `${family}/${m.document}`,
      name,
      kosit: true,
      family,
      document: m.document,
      match: { specId: m.hit[1], mode: m.mode },
      xsd: resourceId(xsdEl),
      schematrons: child(sc, 'validateWithSchematron').map(resourceId),
      customLevels,
    };
  });
}

const PEPPOL: ReadonlyArray<[DocumentKind, string, string, string]> = [
  ['ubl-invoice', 'Peppol BIS Billing 3.0 (UBL Invoice)', 'xsd-ubl-invoice', 'ubl'],
  ['ubl-creditnote', 'Peppol BIS Billing 3.0 (UBL CreditNote)', 'xsd-ubl-creditnote', 'ubl'],
  ['cii', 'Peppol BIS Billing 3.0 (CII)', 'xsd-cii', 'cii'],
];

/**
 * Peppol BIS 3 is not part of the KoSIT XRechnung configuration; its scenarios run the Peppol XSD and
 * CEN rules plus the Peppol rules, matching the Peppol identifier and its national extensions by prefix.
 */
export function peppolScenarios(): BuiltScenario[] {
  return PEPPOL.map(([document, name, xsd, syntax]) => ({
    id: `peppol/${document}`,
    name,
    kosit: false,
    family: 'peppol',
    document,
    match: { specId: PEPPOL_SPEC_ID, mode: 'prefix' },
    xsd,
    schematrons: [`en16931-${syntax}`, `peppol-${syntax}`],
    customLevels: {},
  }));
}
