import type { Finding, ValidateResult } from '@einvoice/engine';
import { findingText, lineArithmeticText, type Shown } from '../i18n/engineText.ts';
import type { Messages } from '../i18n/messages.ts';
import type { Locale } from '../state/AppState.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// Added to the reading's own inline styles (its CSP allows inline styles only). In print the sheet is
// set in 9 pt and scaled to 72 % (≈ 6.5 pt text: small, but the engine's reading of a 2-line invoice alone
// takes 1.3 pages at its own print size) so a short invoice and its validation summary share one A4 page.
const REPORT_STYLES = `
.vr{border:2px solid #0f3a5f;border-radius:6px;padding:10px 12px;margin-bottom:16px}
.vr h1{font-size:18px}
.vr .state{font-size:16px;font-weight:700;margin:4px 0}
.vr .ok{color:#137333}.vr .bad{color:#b3261e}
.vr table{width:100%;border-collapse:collapse;margin:6px 0;font-size:11px}
.vr th,.vr td{text-align:left;border-bottom:1px solid #d9dfe7;padding:2px 4px;vertical-align:top}
.vr .warnbar{background:#fce8e6;color:#7a1b14;padding:4px 8px;border-radius:4px;font-weight:600}
.vr .meta{color:#5b6673;font-size:11px}
@media print{
  @page{size:A4;margin:10mm}
  .vr{border-width:1px;padding:6px 8px;margin-bottom:8px}
  body{font-size:9pt}
  .sheet{zoom:.72}
}
`;

// English on a German report (an official message published only in English) is marked as English.
function shownHtml(shown: Shown, locale: Locale): string {
  const text = escapeHtml(shown.text);
  return shown.lang === locale ? text : `<span lang="${shown.lang}">${text}</span>`;
}

function findingRow(f: Finding, locale: Locale, t: Messages): string {
  const text = shownHtml(findingText(f, locale), locale);
  const where = [f.line ? `${t.line} ${f.line}` : '', f.xpath ?? ''].filter(Boolean).join(' · ');
  return `<tr><td>${escapeHtml(t.severity[f.severity])}</td><td><code>${escapeHtml(f.ruleId)}</code></td><td>${text}</td><td class="meta">${escapeHtml(where)}</td></tr>`;
}

/** What the report says about one file, independent of the invoice's rendering. */
export interface ReportInput {
  fileName: string;
  result: ValidateResult;
  /** The engine's HTML reading of the invoice in the same language (a standalone page). */
  readingHtml: string;
  locale: Locale;
  t: Messages;
  /** When the check ran (ISO 8601). */
  checkedAt: string;
}

/**
 * The validation report as one standalone HTML page, like the KoSIT report: verdict, validators and
 * versions, findings with their locations, then the rendered invoice (under a warning when invalid).
 * Prints on A4; no scripts, nothing fetched.
 */
export function buildReport({ fileName, result, readingHtml, locale, t, checkedAt }: ReportInput): string {
  const { verdict, counts } = result;
  const oracles = verdict.oracles
    .map(
      (o) =>
        `<tr><td>${escapeHtml(o.name ?? o.id)}</td><td>${escapeHtml(o.authority ?? '—')}</td><td><code>${escapeHtml(o.version)}</code></td><td>${escapeHtml(t.oracleVerdict[o.verdict])}</td></tr>`,
    )
    .join('');
  const findings = result.findings.map((f) => findingRow(f, locale, t)).join('');
  const arithmetic = result.lineArithmetic
    .map((w) => `<li>${shownHtml(lineArithmeticText(w, locale), locale)}</li>`)
    .join('');
  const section = `<section class="vr" data-report="validation">
<h1>${escapeHtml(t.report.title)}</h1>
<p class="meta">${escapeHtml(fileName)} · ${escapeHtml(t.report.checkedAt)} ${escapeHtml(new Date(checkedAt).toLocaleString(locale))} · ${escapeHtml(t.format)}: <code>${escapeHtml(verdict.format.key)}</code></p>
<p class="state ${result.valid ? 'ok' : 'bad'}">${escapeHtml(result.valid ? t.valid : t.invalid)} — ${escapeHtml(t.counts(counts.errors, counts.warnings, counts.info))}</p>
<table><thead><tr><th>${escapeHtml(t.oracle)}</th><th>${escapeHtml(t.authority)}</th><th>${escapeHtml(t.version)}</th><th>${escapeHtml(t.result)}</th></tr></thead><tbody>${oracles}</tbody></table>
${findings ? `<table><thead><tr><th></th><th>${escapeHtml(t.report.rule)}</th><th>${escapeHtml(t.report.finding)}</th><th>${escapeHtml(t.where)}</th></tr></thead><tbody>${findings}</tbody></table>` : `<p>${escapeHtml(t.noFindings)}</p>`}
${arithmetic ? `<ul class="meta">${arithmetic}</ul>` : ''}
${result.valid ? '' : `<p class="warnbar">${escapeHtml(t.report.invalidBanner)}</p>`}
</section>`;
  return readingHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${t.report.title}: ${fileName}`)}</title>`)
    .replace('</style>', `${REPORT_STYLES}</style>`)
    .replace('<main class="sheet">', `<main class="sheet">\n${section}`);
}

/** A few lines for the clipboard: file, verdict, format, counts, and the rules that fired. */
export function reportSummary(fileName: string, result: ValidateResult, t: Messages): string {
  const rules = [...new Set(result.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId))];
  return [
    `${fileName}: ${result.valid ? t.valid : t.invalid} (${result.verdict.format.key})`,
    t.counts(result.counts.errors, result.counts.warnings, result.counts.info),
    ...(rules.length ? [`${t.report.rules}: ${rules.join(', ')}`] : []),
    result.verdict.oracles
      .map((o) => `${o.name ?? o.id} ${o.version}: ${t.oracleVerdict[o.verdict]}`)
      .join('; '),
  ].join('\n');
}
