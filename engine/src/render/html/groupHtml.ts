import type { RenderedGroup, RenderedValue, RenderLocale } from '../types.ts';
import { escapeHtml } from './escapeHtml.ts';
import { kvHtml } from './valueHtml.ts';

/** Labelled values as a definition grid; empty string when there are none. */
export function kvList(values: readonly RenderedValue[], locale: RenderLocale): string {
  return values.length ? `<div class="kvs">${values.map((v) => kvHtml(v, locale)).join('')}</div>` : '';
}

/** A group with all its values and sub-groups, each sub-group under its own small heading. */
export function groupHtml(g: RenderedGroup, locale: RenderLocale, heading?: string): string {
  const title = heading ?? g.label;
  const sub = g.groups.map((s) => `<div class="sub">${groupHtml(s, locale)}</div>`).join('');
  return `<div class="group"><h4>${escapeHtml(title)} <span class="bt">${escapeHtml(g.bg)}</span></h4>${kvList(g.values, locale)}${sub}</div>`;
}
