const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORMS: [RegExp, (m: RegExpExecArray) => [string, string, string]][] = [
  [ISO, (m) => [m[1], m[2], m[3]] as [string, string, string]],
  // ISO date with a time or zone (xs:dateTime written where xs:date belongs)
  [
    /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+)?(?:Z|[+-]\d{2}:\d{2})?$/,
    (m) => [m[1], m[2], m[3]] as [string, string, string],
  ],
  // CII format 102
  [/^(\d{4})(\d{2})(\d{2})$/, (m) => [m[1], m[2], m[3]] as [string, string, string]],
  // German and most European writing: day first with dots
  [/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, (m) => [m[3], m[2], m[1]] as [string, string, string]],
];

/**
 * The calendar date an unambiguous lexical form names, as YYYY-MM-DD, or null. Slashed forms are left out:
 * 03/04/2024 is March in one country and April in the next.
 */
export function parseDate(text: string): string | null {
  const s = text.trim();
  for (const [re, parts] of FORMS) {
    const m = re.exec(s);
    if (!m) continue;
    const [y, mo, d] = parts(m);
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
    return `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  }
  return null;
}
