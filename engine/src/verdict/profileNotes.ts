import type { BuiltScenario } from '../manifest.ts';
import type { ResultNote } from '../types.ts';

/** Factur-X profiles without invoice lines: accounting aids, not invoices under German law since 2025. */
const WITHOUT_LINES = new Set(['MINIMUM', 'BASIC WL']);

/** Notes on the profile a document was judged by; they never change the official verdict. */
export function profileNotes(scenario: BuiltScenario): ResultNote[] {
  const profile = scenario.profile;
  if (scenario.family !== 'facturx' || profile === undefined || !WITHOUT_LINES.has(profile)) return [];
  return [
    {
      id: 'DE-FACTURX-NOT-AN-INVOICE',
      message: {
        en: `Factur-X / ZUGFeRD ${profile} carries no invoice lines: since 1 January 2025 it is not an invoice under German law (§ 14 UStG), only an accounting aid. Use EN 16931, EXTENDED or XRechnung for invoices to German recipients. The verdict above is the official ${profile} rule set's.`,
        de: `Factur-X / ZUGFeRD ${profile} enthält keine Rechnungspositionen: Seit dem 1. Januar 2025 ist es nach deutschem Recht (§ 14 UStG) keine Rechnung, sondern nur eine Buchungshilfe. Für Rechnungen an deutsche Empfänger EN 16931, EXTENDED oder XRechnung verwenden. Das Ergebnis oben ist das des offiziellen ${profile}-Regelwerks.`,
        fr: `Factur-X / ZUGFeRD ${profile} ne contient aucune ligne de facture : depuis le 1er janvier 2025, ce n’est pas une facture au sens du droit allemand (§ 14 UStG), seulement une aide à la comptabilisation. Pour des factures à des destinataires allemands, utilisez EN 16931, EXTENDED ou XRechnung. Le résultat ci-dessus est celui du jeu de règles officiel ${profile}.`,
      },
    },
  ];
}
