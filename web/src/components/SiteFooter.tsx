import { useT } from '../i18n/useT.ts';
import { SITE_LINKS } from '../siteLinks.ts';
import { RulesCurrency } from './RulesCurrency.tsx';

/**
 * Which rule releases judge, the interface documents (the API is served by the same origin), and the imprint and
 * privacy links as the operator configured them (German sites must show both).
 */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <RulesCurrency />
      <nav className="site-links">
        <a href="/api/v3/openapi.json">{t.apiDocs}</a>
        <a href="/api/v1/openapi.json">{t.apiDocsEarlier}</a>
        {SITE_LINKS.imprint && <a href={SITE_LINKS.imprint}>{t.imprint}</a>}
        {SITE_LINKS.privacy && <a href={SITE_LINKS.privacy}>{t.privacyPolicy}</a>}
      </nav>
    </footer>
  );
}
