/** Values of the `@name@` placeholders for this pin (../shared/rulesets/SOURCES.md). */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'cen.spec.id': 'urn:cen.eu:en16931:2017',
  'xrechnung.version': '3.0.2',
  'xrechnung.spec.id': 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  'xrechnung.extension.id':
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0',
  'xrechnung.cvd.version.major.minor': '0.9',
  'xrechnung.cvd.id':
    'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9',
  'ubl.version': '2.1',
  'cii.version': 'D16B',
  'cen.rules.version': '1.3.16',
};

/** The Peppol BIS Billing 3 specification identifier (SOURCES.md). */
export const PEPPOL_SPEC_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** Fills known placeholders; unknown ones are left as they are (they occur only in descriptions). */
export function fillPlaceholders(text: string): string {
  return text.replace(/@([a-z.]+)@/g, (whole, name: string) => PLACEHOLDERS[name] ?? whole);
}
