import { Hono } from 'hono';
import { html } from 'hono/html';
import { INSTANT_KEY, PLAN_NAMES, PLANS, type PlanName, TEST_KEY_RATE } from '../auth/plans.ts';

type Lang = keyof typeof WORDS;

const LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const WORDS = {
  en: {
    title: 'Plans',
    intro:
      'Where 402 QUOTA_EXCEEDED sends you (details.upgradeUrl). Accounts are created by the operator of this service: npm run keys -- create-account --name "…" --plan <plan>.',
    plan: 'Plan',
    quota: 'Invoices',
    overage: 'Past the quota',
    rate: 'Live requests per minute',
    lifetime: (n: string) => `${n} in total, never reset`,
    month: (n: string) => `${n} a month`,
    overagePrice: (eur: string) => `served, ${eur} EUR per 1,000 invoices`,
    hardStop: 'refused (402): upgrade required',
    instant: `Instant test key (POST /api/developers/instant-key, no account): ${INSTANT_KEY.requests} requests within ${INSTANT_KEY.ttlMs / 60_000} minutes. Test keys of an account: ${TEST_KEY_RATE.limit} requests per hour, no quota.`,
  },
  de: {
    title: 'Tarife',
    intro:
      'Hierhin verweist 402 QUOTA_EXCEEDED (details.upgradeUrl). Konten legt der Betreiber dieses Dienstes an: npm run keys -- create-account --name "…" --plan <Tarif>.',
    plan: 'Tarif',
    quota: 'Rechnungen',
    overage: 'Über dem Kontingent',
    rate: 'Live-Anfragen pro Minute',
    lifetime: (n: string) => `${n} insgesamt, ohne Zurücksetzen`,
    month: (n: string) => `${n} pro Monat`,
    overagePrice: (eur: string) => `werden bearbeitet, ${eur} EUR je 1.000 Rechnungen`,
    hardStop: 'abgelehnt (402): Wechsel des Tarifs nötig',
    instant: `Sofort-Testschlüssel (POST /api/developers/instant-key, ohne Konto): ${INSTANT_KEY.requests} Anfragen in ${INSTANT_KEY.ttlMs / 60_000} Minuten. Testschlüssel eines Kontos: ${TEST_KEY_RATE.limit} Anfragen pro Stunde, ohne Kontingent.`,
  },
  fr: {
    title: 'Offres',
    intro:
      'La page vers laquelle renvoie 402 QUOTA_EXCEEDED (details.upgradeUrl). Les comptes sont créés par l’exploitant de ce service : npm run keys -- create-account --name "…" --plan <offre>.',
    plan: 'Offre',
    quota: 'Factures',
    overage: 'Au-delà du quota',
    rate: 'Requêtes live par minute',
    lifetime: (n: string) => `${n} au total, jamais remis à zéro`,
    month: (n: string) => `${n} par mois`,
    overagePrice: (eur: string) => `traitées, ${eur} EUR les 1 000 factures`,
    hardStop: 'refusées (402) : changement d’offre nécessaire',
    instant: `Clé de test instantanée (POST /api/developers/instant-key, sans compte) : ${INSTANT_KEY.requests} requêtes en ${INSTANT_KEY.ttlMs / 60_000} minutes. Clés de test d’un compte : ${TEST_KEY_RATE.limit} requêtes par heure, sans quota.`,
  },
} as const;

/** The page's language: ?lang= first, then the first of Accept-Language this page speaks, else English. */
function languageOf(query: string | undefined, accept: string | undefined): Lang {
  const spoken = (tag: string | undefined): tag is Lang => tag !== undefined && Object.hasOwn(WORDS, tag);
  if (spoken(query)) return query;
  const first = (accept ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find(spoken);
  return first ?? 'en';
}

function row(name: PlanName, lang: Lang) {
  const plan = PLANS[name];
  const w = WORDS[lang];
  const count = plan.quota.toLocaleString(LOCALES[lang]);
  const overage = plan.overageEurPer1000;
  return html`<tr>
    <th scope="row">${name}</th>
    <td>${plan.period === 'lifetime' ? w.lifetime(count) : w.month(count)}</td>
    <td>${overage === null ? w.hardStop : w.overagePrice(String(overage))}</td>
    <td>${plan.ratePerMinute}</td>
  </tr>`;
}

/**
 * GET /pricing: the plans as this server enforces them, rendered from the plans table (auth/plans.ts), in
 * English, German or French. The default UPGRADE_URL points here, so a 402's upgradeUrl resolves on every server.
 */
export function pricingPage(): Hono {
  const app = new Hono();
  app.get('/pricing', (c) => {
    const lang = languageOf(c.req.query('lang'), c.req.header('accept-language'));
    const w = WORDS[lang];
    c.header('Content-Language', lang);
    c.header('Vary', 'Accept-Language');
    return c.html(html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${w.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}</style></head>
<body>
<h1>${w.title}</h1>
<p>${w.intro}</p>
<table>
<thead><tr><th scope="col">${w.plan}</th><th scope="col">${w.quota}</th><th scope="col">${w.overage}</th><th scope="col">${w.rate}</th></tr></thead>
<tbody>${PLAN_NAMES.map((name) => row(name, lang))}</tbody>
</table>
<p>${w.instant}</p>
<p><a href="?lang=en" hreflang="en">English</a> · <a href="?lang=de" hreflang="de">Deutsch</a> · <a href="?lang=fr" hreflang="fr">Français</a></p>
</body>
</html>`);
  });
  return app;
}
