import type { RenderedGroup, RenderedValue, RenderLocale } from '../types.ts';
import { escapeHtml } from './escapeHtml.ts';
import { kvList } from './groupHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { valueHtml } from './valueHtml.ts';

/** One column of a group table: its heading and the terms whose values fill it. */
export interface Column {
  label: string;
  bts: string[];
  numeric?: boolean;
}

/**
 * Group instances (allowances, VAT breakdown rows) as a table, one row per instance; values no column
 * takes are listed under the first cell so nothing is lost. On a phone each row becomes a card.
 */
export function tableHtml(
  groups: readonly RenderedGroup[],
  columns: readonly Column[],
  cls: string,
  locale: RenderLocale,
): string {
  const head = columns
    .map((c) => `<th${c.numeric ? ' class="num"' : ''}>${escapeHtml(c.label)}</th>`)
    .join('');
  const rows = groups.map((g) => {
    const pick = new ValuePicker(g.values);
    const cells = columns.map((c) => pick.take(...c.bts));
    const rest = pick.rest();
    const sub = g.groups.flatMap((s) => s.values);
    const cellHtml = (values: RenderedValue[], i: number) => {
      const c = columns[i] as Column;
      const body = values.map((v) => `<div>${valueHtml(v)}</div>`).join('');
      const extra = i === 0 ? kvList([...rest, ...sub], locale) : '';
      return `<td${c.numeric ? ' class="num"' : ''} data-label="${escapeHtml(c.label)}">${body}${extra}</td>`;
    };
    return `<tr>${cells.map(cellHtml).join('')}</tr>`;
  });
  return `<table class="grid ${cls}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
