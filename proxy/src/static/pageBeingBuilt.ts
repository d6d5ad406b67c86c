import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { html } from 'hono/html';

/** Seconds between the waiting page's reloads, and the Retry-After it sends. */
export const BEING_BUILT_RETRY_S = 5;

type Lang = 'en' | 'de' | 'fr';
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

const TEXTS: Record<Lang, { title: string; building: string; api: string; reload: string }> = {
  en: {
    title: 'The page is being built',
    building:
      'This is the first start: the page is being built (about a minute on two cores). Nothing is wrong.',
    api: 'The API already answers: /api/v3/health says how the server is.',
    reload: `This page reloads itself every ${BEING_BUILT_RETRY_S} seconds and shows the page once it is built.`,
  },
  de: {
    title: 'Die Seite wird gebaut',
    building:
      'Dies ist der erste Start: Die Seite wird gebaut (etwa eine Minute auf zwei Kernen). Es ist alles in Ordnung.',
    api: 'Die API antwortet bereits: /api/v3/health zeigt den Zustand des Servers.',
    reload: `Diese Seite lädt sich alle ${BEING_BUILT_RETRY_S} Sekunden neu und zeigt die Seite, sobald sie gebaut ist.`,
  },
  fr: {
    title: 'La page est en cours de construction',
    building:
      'C’est le premier démarrage : la page est en cours de construction (environ une minute sur deux cœurs). Tout va bien.',
    api: 'L’API répond déjà : /api/v3/health indique l’état du serveur.',
    reload: `Cette page se recharge toutes les ${BEING_BUILT_RETRY_S} secondes et affiche la page dès qu’elle est construite.`,
  },
};

/** The first language of Accept-Language (by q, `de-AT` as `de`) that the page speaks, else English. */
function languageOf(c: Context): Lang {
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...LANGS],
    default: 'en',
    match: (list, config) =>
      [...list]
        .sort((a, b) => b.q - a.q)
        .map((a) => a.type.slice(0, 2).toLowerCase())
        .find((tag) => config.supports.includes(tag)) ?? config.default,
  }) as Lang;
}

/**
 * What `/` answers while the page is not built yet (a first `npm start` builds it after the server answers):
 * a small page in the reader's language that says so and reloads itself, 503 with Retry-After, never cached.
 */
export function pageBeingBuilt(c: Context): Response | Promise<Response> {
  const lang = languageOf(c);
  const t = TEXTS[lang];
  const body = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BEING_BUILT_RETRY_S}">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.building}</p>
<p>${t.api}</p>
<p>${t.reload}</p>
</main>
</body>
</html>
`;
  return c.html(body, 503, {
    'retry-after': String(BEING_BUILT_RETRY_S),
    'cache-control': 'no-store',
  });
}
