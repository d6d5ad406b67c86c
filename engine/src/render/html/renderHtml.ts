import type { BuiltDocument } from '../buildDocument.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { uiText } from '../uiText.ts';
import { attachmentsHtml } from './attachmentsHtml.ts';
import { escapeHtml } from './escapeHtml.ts';
import { furtherHtml } from './furtherHtml.ts';
import { groupHtml, kvList } from './groupHtml.ts';
import { linesHtml } from './linesHtml.ts';
import { PAGE_STYLES } from './pageStyles.ts';
import { partyHtml } from './partyHtml.ts';
import { sumsHtml } from './sumsHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { valueHtml } from './valueHtml.ts';

function block(title: string, body: string, bt = ''): string {
  if (!body) return '';
  return `<section class="block"><h2>${escapeHtml(title)}${bt ? ` <span class="bt">${bt}</span>` : ''}</h2>${body}</section>`;
}

/**
 * The standalone invoice page: inline CSS only, no script, no external resource, every invoice value
 * escaped. Laid out as an invoice: letterhead, parties, invoice details, lines, sums, payment, notes,
 * attachments, then what lies outside EN 16931 and the syntax details.
 */
export function renderHtml({ document: d, values, outsideStandard }: BuiltDocument): string {
  const l = d.locale;
  const header = new ValuePicker(d.header);
  const number = header.one('BT-1');
  const issued = header.one('BT-2');
  const seller = d.parties.find((p) => p.bg === 'BG-4');
  const brand = seller?.values.find((v) => v.bt === 'BT-27');
  const titleText = `${d.title}${number ? ` ${number.value}` : ''}`;

  const letterhead = `<header class="top"><div class="brand">${brand ? escapeHtml(brand.text) : ''}</div><div class="doc"><h1>${escapeHtml(d.title)}</h1>${
    number
      ? `<div class="docno"><span class="k">${escapeHtml(number.label)}</span> ${valueHtml(number)}</div>`
      : ''
  }${issued ? `<div class="docdate"><span class="k">${escapeHtml(issued.label)}</span> ${valueHtml(issued)}</div>` : ''}</div></header>`;

  const parties = [
    ...d.parties.map((p) => partyHtml(p, l)),
    ...d.delivery.map((g) => partyHtml(g, l, uiText('delivery', l))),
  ];
  const facts = [
    block(uiText('details', l), kvList(header.rest(), l)),
    block(
      uiText('references', l),
      kvList(d.references, l) +
        d.precedingInvoices.map((g) => groupHtml(g, l, uiText('precedingInvoice', l))).join(''),
    ),
  ].join('');
  const payment = block(
    uiText('payment', l),
    kvList(d.paymentTerms, l) + d.payment.map((g) => groupHtml(g, l)).join(''),
    'BG-16',
  );
  const notes = block(
    uiText('notes', l),
    d.notes
      .map((n) => {
        const pick = new ValuePicker(n.values);
        const subject = pick
          .take('BT-21')
          .map((v) => `<div class="subject">${valueHtml(v)}</div>`)
          .join('');
        const text = pick
          .take('BT-22')
          .map((v) => `<div class="note-text">${valueHtml(v)}</div>`)
          .join('');
        return `<div class="note">${subject}${text}${kvList(pick.rest(), l)}</div>`;
      })
      .join(''),
    'BG-1',
  );
  const further = d.furtherDetails.length
    ? `<section class="block outside"><h2>${escapeHtml(uiText('furtherDetails', l))}</h2><p class="hint">${escapeHtml(uiText('furtherDetailsNote', l))}</p>${furtherHtml(d.furtherDetails, l)}</section>`
    : '';
  const syntax = d.syntaxDetails.length
    ? `<details class="block syntax"><summary>${escapeHtml(uiText('syntaxDetails', l))} (${d.syntaxDetails.length})</summary><p class="hint">${escapeHtml(uiText('syntaxDetailsNote', l))}</p>${furtherHtml(d.syntaxDetails, l)}</details>`
    : '';
  const count = (n: number) => formatNumber(String(n), l) ?? String(n);
  const footer = `<footer><div>${escapeHtml(uiText('generated', l))}</div><div>${count(values)} ${escapeHtml(uiText('summary', l))} · ${count(outsideStandard)} ${escapeHtml(uiText('outside', l))} · ${escapeHtml(d.syntax)}</div></footer>`;

  const body = [
    letterhead,
    `<div class="parties">${parties.join('')}</div>`,
    `<div class="facts">${facts}</div>`,
    linesHtml(d.lines, l),
    sumsHtml(d.allowances, d.charges, d.vatBreakdown, d.totals, l),
    payment,
    notes,
    attachmentsHtml(d.attachments, l),
    further,
    syntax,
    footer,
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${l}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(titleText)}</title>
<style>${PAGE_STYLES}</style>
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>
`;
}
