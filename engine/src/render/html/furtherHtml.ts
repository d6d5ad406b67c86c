import type { RenderedValue, RenderLocale } from '../types.ts';
import { uiText } from '../uiText.ts';
import { escapeHtml } from './escapeHtml.ts';

/** Values outside the business terms as rows of label, value and their XPath (a long path may wrap anywhere). */
export function furtherHtml(values: readonly RenderedValue[], locale: RenderLocale): string {
  if (!values.length) return '';
  const rows = values
    .map(
      (v) =>
        `<div class="fx"><div class="k">${escapeHtml(v.label)}</div><div class="v">${escapeHtml(v.text)}</div><div class="p" title="${escapeHtml(uiText('path', locale))}">${escapeHtml(v.xpath)}</div></div>`,
    )
    .join('');
  return `<div class="further">${rows}</div>`;
}
