import type { RenderedGroup, RenderLocale } from '../types.ts';
import { LOCALE_INDEX, uiText } from '../uiText.ts';
import { escapeHtml } from './escapeHtml.ts';
import { type Column, tableHtml } from './tableHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { valueHtml } from './valueHtml.ts';

const TOTAL_ORDER = [
  'BT-106',
  'BT-107',
  'BT-108',
  'BT-109',
  'BT-110',
  'BT-111',
  'BT-112',
  'BT-113',
  'BT-114',
  'BT-115',
];

function allowanceColumns(allowance: boolean, locale: RenderLocale): Column[] {
  const label = (...forms: [en: string, de: string, fr: string]) => forms[LOCALE_INDEX[locale]];
  const [reason, code, base, pct, cat, rate, amount] = allowance
    ? ['BT-97', 'BT-98', 'BT-93', 'BT-94', 'BT-95', 'BT-96', 'BT-92']
    : ['BT-104', 'BT-105', 'BT-100', 'BT-101', 'BT-102', 'BT-103', 'BT-99'];
  return [
    { label: label('Reason', 'Grund', 'Motif'), bts: [reason as string, code as string] },
    { label: label('Base amount', 'Basisbetrag', 'Assiette'), bts: [base as string], numeric: true },
    { label: label('Percentage', 'Prozentsatz', 'Pourcentage'), bts: [pct as string], numeric: true },
    { label: uiText('vat', locale), bts: [rate as string, cat as string], numeric: true },
    { label: label('Amount', 'Betrag', 'Montant'), bts: [amount as string], numeric: true },
  ];
}

function vatColumns(locale: RenderLocale): Column[] {
  const i = LOCALE_INDEX[locale];
  return [
    { label: ['Category', 'Kategorie', 'Type'][i] as string, bts: ['BT-118', 'BT-120', 'BT-121'] },
    { label: ['Rate', 'Satz', 'Taux'][i] as string, bts: ['BT-119'], numeric: true },
    {
      label: ['Taxable amount', 'Steuerbasis', 'Base imposable'][i] as string,
      bts: ['BT-116'],
      numeric: true,
    },
    { label: ['VAT amount', 'Steuerbetrag', 'Montant de TVA'][i] as string, bts: ['BT-117'], numeric: true },
  ];
}

function section(title: string, bt: string, body: string): string {
  return `<section class="block"><h2>${escapeHtml(title)} <span class="bt">${bt}</span></h2>${body}</section>`;
}

/** Document-level allowances and charges, the VAT breakdown and the totals box with the amount due. */
export function sumsHtml(
  allowances: readonly RenderedGroup[],
  charges: readonly RenderedGroup[],
  vat: readonly RenderedGroup[],
  totals: readonly RenderedGroup[],
  locale: RenderLocale,
): string {
  const left: string[] = [];
  if (allowances.length)
    left.push(
      section(
        uiText('allowances', locale),
        'BG-20',
        tableHtml(allowances, allowanceColumns(true, locale), 'ac', locale),
      ),
    );
  if (charges.length)
    left.push(
      section(
        uiText('charges', locale),
        'BG-21',
        tableHtml(charges, allowanceColumns(false, locale), 'ac', locale),
      ),
    );
  if (vat.length)
    left.push(
      section(uiText('vatBreakdown', locale), 'BG-23', tableHtml(vat, vatColumns(locale), 'vat', locale)),
    );
  const boxes = totals.map((g) => {
    const pick = new ValuePicker(g.values);
    const rows = [...TOTAL_ORDER.flatMap((bt) => pick.take(bt)), ...pick.rest()].map(
      (v) =>
        `<div class="trow${v.bt === 'BT-115' ? ' due' : ''}"><div class="k">${escapeHtml(v.label)} <span class="bt">${escapeHtml(v.bt ?? '')}</span></div><div class="v">${valueHtml(v)}</div></div>`,
    );
    return `<div class="totals">${rows.join('')}</div>`;
  });
  const right = boxes.length ? section(uiText('totals', locale), 'BG-22', boxes.join('')) : '';
  if (!left.length && !right) return '';
  return `<div class="sums"><div class="sums-left">${left.join('')}</div><div class="sums-right">${right}</div></div>`;
}
