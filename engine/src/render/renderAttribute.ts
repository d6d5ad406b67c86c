import { codeListOfAttribute } from '../codes/codeListOfAttribute.ts';
import { codeMeaning } from '../codes/codeMeaning.ts';
import type { TermAttribute } from '../model/types.ts';
import { codeText } from './format/codeText.ts';
import { currencyText } from './format/currencyText.ts';
import { cleanFileName } from './isLinkable.ts';
import type { RenderedAttribute, RenderLocale } from './types.ts';
import { isUiKey, uiText } from './uiText.ts';

/** A supplementary attribute of a term value (currency, scheme, unit, MIME type…) with its meaning. */
export function renderAttribute(attr: TermAttribute, locale: RenderLocale): RenderedAttribute {
  const elementXpath = attr.xpath.slice(0, attr.xpath.lastIndexOf('/@'));
  const list = codeListOfAttribute(attr.name, elementXpath);
  // A file name shows without bidi controls, which could disguise its extension.
  const value = attr.name === 'filename' ? cleanFileName(attr.value.trim()) : attr.value.trim();
  const meaning = list ? codeMeaning(list, value, locale) : null;
  return {
    name: attr.name,
    label: isUiKey(attr.name) ? uiText(attr.name, locale) : attr.name,
    value,
    text: attr.name === 'currencyID' ? currencyText(value, locale) : codeText(value, meaning),
    meaning,
    xpath: attr.xpath,
  };
}
