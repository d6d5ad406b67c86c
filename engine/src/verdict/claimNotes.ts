import type { ResultNote } from '../types.ts';

/**
 * What a document claims that it was not checked against. A specification identifier no scenario matched is
 * judged as plain EN 16931 (the specification's rule for unknown identifiers); when the identifier names a
 * family the service does check — an XRechnung 1.2 id, an old Peppol or Factur-X id — a bare "valid ·
 * en16931" would read as that family's approval, which it is not.
 */
export function claimNotes(specId: string | null, fallback: boolean): ResultNote[] {
  if (!fallback || specId === null) return [];
  const id = specId.trim();
  const lower = id.toLowerCase();
  if (lower.includes('xrechnung'))
    return [
      note(
        'CLAIM-XRECHNUNG-UNCHECKED',
        `The invoice names the specification "${id}", an XRechnung version this service does not check: it was checked as EN 16931 only. KoSIT's XRechnung 3.0 configuration would find no scenario for it and reject it; German public recipients accept XRechnung 3.0 only.`,
        `Die Rechnung nennt die Spezifikation „${id}“, eine XRechnung-Version, die dieser Dienst nicht prüft: Sie wurde nur als EN 16931 geprüft. Die XRechnung-3.0-Konfiguration der KoSIT fände kein Szenario für sie und würde sie ablehnen; öffentliche Auftraggeber in Deutschland nehmen nur XRechnung 3.0 an.`,
        `La facture indique la spécification « ${id} », une version de XRechnung que ce service ne contrôle pas : elle a été contrôlée selon la seule EN 16931. La configuration XRechnung 3.0 de la KoSIT ne trouverait aucun scénario pour elle et la rejetterait ; les acheteurs publics allemands n’acceptent que XRechnung 3.0.`,
      ),
    ];
  if (lower.includes('peppol'))
    return [
      note(
        'CLAIM-PEPPOL-UNCHECKED',
        `The invoice names the specification "${id}", which is not Peppol BIS Billing 3.0's identifier: it was checked as EN 16931 only. The Peppol network validates invoices against BIS Billing 3.0 (urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0).`,
        `Die Rechnung nennt die Spezifikation „${id}“, die nicht die Kennung von Peppol BIS Billing 3.0 ist: Sie wurde nur als EN 16931 geprüft. Das Peppol-Netz prüft Rechnungen nach BIS Billing 3.0 (urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0).`,
        `La facture indique la spécification « ${id} », qui n’est pas l’identifiant de Peppol BIS Billing 3.0 : elle a été contrôlée selon la seule EN 16931. Le réseau Peppol valide les factures selon BIS Billing 3.0 (urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0).`,
      ),
    ];
  if (lower.includes('factur-x') || lower.includes('zugferd'))
    return [
      note(
        'CLAIM-FACTURX-UNCHECKED',
        `The invoice names the specification "${id}", which is no Factur-X / ZUGFeRD profile identifier this service knows: it was checked as EN 16931 only, not against a Factur-X profile's rules.`,
        `Die Rechnung nennt die Spezifikation „${id}“, die keine Profilkennung von Factur-X / ZUGFeRD ist, die dieser Dienst kennt: Sie wurde nur als EN 16931 geprüft, nicht nach den Regeln eines Factur-X-Profils.`,
        `La facture indique la spécification « ${id} », qui n’est aucun identifiant de profil Factur-X / ZUGFeRD connu de ce service : elle a été contrôlée selon la seule EN 16931, pas selon les règles d’un profil Factur-X.`,
      ),
    ];
  return [];
}

const note = (id: string, en: string, de: string, fr: string): ResultNote => ({
  id,
  message: { en, de, fr },
});
