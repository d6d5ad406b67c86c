import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { notFound } from '@einvoice/knowledge';

/** The onboarding samples (spec 4.12), written by the project: `fixtures/samples/`. */
export const SAMPLES_DIR = path.join(repoRoot, 'fixtures/samples');

interface SampleSpec {
  id: string;
  file: string | null;
  title: { en: string; de: string; fr: string };
  description: { en: string; de: string; fr: string };
  syntax: 'UBL' | 'CII' | 'PDF';
  scenario: string;
  /** What `/api/v3/validate` answers for the file: a test checks this list exactly. */
  expected: {
    valid: boolean;
    findings: { ruleId: string; severity: 'error' | 'warning' | 'info'; country: string | null }[];
  };
  countries: string[];
  /** Why a listed sample has no file (none at present; the listing keeps the field for clients). */
  unavailableReason?: { en: string; de: string; fr: string };
}

const err = (ruleId: string, country: string | null = null) => ({
  ruleId,
  severity: 'error' as const,
  country,
});

const SPECS: SampleSpec[] = [
  {
    id: 'valid-en16931-ubl',
    file: 'valid-en16931-ubl.xml',
    title: {
      en: 'Valid EN 16931 invoice (UBL)',
      de: 'Gültige Rechnung nach EN 16931 (UBL)',
      fr: 'Facture valide selon l’EN 16931 (UBL)',
    },
    description: {
      en: 'A UBL 2.1 invoice with specification identifier urn:cen.eu:en16931:2017 that passes the XML Schema and every EN 16931 rule.',
      de: 'Eine UBL-2.1-Rechnung mit der Spezifikationskennung urn:cen.eu:en16931:2017, die das XML-Schema und alle Regeln der EN 16931 erfüllt.',
      fr: 'Une facture UBL 2.1 portant l’identifiant de spécification urn:cen.eu:en16931:2017, conforme au schéma XML et à toutes les règles de l’EN 16931.',
    },
    syntax: 'UBL',
    scenario: 'en16931',
    expected: { valid: true, findings: [] },
    countries: [],
  },
  {
    id: 'br-01-missing-specification',
    file: 'br-01-missing-specification.xml',
    title: {
      en: 'Invoice with a BR-01 error',
      de: 'Rechnung mit einem BR-01-Fehler',
      fr: 'Facture avec une erreur BR-01',
    },
    description: {
      en: 'The valid sample without its specification identifier (BT-24): the only finding is BR-01.',
      de: 'Das gültige Beispiel ohne Spezifikationskennung (BT-24): Einziger Befund ist BR-01.',
      fr: 'L’exemple valide sans son identifiant de spécification (BT-24) : le seul constat est BR-01.',
    },
    syntax: 'UBL',
    scenario: 'en16931',
    expected: { valid: false, findings: [err('BR-01')] },
    countries: [],
  },
  {
    id: 'country-rules-de-it',
    file: 'country-rules-de-it.xml',
    title: {
      en: 'Country rules: Germany and Italy',
      de: 'Länderregeln: Deutschland und Italien',
      fr: 'Règles nationales : Allemagne et Italie',
    },
    description: {
      en: 'A Peppol BIS Billing 3.0 invoice breaking only national rules: Germany (seller and buyer addresses in DE: DE-R-003, DE-R-004, DE-R-015) and Italy (seller VAT identifier IT…: IT-R-002, IT-R-003, IT-R-004). One document cannot fire the Dutch rules as well, since Peppol applies the German rules only to a German seller address and the Dutch rules only to a Dutch one; see country-rules-nl-it. No French rule fires: FNFE’s rules of the French reform (rule set france-ctc) judge documents of its own profiles (EXTENDED-CTC-FR, the reform’s Factur-X) or a request that asks for them, not a Peppol invoice.',
      de: 'Eine Rechnung nach Peppol BIS Billing 3.0, die nur nationale Regeln verletzt: Deutschland (Verkäufer- und Käuferanschrift in DE: DE-R-003, DE-R-004, DE-R-015) und Italien (USt-IdNr. des Verkäufers IT…: IT-R-002, IT-R-003, IT-R-004). Ein Dokument kann nicht zugleich die niederländischen Regeln auslösen, weil Peppol die deutschen Regeln nur bei deutscher und die niederländischen nur bei niederländischer Verkäuferanschrift anwendet; siehe country-rules-nl-it. Keine französische Regel schlägt an: Die Regeln der französischen Reform von FNFE (Regelwerk france-ctc) prüfen Dokumente ihrer eigenen Profile (EXTENDED-CTC-FR, Factur-X der Reform) oder Anfragen, die sie verlangen, keine Peppol-Rechnung.',
      fr: 'Une facture Peppol BIS Billing 3.0 qui n’enfreint que des règles nationales : Allemagne (adresses du vendeur et de l’acheteur en DE : DE-R-003, DE-R-004, DE-R-015) et Italie (numéro de TVA du vendeur IT… : IT-R-002, IT-R-003, IT-R-004). Un même document ne peut pas déclencher aussi les règles néerlandaises, car Peppol n’applique les règles allemandes qu’à une adresse de vendeur allemande et les néerlandaises qu’à une adresse néerlandaise ; voir country-rules-nl-it. Aucune règle française ne se déclenche : les règles de la réforme française de la FNFE (jeu de règles france-ctc) jugent les documents de ses propres profils (EXTENDED-CTC-FR, Factur-X de la réforme) ou une requête qui les demande, pas une facture Peppol.',
    },
    syntax: 'UBL',
    scenario: 'peppol',
    expected: {
      valid: false,
      findings: [
        err('IT-R-002', 'IT'),
        err('IT-R-003', 'IT'),
        err('IT-R-004', 'IT'),
        err('DE-R-015', 'DE'),
        err('DE-R-003', 'DE'),
        err('DE-R-004', 'DE'),
      ],
    },
    countries: ['DE', 'IT', 'FR'],
  },
  {
    id: 'country-rules-nl-it',
    file: 'country-rules-nl-it.xml',
    title: {
      en: 'Country rules: Netherlands and Italy',
      de: 'Länderregeln: Niederlande und Italien',
      fr: 'Règles nationales : Pays-Bas et Italie',
    },
    description: {
      en: 'The companion of country-rules-de-it with the seller address in NL: Dutch rules NL-R-002 (address incomplete) and NL-R-003 (legal entity identifier not KVK/OIN) and the Italian rules IT-R-002, IT-R-003, IT-R-004.',
      de: 'Das Gegenstück zu country-rules-de-it mit Verkäuferanschrift in NL: niederländische Regeln NL-R-002 (Anschrift unvollständig) und NL-R-003 (Registerkennung nicht KVK/OIN) sowie die italienischen Regeln IT-R-002, IT-R-003, IT-R-004.',
      fr: 'Le pendant de country-rules-de-it avec l’adresse du vendeur aux Pays-Bas : règles néerlandaises NL-R-002 (adresse incomplète) et NL-R-003 (identifiant d’entité juridique autre que KVK/OIN) et règles italiennes IT-R-002, IT-R-003, IT-R-004.',
    },
    syntax: 'UBL',
    scenario: 'peppol',
    expected: {
      valid: false,
      findings: [
        err('IT-R-002', 'IT'),
        err('IT-R-003', 'IT'),
        err('IT-R-004', 'IT'),
        err('NL-R-002', 'NL'),
        err('NL-R-003', 'NL'),
      ],
    },
    countries: ['NL', 'IT', 'FR'],
  },
  {
    id: 'hybrid-pdf',
    file: 'hybrid-facturx-en16931.pdf',
    title: {
      en: 'Hybrid PDF with embedded XML',
      de: 'Hybride PDF-Rechnung mit eingebettetem XML',
      fr: 'PDF hybride avec XML intégré',
    },
    description: {
      en: 'The valid EN 16931 sample as a Factur-X PDF/A-3 with its CII XML embedded, made by this service (POST /api/v3/convert, target factur-x); validating it reads the embedded invoice.',
      de: 'Das gültige EN-16931-Beispiel als Factur-X-PDF/A-3 mit eingebettetem CII-XML, erzeugt von diesem Dienst (POST /api/v3/convert, Ziel factur-x); die Prüfung liest die eingebettete Rechnung.',
      fr: 'L’exemple valide selon l’EN 16931 en PDF/A-3 Factur-X avec son XML CII intégré, produit par ce service (POST /api/v3/convert, cible factur-x) ; la validation lit la facture intégrée.',
    },
    syntax: 'PDF',
    scenario: 'en16931',
    expected: { valid: true, findings: [] },
    countries: [],
  },
];

export interface SampleFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** Sample listing and downloads; `base` is the path prefix the routes serve downloads under. */
export function createSamples(base: string, dir = SAMPLES_DIR) {
  const files = new Map(
    SPECS.filter((s) => s.file).map((s) => [
      s.id,
      {
        name: s.file as string,
        bytes: readFileSync(path.join(dir, s.file as string)),
        contentType: s.syntax === 'PDF' ? 'application/pdf' : 'application/xml; charset=utf-8',
      },
    ]),
  );
  return {
    list() {
      const samples = SPECS.map((s) => {
        const f = files.get(s.id);
        return {
          id: s.id,
          title: s.title,
          description: s.description,
          syntax: s.syntax,
          scenario: s.scenario,
          available: f !== undefined,
          fileName: f?.name ?? null,
          bytes: f?.bytes.length ?? null,
          sha256: f ? createHash('sha256').update(f.bytes).digest('hex') : null,
          downloadUrl: f ? `${base}/${s.id}/download` : null,
          expected: s.expected,
          countries: s.countries,
          unavailableReason: s.unavailableReason ?? null,
        };
      });
      return { total: samples.length, samples };
    },
    file(id: string): SampleFile {
      const f = files.get(id);
      if (!f) notFound(`No downloadable sample '${id}'`, { available: [...files.keys()] });
      return f;
    },
  };
}

export const SAMPLE_SPECS: readonly SampleSpec[] = SPECS;
