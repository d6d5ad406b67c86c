import type { UnboundValue } from '../model/types.ts';
import type { RenderedValue } from './types.ts';

// The last steps of a positional XPath without prefixes and positions: `SubInvoiceLine › Item › Name`.
function labelOf(xpath: string): string {
  const steps = xpath.split('/').filter(Boolean);
  return steps
    .slice(-3)
    .map((s) => s.replace(/\[\d+\]$/, '').replace(/^(@?)[\w.-]+:/, '$1'))
    .join(' › ');
}

/** A value no business term binds, shown as written and labelled by where it sits in the XML. */
export function renderUnbound(v: UnboundValue): RenderedValue {
  const value = v.value.trim();
  return {
    bt: null,
    label: labelOf(v.xpath),
    value,
    text: value,
    meaning: null,
    xpath: v.xpath,
    attributes: [],
  };
}
