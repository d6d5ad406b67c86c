import type { Context, MiddlewareHandler } from 'hono';
import { LEGACY_BASE } from './deps.ts';

/**
 * v2 is deprecated for new integrations (spec 9.3) since the day this service marked it so; the spec gives no
 * date for either, and switches it off only after at least six months notice, so the Sunset is the earliest
 * that notice allows: six months after the deprecation.
 */
export const V2_DEPRECATED_AT = Date.UTC(2026, 10, 26);
export const V2_SUNSET_AT = Date.UTC(2027, 4, 26);

/** The v2 path prefix under the mount point. */
export const V2_PREFIX = `${LEGACY_BASE}/v2/`;

/**
 * Marks an answer of a v2 path deprecated: `Deprecation` as an RFC 9745 structured date (@epoch seconds),
 * `Sunset` as an RFC 8594 HTTP date, and a link to the successor's description.
 */
export function markDeprecated(c: Context): void {
  c.header('Deprecation', `@${V2_DEPRECATED_AT / 1000}`);
  c.header('Sunset', new Date(V2_SUNSET_AT).toUTCString());
  c.header('Link', '</api/v3/openapi.json>; rel="successor-version"');
}

/** Middleware for every v2 route: its answers, errors included, carry the deprecation headers. */
export const deprecatedV2: MiddlewareHandler = async (c, next) => {
  await next();
  markDeprecated(c);
};
