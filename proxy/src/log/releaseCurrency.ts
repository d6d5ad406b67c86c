import type { BuiltRelease } from '@einvoice/engine/manifest';
import { outOfDate, upcomingReleases } from '@einvoice/engine/releases';
import type { Logger } from 'pino';

/**
 * The start log's word on rule currency, as /health and the page footer state it: each release in force
 * that is not installed (a warning: verdicts are those of the release before it) and each release still to
 * come into force.
 */
export function logReleaseCurrency(
  log: Pick<Logger, 'warn' | 'info'>,
  releases: readonly BuiltRelease[],
): void {
  for (const r of outOfDate(releases)) log.warn({ ruleset: r.ruleset, version: r.version }, r.reason);
  for (const r of upcomingReleases(releases)) log.info({ ruleset: r.ruleset, version: r.version }, r.text);
}
