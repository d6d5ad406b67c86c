/**
 * A calendar day written `YYYY-MM-DD` in the years 0001–9999: no 2026-02-30 (Date.parse rolls it over to
 * March), no year 0000 (the databases and ISO 8601 without agreement have none). The one check of every date
 * a caller gives: `options.asOf`, the answers of a conversion.
 */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
