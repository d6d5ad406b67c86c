/** The XRechnung 3.0 identifiers the KoSIT scenarios accept: the CIUS, its extension and the CVD variant. */
export const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const EXTENSION_3 = `${XRECHNUNG_3}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
export const CVD_3 = `${XRECHNUNG_3}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;
// XRechnung 1.x (`…:2017:compliant:xoev-de:…`) and 2.x (`…:2017#compliant#urn:xoev-de:…`), CIUS or extension,
// as KoSIT published them before the namespace moved to xeinkauf.de with 3.0.
const OUTDATED =
  /^urn:cen\.eu:en16931:2017[#:]compliant[#:](?:urn:)?xoev-de:kosit:standard:xrechnung_[12]\.\d+(#conformant#urn:xoev-de:kosit:extension:xrechnung_[12]\.\d+)?$/;

/**
 * The XRechnung 3.0 identifier (SOURCES.md: `@xrechnung.spec.id@`, `@xrechnung.extension.id@`) that takes
 * the place of an outdated XRechnung 1.x/2.x identifier, or null when the identifier is not an outdated one.
 */
export function currentSpecification(specId: string): string | null {
  const m = OUTDATED.exec(specId.trim());
  if (!m) return null;
  return m[1] ? EXTENSION_3 : XRECHNUNG_3;
}
