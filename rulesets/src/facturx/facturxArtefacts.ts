import type { Artefact, BuiltScenario, FacturxProfile } from '../manifest.ts';

/**
 * The five Factur-X 1.09.2 = ZUGFeRD 2.5 profiles (../shared/rulesets/SOURCES.md, "Factur-X / ZUGFeRD
 * profiles"): artefact file names and the guideline ids (BT-24) each profile's code DB list 1 accepts.
 * EN 16931 comes first: forcing the `facturx` family judges a document as the EN 16931 profile.
 */
export const FACTURX_PROFILES: readonly {
  profile: FacturxProfile;
  /** Slug used in artefact and scenario ids and in `verdict.format.key`. */
  slug: string;
  /** Folder under factur-x/schema and the `FACTUR-X_<file>` part of the schematron and XSLT names. */
  folder: string;
  /** Entry schema inside the folder (BASIC WL's is spelled without the hyphen). */
  xsd: string;
  specIds: readonly string[];
}[] = [
  {
    profile: 'EN 16931',
    slug: 'en16931',
    folder: 'EN16931',
    xsd: 'FACTUR-X_EN16931.xsd',
    // The same id as plain EN 16931: the KoSIT EN 16931 scenario, listed before these, keeps it, and this
    // profile judges it only when forced (expected/hybrid-pdf.jsonl `verdictFacturx`).
    specIds: ['urn:cen.eu:en16931:2017'],
  },
  {
    profile: 'MINIMUM',
    slug: 'minimum',
    folder: 'MINIMUM',
    xsd: 'FACTUR-X_MINIMUM.xsd',
    specIds: ['urn:factur-x.eu:1p0:minimum', 'urn:zugferd.de:2p0:minimum'],
  },
  {
    profile: 'BASIC WL',
    slug: 'basic-wl',
    folder: 'BASIC-WL',
    xsd: 'FACTUR-X_BASICWL.xsd',
    specIds: ['urn:factur-x.eu:1p0:basicwl', 'urn:zugferd.de:2p0:basicwl'],
  },
  {
    profile: 'BASIC',
    slug: 'basic',
    folder: 'BASIC',
    xsd: 'FACTUR-X_BASIC.xsd',
    specIds: [
      'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
      'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic',
    ],
  },
  {
    profile: 'EXTENDED',
    slug: 'extended',
    folder: 'EXTENDED',
    xsd: 'FACTUR-X_EXTENDED.xsd',
    specIds: [
      'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
      'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended',
    ],
  },
];

/**
 * XSD and schematron artefacts per profile of one release (the registry's `facturx` entry); the official
 * compiled XSLT is the reference executor.
 */
export const facturxArtefacts = (version: string, authority: string): Artefact[] =>
  FACTURX_PROFILES.flatMap((p): Artefact[] => [
    {
      kind: 'xsd',
      id: `xsd-facturx-${p.slug}`,
      name: `Factur-X ${version} ${p.profile} XML Schema`,
      authority,
      version,
      tree: 'factur-x/schema',
      entry: `${p.folder}/${p.xsd}`,
    },
    {
      kind: 'schematron',
      id: `facturx-${p.slug}`,
      name: `Factur-X ${version} ${p.profile} schematron`,
      authority,
      version,
      source: { from: 'xslt', path: `factur-x/xslt/FACTUR-X_${p.folder}.xslt` },
      rulesSource: `factur-x/schematron/FACTUR-X_${p.folder}.sch`,
      codeDb: `factur-x/schematron/FACTUR-X_${p.folder}_codedb.xml`,
      ruleset: 'facturx' as const,
    },
  ]);

/**
 * One scenario per profile and guideline id: the profile's XSD, then its schematron, which already
 * carries the CEN rules the profile needs, so CEN does not run on top (as Mustang does).
 */
export function facturxScenarios(version: string): BuiltScenario[] {
  return FACTURX_PROFILES.flatMap((p) =>
    p.specIds.map((specId) => ({
      id: `facturx/${p.slug}${specId.includes('zugferd') ? '-zugferd' : ''}`,
      name: `Factur-X ${version} ${p.profile} (CII)`,
      kosit: false,
      family: 'facturx' as const,
      profile: p.profile,
      document: 'cii' as const,
      match: { specId, mode: 'equals' as const },
      xsd: `xsd-facturx-${p.slug}`,
      schematrons: [`facturx-${p.slug}`],
      customLevels: {},
    })),
  );
}
