import type { RenderedGroup, RenderedLine, RenderedValue, RenderLocale } from '../types.ts';
import { uiText } from '../uiText.ts';
import { escapeHtml } from './escapeHtml.ts';
import { furtherHtml } from './furtherHtml.ts';
import { groupHtml, kvList } from './groupHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { valueHtml } from './valueHtml.ts';

const SUB_HEADINGS = {
  'BG-26': 'period',
  'BG-27': 'lineAllowance',
  'BG-28': 'lineCharge',
  'BG-29': 'price',
} as const;

const joined = (values: readonly RenderedValue[], cls = '') =>
  values.map((v) => `<div${cls ? ` class="${cls}"` : ''}>${valueHtml(v)}</div>`).join('');

function itemAttributesHtml(g: RenderedGroup, locale: RenderLocale): string {
  const pick = new ValuePicker(g.values);
  const name = pick
    .take('BT-160')
    .map((v) => valueHtml(v))
    .join(' ');
  const value = pick
    .take('BT-161')
    .map((v) => valueHtml(v))
    .join(' ');
  return `<div class="kvs"><div class="kv"><div class="k">${name} <span class="bt">BT-160/161</span></div><div class="v">${value}</div></div></div>${kvList(pick.rest(), locale)}`;
}

function lineRows(line: RenderedLine, locale: RenderLocale, depth: number): string {
  const pick = new ValuePicker(line.values);
  const sub = (bg: string) => line.groups.filter((g) => g.bg === bg);
  const pickers = new Map(line.groups.map((g) => [g, new ValuePicker(g.values)]));
  const fromSub = (bg: string, ...bts: string[]) =>
    sub(bg).flatMap((g) => pickers.get(g)?.take(...bts) ?? []);

  const names = fromSub('BG-31', 'BT-153');
  const descriptions = fromSub('BG-31', 'BT-154');
  const quantity = [...pick.take('BT-129'), ...pick.take('BT-130')].map((v) => valueHtml(v)).join(' ');
  const price = joined(fromSub('BG-29', 'BT-146'));
  const vat = `${joined(fromSub('BG-30', 'BT-152'))}${joined(fromSub('BG-30', 'BT-151'), 'small')}`;
  const net = joined(pick.take('BT-131'));
  const pos = joined(pick.take('BT-126'));

  const details: string[] = [kvList(pick.rest(), locale)];
  for (const g of line.groups) {
    const rest = pickers.get(g)?.rest() ?? [];
    const attrs = g.groups
      .filter((s) => s.bg === 'BG-32')
      .map((s) => itemAttributesHtml(s, locale))
      .join('');
    const others = g.groups
      .filter((s) => s.bg !== 'BG-32')
      .map((s) => groupHtml(s, locale))
      .join('');
    if (!rest.length && !attrs && !others) continue;
    const key = SUB_HEADINGS[g.bg as keyof typeof SUB_HEADINGS];
    const heading = key ? uiText(key, locale) : uiText('item', locale);
    const label = g.bg === 'BG-30' ? uiText('vat', locale) : heading;
    details.push(
      `<div class="group"><h4>${escapeHtml(label)} <span class="bt">${escapeHtml(g.bg)}</span></h4>${kvList(rest, locale)}${attrs}${others}</div>`,
    );
  }
  if (line.further.length) {
    details.push(
      `<div class="group outside"><h4>${escapeHtml(uiText('furtherDetails', locale))}</h4>${furtherHtml(line.further, locale)}</div>`,
    );
  }
  const cell = (label: string, html: string, cls: string) =>
    `<td class="${cls}" data-label="${escapeHtml(label)}">${html}</td>`;
  const row = `<tr class="line${depth ? ' subline' : ''}"${depth ? ` style="--depth:${depth}"` : ''}>${cell(uiText('line', locale), pos, 'pos')}<td class="desc">${joined(names, 'name')}${joined(descriptions, 'descr')}${details.join('')}</td>${cell(uiText('quantity', locale), quantity, 'num')}${cell(uiText('unitPrice', locale), price, 'num')}${cell(uiText('vat', locale), vat, 'num')}${cell(uiText('net', locale), net, 'num strong')}</tr>`;
  return row + line.subLines.map((s) => lineRows(s, locale, depth + 1)).join('');
}

/** The invoice lines as a table (position, item with its details, quantity, price, VAT, net); cards on a phone. */
export function linesHtml(lines: readonly RenderedLine[], locale: RenderLocale): string {
  if (!lines.length) return '';
  const th = (key: Parameters<typeof uiText>[0], cls = '') =>
    `<th${cls ? ` class="${cls}"` : ''}>${escapeHtml(uiText(key, locale))}</th>`;
  const head = `<thead><tr>${th('line', 'pos')}${th('item')}${th('quantity', 'num')}${th('unitPrice', 'num')}${th('vat', 'num vat')}${th('net', 'num')}</tr></thead>`;
  return `<section class="lines"><h2>${escapeHtml(uiText('lines', locale))} <span class="bt">BG-25</span></h2><table class="lines">${head}<tbody>${lines.map((l) => lineRows(l, locale, 0)).join('')}</tbody></table></section>`;
}
