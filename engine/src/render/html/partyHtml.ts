import type { RenderedGroup, RenderLocale } from '../types.ts';
import { type UiKey, uiText } from '../uiText.ts';
import { escapeHtml } from './escapeHtml.ts';
import { groupHtml, kvList } from './groupHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { valueHtml } from './valueHtml.ts';

interface AddressTerms {
  lines: string[];
  postCode: string;
  city: string;
  subdivision: string;
  country: string;
}

interface PartyTerms {
  heading: UiKey;
  name: string;
  tradingName?: string;
  address?: [bg: string, terms: AddressTerms];
  contact?: string;
}

const address = (l1: string, l2: string, l3: string, pc: string, city: string, sub: string, c: string) => ({
  lines: [l1, l2, l3],
  postCode: pc,
  city,
  subdivision: sub,
  country: c,
});

// biome-ignore format: one row per party keeps the table readable
const PARTIES: Record<string, PartyTerms> = {
  'BG-4': { heading: 'seller', name: 'BT-27', tradingName: 'BT-28', address: ['BG-5', address('BT-35', 'BT-36', 'BT-162', 'BT-38', 'BT-37', 'BT-39', 'BT-40')], contact: 'BG-6' },
  'BG-7': { heading: 'buyer', name: 'BT-44', tradingName: 'BT-45', address: ['BG-8', address('BT-50', 'BT-51', 'BT-163', 'BT-53', 'BT-52', 'BT-54', 'BT-55')], contact: 'BG-9' },
  'BG-10': { heading: 'payee', name: 'BT-59' },
  'BG-11': { heading: 'taxRepresentative', name: 'BT-62', address: ['BG-12', address('BT-64', 'BT-65', 'BT-164', 'BT-67', 'BT-66', 'BT-68', 'BT-69')] },
  'BG-13': { heading: 'deliverTo', name: 'BT-70', address: ['BG-15', address('BT-75', 'BT-76', 'BT-165', 'BT-78', 'BT-77', 'BT-79', 'BT-80')] },
};

/** An address as it is written on an envelope: street lines, post code and city, region, country. */
function addressHtml(g: RenderedGroup, terms: AddressTerms, locale: RenderLocale): string {
  const pick = new ValuePicker(g.values);
  const rows = terms.lines.flatMap((bt) => pick.take(bt)).map((v) => valueHtml(v));
  const town = [...pick.take(terms.postCode), ...pick.take(terms.city)].map((v) => valueHtml(v));
  if (town.length) rows.push(town.join(' '));
  for (const bt of [terms.subdivision, terms.country]) rows.push(...pick.take(bt).map((v) => valueHtml(v)));
  const extra = [kvList(pick.rest(), locale), ...g.groups.map((s) => groupHtml(s, locale))].join('');
  return `<div class="addr">${rows.map((r) => `<div>${r}</div>`).join('')}</div>${extra}`;
}

/**
 * A party (seller, buyer, payee, tax representative, deliver-to) as an invoice shows it: name, address
 * block, then identifiers and contact with their labels.
 */
export function partyHtml(g: RenderedGroup, locale: RenderLocale, heading?: string): string {
  const terms = PARTIES[g.bg];
  if (!terms) return groupHtml(g, locale);
  const pick = new ValuePicker(g.values);
  const names = pick.take(terms.name).map((v) => `<div class="name">${valueHtml(v)}</div>`);
  const trading = terms.tradingName
    ? pick.take(terms.tradingName).map((v) => `<div class="trading">${valueHtml(v)}</div>`)
    : [];
  let addr = '';
  const others: string[] = [];
  for (const sub of g.groups) {
    if (terms.address && sub.bg === terms.address[0]) addr += addressHtml(sub, terms.address[1], locale);
    else if (sub.bg === terms.contact)
      others.push(`<div class="contact">${groupHtml(sub, locale, uiText('contact', locale))}</div>`);
    else others.push(groupHtml(sub, locale));
  }
  const title = heading ?? uiText(terms.heading, locale);
  return `<section class="party"><h3>${escapeHtml(title)} <span class="bt">${escapeHtml(g.bg)}</span></h3>${names.join('')}${trading.join('')}${addr}${kvList(pick.rest(), locale)}${others.join('')}</section>`;
}
