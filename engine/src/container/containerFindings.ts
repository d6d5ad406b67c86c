import type { BuiltScenario } from '../manifest.ts';
import type { Finding, Text } from '../types.ts';
import type { OpenedPdf } from './openInput.ts';

/** Oracle id of the container checks (the project's own, not an official artefact). */
export const PDF_CONTAINER_ORACLE = 'service-pdf-container';

/** AFRelationship values Factur-X 1.0 / ZUGFeRD 2.x allow for the invoice's file specification. */
const ALLOWED_RELATIONSHIPS = ['Data', 'Alternative', 'Source'];

function finding(ruleId: string, message: Text, xpath: string | null = null): Finding {
  return {
    ruleId,
    // Warnings: the verdict stays the official rule sets' on the XML; no PDF/A validator runs here.
    severity: 'warning',
    oracle: PDF_CONTAINER_ORACLE,
    bt: [],
    xpath,
    message,
    plain: null,
    action: null,
  };
}

const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** The XMP ConformanceLevel the document's guideline id calls for, when it calls for one. */
function expectedLevel(scenario: BuiltScenario, specId: string | null): string | null {
  if (scenario.family === 'facturx') return scenario.profile ?? null;
  if (specId === null) return null;
  if (/xrechnung/i.test(specId)) return 'XRECHNUNG';
  if (specId.trim() === 'urn:cen.eu:en16931:2017') return 'EN 16931';
  return null;
}

/**
 * Container problems of a hybrid PDF (issue 13): several invoice candidates, AFRelationship missing or
 * not Data/Alternative/Source, the invoice missing from the catalog's /AF array, XMP fields that disagree
 * with the attachment or the XML, and no PDF/A-3 identification. Each is a warning of its own oracle.
 */
export function containerFindings(pdf: OpenedPdf, scenario: BuiltScenario, specId: string | null): Finding[] {
  const out: Finding[] = [];
  const { container, xmp, candidates } = pdf;
  const name = container.attachment.name;
  if (candidates.length > 1) {
    const names = candidates.map((f) => f.name).join(', ');
    out.push(
      finding('PDF-SEVERAL-INVOICES', {
        en: `The PDF carries several XML files that could be the invoice (${names}); ${name} was taken (${container.attachment.selectedBy}).`,
        de: `Das PDF enthält mehrere XML-Dateien, die die Rechnung sein könnten (${names}); geprüft wurde ${name} (${container.attachment.selectedBy}).`,
        fr: `Le PDF contient plusieurs fichiers XML qui pourraient être la facture (${names}) ; ${name} a été retenu (${container.attachment.selectedBy}).`,
      }),
    );
  }
  const af = container.afRelationship;
  if (af === null) {
    out.push(
      finding('PDF-AFRELATIONSHIP-MISSING', {
        en: `The file specification of ${name} has no /AFRelationship; Factur-X and ZUGFeRD require Data, Alternative or Source.`,
        de: `Die Dateispezifikation von ${name} hat keine /AFRelationship; Factur-X und ZUGFeRD verlangen Data, Alternative oder Source.`,
        fr: `La spécification de fichier de ${name} n’a pas de /AFRelationship ; Factur-X et ZUGFeRD exigent Data, Alternative ou Source.`,
      }),
    );
  } else if (!ALLOWED_RELATIONSHIPS.includes(af)) {
    out.push(
      finding('PDF-AFRELATIONSHIP-INVALID', {
        en: `The /AFRelationship of ${name} is ${af}; Factur-X and ZUGFeRD allow Data, Alternative or Source.`,
        de: `Die /AFRelationship von ${name} ist ${af}; Factur-X und ZUGFeRD erlauben Data, Alternative oder Source.`,
        fr: `La /AFRelationship de ${name} est ${af} ; Factur-X et ZUGFeRD admettent Data, Alternative ou Source.`,
      }),
    );
  }
  const file = candidates.find((f) => f.name === name);
  if (file && !file.inCatalogAF) {
    out.push(
      finding('PDF-AF-ARRAY-MISSING', {
        en: `${name} is not listed in the document catalog's /AF array (PDF/A-3 associated files).`,
        de: `${name} fehlt im /AF-Array des Dokumentkatalogs (zugeordnete Dateien nach PDF/A-3).`,
        fr: `${name} ne figure pas dans le tableau /AF du catalogue du document (fichiers associés PDF/A-3).`,
      }),
    );
  }
  if (xmp.parseError !== null) {
    out.push(
      finding('PDF-XMP-MALFORMED', {
        en: `The PDF's XMP metadata cannot be read: ${xmp.parseError}.`,
        de: `Die XMP-Metadaten des PDF sind nicht lesbar: ${xmp.parseError}.`,
        fr: `Les métadonnées XMP du PDF sont illisibles : ${xmp.parseError}.`,
      }),
    );
  }
  const fx = container.xmp;
  if (fx === null) {
    if (xmp.parseError === null) {
      out.push(
        finding('PDF-XMP-FACTURX-MISSING', {
          en: "The PDF's XMP metadata has no Factur-X / ZUGFeRD extension fields (DocumentType, DocumentFileName, Version, ConformanceLevel).",
          de: 'Die XMP-Metadaten des PDF enthalten keine Factur-X-/ZUGFeRD-Felder (DocumentType, DocumentFileName, Version, ConformanceLevel).',
          fr: 'Les métadonnées XMP du PDF n’ont pas les champs d’extension Factur-X / ZUGFeRD (DocumentType, DocumentFileName, Version, ConformanceLevel).',
        }),
      );
    }
  } else {
    if (fx.documentFileName !== null && fx.documentFileName !== name) {
      out.push(
        finding('PDF-XMP-FILENAME-MISMATCH', {
          en: `The XMP names the invoice file ${fx.documentFileName}, but the embedded invoice is ${name}.`,
          de: `Die XMP-Metadaten nennen die Rechnungsdatei ${fx.documentFileName}, eingebettet ist aber ${name}.`,
          fr: `Le XMP nomme le fichier de facture ${fx.documentFileName}, mais la facture intégrée est ${name}.`,
        }),
      );
    }
    const expected = expectedLevel(scenario, specId);
    if (
      expected !== null &&
      fx.conformanceLevel !== null &&
      squash(fx.conformanceLevel) !== squash(expected)
    ) {
      out.push(
        finding(
          'PDF-XMP-PROFILE-MISMATCH',
          {
            en: `The XMP declares the profile ${fx.conformanceLevel}, but the invoice's guideline id (BT-24) ${specId} is ${expected}.`,
            de: `Die XMP-Metadaten geben das Profil ${fx.conformanceLevel} an, die Spezifikationskennung (BT-24) ${specId} der Rechnung aber ${expected}.`,
            fr: `Le XMP déclare le profil ${fx.conformanceLevel}, mais l’identifiant de spécification (BT-24) ${specId} de la facture correspond à ${expected}.`,
          },
          '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
        ),
      );
    }
  }
  if (container.pdfa?.part !== '3') {
    const found = container.pdfa ? `PDF/A-${container.pdfa.part}` : 'no PDF/A identification';
    out.push(
      finding('PDF-NOT-PDFA3', {
        en: `The PDF declares ${found}; a hybrid invoice is a PDF/A-3 (XMP pdfaid:part 3).`,
        de: `Das PDF gibt ${container.pdfa ? found : 'keine PDF/A-Kennung'} an; eine hybride Rechnung ist ein PDF/A-3 (XMP pdfaid:part 3).`,
        fr: `Le PDF déclare ${container.pdfa ? found : 'aucune identification PDF/A'} ; une facture hybride est un PDF/A-3 (XMP pdfaid:part 3).`,
      }),
    );
  }
  return out;
}
