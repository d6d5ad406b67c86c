import { attributeSuffix } from '../renderTermValue.ts';
import type { RenderedValue, RenderLocale } from '../types.ts';
import { escapeHtml } from './escapeHtml.ts';
import { shortLabel } from './shortLabel.ts';

/**
 * A value's text as markup: the raw code beside a meaning and the attributes are styled apart, but the
 * text content stays exactly `v.text` (the completeness test reads the page by it).
 */
export function valueHtml(v: RenderedValue): string {
  const suffixes = v.attributes.map(attributeSuffix).filter((s) => s !== '');
  const suffixText = suffixes.join('');
  const main = v.text.slice(0, v.text.length - suffixText.length);
  const codeTail = v.meaning !== null ? ` (${v.value})` : '';
  const mainHtml =
    codeTail && main.endsWith(codeTail)
      ? `${escapeHtml(main.slice(0, -codeTail.length))} <span class="code">(${escapeHtml(v.value)})</span>`
      : escapeHtml(main);
  const attrs = suffixes.map((s, i) => {
    const html = `<span class="attr">${escapeHtml(i === 0 && main === '' ? s.replace(/^ · /, '') : s)}</span>`;
    return html;
  });
  return `${mainHtml}${attrs.join('')}`;
}

/** A labelled value: the page's label with its business-term id (the full term name as tooltip), then the value. */
export function kvHtml(v: RenderedValue, locale: RenderLocale): string {
  const label = shortLabel(v.bt, v.label, locale);
  const bt = v.bt ? ` <span class="bt">${escapeHtml(v.bt)}</span>` : '';
  return `<div class="kv"><div class="k" title="${escapeHtml(v.label)}">${escapeHtml(label)}${bt}</div><div class="v">${valueHtml(v)}</div></div>`;
}
