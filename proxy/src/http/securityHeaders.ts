import type { MiddlewareHandler } from 'hono';

/**
 * Policy of the web app. Scripts only from the origin; 'wasm-unsafe-eval' lets the engine compile its
 * WebAssembly XML parser (libxml2) — no 'unsafe-eval', which only the SaxonJS reference executor would
 * need and the app does not use. Inline styles are allowed because the rendered invoice shown in the
 * page's sandboxed srcdoc frame carries its own <style>, and a srcdoc frame inherits this policy.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Policy of API answers: JSON is never a document, so nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaderOptions {
  /** HSTS_MAX_AGE: seconds of Strict-Transport-Security, sent only when set (the server sits behind TLS). */
  hstsMaxAge?: number;
}

/**
 * Headers on every answer: nosniff, no framing (frame-ancestors and X-Frame-Options for old browsers),
 * no referrer, a Content-Security-Policy (the API's or the web app's), HSTS when configured, and
 * `Cache-Control: no-store` on API answers, which carry invoice content and keys.
 */
export function securityHeaders(apiPrefix: string, options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const common: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.hstsMaxAge !== undefined)
    common.push(['Strict-Transport-Security', `max-age=${options.hstsMaxAge}; includeSubDomains`]);
  const api: [string, string][] = [
    ...common,
    ['Content-Security-Policy', API_CSP],
    ['Cache-Control', 'no-store'],
  ];
  const web: [string, string][] = [...common, ['Content-Security-Policy', WEB_APP_CSP]];
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const headers = path === apiPrefix || path.startsWith(`${apiPrefix}/`) ? api : web;
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
