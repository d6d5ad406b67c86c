import type { Finding } from '../types.ts';

/** The information finding that offers the French check; the page shows it as a one-click button. */
export const FRANCE_OFFER_RULE = 'FR-CTC-OFFER';
export const FRANCE_OFFER_ORACLE = 'service-france-offer';

/** Seller (BT-40) and buyer (BT-55) both in France: the invoice French platforms also check. */
export const bothInFrance = (sellerCountry: string | undefined, buyerCountry: string | undefined): boolean =>
  sellerCountry?.toUpperCase() === 'FR' && buyerCountry?.toUpperCase() === 'FR';

/**
 * For an invoice whose seller (BT-40) and buyer (BT-55) are both in France that was judged without the French
 * rules: one information finding offering them, with the options to send (`offer.options`). The verdict is
 * untouched — it stays the EN 16931 / Factur-X one the official validators give.
 */
export function franceOffer(
  sellerCountry: string | undefined,
  buyerCountry: string | undefined,
  version: string,
): Finding | null {
  if (!bothInFrance(sellerCountry, buyerCountry)) return null;
  return {
    ruleId: FRANCE_OFFER_RULE,
    severity: 'info',
    oracle: FRANCE_OFFER_ORACLE,
    bt: ['BT-40', 'BT-55'],
    xpath: null,
    message: {
      en: `Seller (BT-40) and buyer (BT-55) are both in France. French e-invoicing platforms also check the French reform rules (FNFE-MPE ${version}, XP Z12-012: billing mode BT-23, SIREN, …), which this result did not run. To run them, send options.rulesets {"france-ctc": "${version}"}.`,
      de: `Verkäufer (BT-40) und Käufer (BT-55) sitzen beide in Frankreich. Französische E-Rechnungsplattformen prüfen zusätzlich die Regeln der französischen Reform (FNFE-MPE ${version}, XP Z12-012: Abrechnungsrahmen BT-23, SIREN, …), die für dieses Ergebnis nicht liefen. Um sie anzuwenden, options.rulesets {"france-ctc": "${version}"} senden.`,
      fr: `Le vendeur (BT-40) et l’acheteur (BT-55) sont tous deux en France. Les plateformes françaises de facturation électronique vérifient aussi les règles de la réforme française (FNFE-MPE ${version}, XP Z12-012 : cadre de facturation BT-23, SIREN, …), que ce résultat n’a pas appliquées. Pour les appliquer, envoyez options.rulesets {"france-ctc": "${version}"}.`,
    },
    plain: null,
    action: null,
    offer: { options: { rulesets: { 'france-ctc': version } } },
  };
}
