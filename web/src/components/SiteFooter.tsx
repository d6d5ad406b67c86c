import { useT } from '../i18n/useT.ts';
import { SITE_LINKS } from '../siteLinks.ts';

/** Imprint and privacy links as the operator configured them (German sites must show both). */
export function SiteFooter() {
  const t = useT();
  if (!SITE_LINKS.imprint && !SITE_LINKS.privacy) return null;
  return (
    <footer className="site-footer">
      {SITE_LINKS.imprint && <a href={SITE_LINKS.imprint}>{t.imprint}</a>}
      {SITE_LINKS.privacy && <a href={SITE_LINKS.privacy}>{t.privacyPolicy}</a>}
    </footer>
  );
}
