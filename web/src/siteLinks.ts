/** Operator links set at build time (IMPRINT_URL, PRIVACY_URL; vite.config.ts): null when not configured. */
declare const __SITE_LINKS__: { imprint: string | null; privacy: string | null };

export const SITE_LINKS = __SITE_LINKS__;
