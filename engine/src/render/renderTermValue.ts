import { codeListOfTerm } from '../codes/codeListOfTerm.ts';
import { codeMeaning } from '../codes/codeMeaning.ts';
import type { TermValue } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import { base64Size } from './format/base64Size.ts';
import { codeText } from './format/codeText.ts';
import { currencyText } from './format/currencyText.ts';
import { formatDate } from './format/formatDate.ts';
import { formatNumber } from './format/formatNumber.ts';
import { renderAttribute } from './renderAttribute.ts';
import { termLabel } from './termLabel.ts';
import type { RenderedAttribute, RenderedValue, RenderLocale } from './types.ts';
import { uiText } from './uiText.ts';

// Attributes the main text already shows (an amount's currency); all others follow it as "label: text".
const SHOWN_IN_MAIN = new Set(['currencyID']);

// French sets the percent sign off with a narrow no-break space (CLDR fr), German with a space.
const PERCENT_SIGN: Record<RenderLocale, string> = { en: '%', de: ' %', fr: '\u202f%' };

function mainText(
  dataType: string | null,
  value: string,
  attributes: RenderedAttribute[],
  locale: RenderLocale,
  invoiceCurrency: string | null,
): { text: string; meaning: string | null } {
  switch (dataType) {
    case 'Amount':
    case 'Unit price amount': {
      const n = formatNumber(value, locale, 2);
      if (n === null) return { text: value, meaning: null };
      const currency =
        attributes.find((a) => a.name === 'currencyID')?.text ??
        (invoiceCurrency ? currencyText(invoiceCurrency, locale) : null);
      return { text: currency ? `${n} ${currency}` : n, meaning: null };
    }
    case 'Quantity':
      return { text: formatNumber(value, locale) ?? value, meaning: null };
    case 'Percentage': {
      const n = formatNumber(value, locale);
      return { text: n === null ? value : `${n}${PERCENT_SIGN[locale]}`, meaning: null };
    }
    case 'Date':
      return { text: formatDate(value, locale) ?? value, meaning: null };
    case 'Binary object':
      return {
        text: `${formatNumber(String(base64Size(value)), locale)} ${uiText('bytes', locale)}`,
        meaning: null,
      };
    default:
      return { text: value, meaning: null };
  }
}

/** The text an attribute adds after its value, e.g. ` · Scheme: Global Location Number (GLN) (0088)`. */
export function attributeSuffix(a: RenderedAttribute): string {
  return SHOWN_IN_MAIN.has(a.name) ? '' : ` · ${a.label}: ${a.text}`;
}

/**
 * One business-term value for the page: labelled from the term table, formatted by its EN 16931 data type
 * for the locale, codes with their meaning beside the raw code, attributes shown with it.
 * `invoiceCurrency` (BT-5) is written beside amounts whose element does not name a currency (CII).
 */
export function renderTermValue(
  tv: TermValue,
  locale: RenderLocale,
  invoiceCurrency: string | null,
): RenderedValue {
  const term = termById(tv.bt);
  const attributes = tv.attributes
    .filter((a) => a.value.trim() !== '')
    .map((a) => renderAttribute(a, locale));
  const list = codeListOfTerm(tv.bt);
  let main: { text: string; meaning: string | null };
  if (list && tv.value !== '') {
    const meaning = codeMeaning(list, tv.value, locale);
    main = { text: codeText(tv.value, meaning), meaning };
  } else {
    main =
      tv.value === ''
        ? { text: '', meaning: null }
        : mainText(term?.dataType ?? null, tv.value, attributes, locale, invoiceCurrency);
  }
  const suffix = attributes.map(attributeSuffix).join('');
  return {
    bt: tv.bt,
    label: term ? termLabel(term, locale) : tv.bt,
    value: tv.value,
    text: main.text === '' ? suffix.replace(/^ · /, '') : `${main.text}${suffix}`,
    meaning: main.meaning,
    xpath: tv.xpath,
    attributes,
  };
}
