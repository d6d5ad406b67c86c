import { describe, expect, it } from 'vitest';
import { PLANS } from '../auth/plans.ts';
import { pricingPage } from './pricingPage.ts';

const page = pricingPage();
const get = async (query: string, headers: Record<string, string> = {}) => {
  const res = await page.request(`/pricing${query}`, { headers });
  return { lang: res.headers.get('content-language'), html: await res.text() };
};

describe('GET /pricing in the reader’s language', () => {
  it('speaks French when asked by ?lang= or by Accept-Language, with French number formatting', async () => {
    const byQuery = await get('?lang=fr');
    expect(byQuery.lang).toBe('fr');
    expect(byQuery.html).toContain('<html lang="fr">');
    expect(byQuery.html).toContain('<h1>Offres</h1>');
    const monthly = Object.values(PLANS).find((p) => p.period !== 'lifetime' && p.quota >= 1000);
    expect(monthly).toBeDefined();
    // Intl's own French grouping (a narrow no-break space), not the page's.
    const count = new Intl.NumberFormat('fr-FR').format(monthly?.quota ?? 0);
    expect(byQuery.html).toContain(`${count} par mois`);
    const byHeader = await get('', { 'accept-language': 'fr-CH, de;q=0.8' });
    expect(byHeader.lang).toBe('fr');
    expect(byHeader.html).toContain('hreflang="fr">Français</a>');
  });

  it('keeps German and English, and falls back to English for a language it does not speak', async () => {
    expect((await get('?lang=de')).html).toContain('<h1>Tarife</h1>');
    expect((await get('', { 'accept-language': 'it, de;q=0.5' })).lang).toBe('de');
    const unknown = await get('?lang=xx', { 'accept-language': 'es' });
    expect(unknown.lang).toBe('en');
    expect(unknown.html).toContain('<h1>Plans</h1>');
  });
});
