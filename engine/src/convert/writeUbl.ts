import { Decimal } from '../decimal/Decimal.ts';
import { CII_TO_UBL_DATE_CODE, mapCode } from '../model/taxPointDateCodes.ts';
import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { NS } from '../xml/namespaces.ts';
import { attr, scope } from './scope.ts';
import type { AddressTerms, AllowanceChargeTerms } from './termTuples.ts';
import { el, leaf, serializeXml, type XmlChild, type XmlElement } from './xmlTree.ts';

type Kind = 'invoice' | 'creditnote';

// Attributes each UBL element type allows that carry EN 16931 content (BT-x-1 schemes, list ids, MIME).
const ID_ATTRS = ['schemeID'];

// BT-111 restates BT-110 when the VAT accounting currency is the invoice currency: one UBL VAT total reads as
// both, and a second one would be counted twice (BR-CO-15).
function sameTaxTotal(
  vat: TermValue | undefined,
  vatInTaxCurrency: TermValue | undefined,
  currency: string | undefined,
  taxCurrency: string | undefined,
): boolean {
  return !!vat && !!vatInTaxCurrency && currency === taxCurrency && vat.value === vatInTaxCurrency.value;
}

// UBL carries the gross price (BT-148) only beside a price discount amount, which a CII source may leave out;
// EN 16931 defines the net price as gross price minus discount, so the discount is their difference.
function impliedDiscount(gross: TermValue | undefined, net: TermValue | undefined): string | undefined {
  const g = Decimal.parse(gross?.value ?? '');
  const n = Decimal.parse(net?.value ?? '');
  return g && n ? g.sub(n).toString() : undefined;
}

function text(name: string, t: TermValue | undefined, keep: readonly string[] = []): XmlElement | null {
  const attrs: Record<string, string | undefined> = {};
  for (const k of keep) attrs[k] = attr(t, k);
  return leaf(name, t?.value, attrs);
}

function amount(name: string, t: TermValue | undefined, currency: string | undefined): XmlElement | null {
  return leaf(name, t?.value, { currencyID: attr(t, 'currencyID') ?? currency });
}

function taxScheme(id: string): XmlElement {
  return el('cac:TaxScheme', leaf('cbc:ID', id));
}

function address(g: GroupInstance | undefined, lines: AddressTerms) {
  if (!g) return null;
  const s = scope(g);
  const [l1, l2, l3, city, zip, sub, country] = lines;
  return el(
    'cac:PostalAddress',
    text('cbc:StreetName', s.v(l1)),
    text('cbc:AdditionalStreetName', s.v(l2)),
    text('cbc:CityName', s.v(city)),
    text('cbc:PostalZone', s.v(zip)),
    text('cbc:CountrySubentity', s.v(sub)),
    s.v(l3) ? el('cac:AddressLine', text('cbc:Line', s.v(l3))) : null,
    el('cac:Country', text('cbc:IdentificationCode', s.v(country), ['listID'])),
  );
}

function contact(g: GroupInstance | undefined, [name, phone, mail]: [string, string, string]) {
  if (!g) return null;
  const s = scope(g);
  return el(
    'cac:Contact',
    text('cbc:Name', s.v(name)),
    text('cbc:Telephone', s.v(phone)),
    text('cbc:ElectronicMail', s.v(mail)),
  );
}

function partyIds(ids: readonly TermValue[]): XmlChild[] {
  return ids.map((t) => el('cac:PartyIdentification', text('cbc:ID', t, ID_ATTRS)));
}

// EN 16931 has one buyer identifier (BT-46), and UBL says so (UBL-SR-16); CII may state an own ID beside a
// GlobalID. The one with a scheme is the one a receiver can resolve; the other counts as lost.
function buyerId(ids: readonly TermValue[]): TermValue[] {
  const chosen = ids.find((t) => attr(t, 'schemeID')) ?? ids[0];
  return chosen ? [chosen] : [];
}

function allowanceCharge(
  g: GroupInstance,
  charge: boolean,
  ids: AllowanceChargeTerms,
  cur: string | undefined,
  withTax: boolean,
) {
  const s = scope(g);
  const [amt, base, pct, cat, rate, reason, code] = ids;
  return el(
    'cac:AllowanceCharge',
    leaf('cbc:ChargeIndicator', charge ? 'true' : 'false'),
    text('cbc:AllowanceChargeReasonCode', s.v(code), ['listID']),
    text('cbc:AllowanceChargeReason', s.v(reason)),
    text('cbc:MultiplierFactorNumeric', s.v(pct)),
    amount('cbc:Amount', s.v(amt), cur),
    amount('cbc:BaseAmount', s.v(base), cur),
    withTax
      ? el('cac:TaxCategory', text('cbc:ID', s.v(cat)), text('cbc:Percent', s.v(rate)), taxScheme('VAT'))
      : null,
  );
}

// UBL requires the VAT total where CII may omit it; BR-CO-14 defines it as the sum of the breakdown amounts.
function vatTotal(given: TermValue | undefined, r: ReturnType<typeof scope>): string {
  if (given) return given.value;
  return r
    .groups('BG-23')
    .reduce(
      (sum, g) => sum.add(Decimal.parse(scope(g).v('BT-117')?.value ?? '0') ?? Decimal.ZERO),
      Decimal.ZERO,
    )
    .toString();
}

// XRechnung's structured payment terms (#SKONTO#…) end every line with a line break: keep the text as written.
function paymentTerms(t: TermValue | undefined): string | undefined {
  return t && /^\s*#/.test(t.raw) ? t.raw.replace(/^\s+/, '') : t?.value;
}

function noteText(g: GroupInstance): string | undefined {
  const s = scope(g);
  const note = s.v('BT-22')?.value;
  const code = s.v('BT-21')?.value;
  // UBL has no element for the subject code; XRechnung's convention writes it as a `#code#` prefix.
  return code ? `#${code}#${note ?? ''}` : note;
}

function period(
  g: GroupInstance | undefined,
  start: string,
  end: string,
  code?: TermValue,
): XmlElement | null {
  const s = g ? scope(g) : null;
  if (!s && !code) return null;
  return el(
    'cac:InvoicePeriod',
    text('cbc:StartDate', s?.v(start)),
    text('cbc:EndDate', s?.v(end)),
    leaf('cbc:DescriptionCode', code ? mapCode(code.value, CII_TO_UBL_DATE_CODE) : null),
  );
}

function docRef(name: string, t: TermValue | undefined): XmlElement | null {
  return t ? el(name, text('cbc:ID', t, ID_ATTRS)) : null;
}

function supportingDoc(g: GroupInstance): XmlElement {
  const s = scope(g);
  const bin = s.v('BT-125');
  return el(
    'cac:AdditionalDocumentReference',
    text('cbc:ID', s.v('BT-122'), ID_ATTRS),
    text('cbc:DocumentDescription', s.v('BT-123')),
    el(
      'cac:Attachment',
      text('cbc:EmbeddedDocumentBinaryObject', bin, ['mimeCode', 'filename']),
      el('cac:ExternalReference', text('cbc:URI', s.v('BT-124'))),
    ),
  );
}

function line(g: GroupInstance, kind: Kind, cur: string | undefined): XmlElement {
  const s = scope(g);
  const price = scope(s.group('BG-29') ?? { terms: [], groups: [] });
  const vat = scope(s.group('BG-30') ?? { terms: [], groups: [] });
  const item = scope(s.group('BG-31') ?? { terms: [], groups: [] });
  const qty = s.v('BT-129');
  const objectId = s.v('BT-128');
  const lineCharges = [
    ...s
      .groups('BG-27')
      .map((a) =>
        allowanceCharge(a, false, ['BT-136', 'BT-137', 'BT-138', '', '', 'BT-139', 'BT-140'], cur, false),
      ),
    ...s
      .groups('BG-28')
      .map((c) =>
        allowanceCharge(c, true, ['BT-141', 'BT-142', 'BT-143', '', '', 'BT-144', 'BT-145'], cur, false),
      ),
  ];
  const base = price.v('BT-149');
  return el(
    kind === 'invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine',
    text('cbc:ID', s.v('BT-126')),
    text('cbc:Note', s.v('BT-127')),
    leaf(kind === 'invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', qty?.value, {
      unitCode: s.v('BT-130')?.value,
    }),
    amount('cbc:LineExtensionAmount', s.v('BT-131'), cur),
    text('cbc:AccountingCost', s.v('BT-133')),
    period(s.group('BG-26'), 'BT-134', 'BT-135'),
    s.v('BT-132') ? el('cac:OrderLineReference', text('cbc:LineID', s.v('BT-132'))) : null,
    objectId
      ? el('cac:DocumentReference', text('cbc:ID', objectId, ID_ATTRS), leaf('cbc:DocumentTypeCode', '130'))
      : null,
    lineCharges,
    el(
      'cac:Item',
      text('cbc:Description', item.v('BT-154')),
      text('cbc:Name', item.v('BT-153')),
      item.v('BT-156') ? el('cac:BuyersItemIdentification', text('cbc:ID', item.v('BT-156'))) : null,
      item.v('BT-155') ? el('cac:SellersItemIdentification', text('cbc:ID', item.v('BT-155'))) : null,
      item.v('BT-157')
        ? el('cac:StandardItemIdentification', text('cbc:ID', item.v('BT-157'), ID_ATTRS))
        : null,
      item.v('BT-159') ? el('cac:OriginCountry', text('cbc:IdentificationCode', item.v('BT-159'))) : null,
      item
        .all('BT-158')
        .map((c) =>
          el(
            'cac:CommodityClassification',
            text('cbc:ItemClassificationCode', c, ['listID', 'listVersionID']),
          ),
        ),
      el(
        'cac:ClassifiedTaxCategory',
        text('cbc:ID', vat.v('BT-151')),
        text('cbc:Percent', vat.v('BT-152')),
        taxScheme('VAT'),
      ),
      item.groups('BG-32').map((p) => {
        const ps = scope(p);
        return el(
          'cac:AdditionalItemProperty',
          text('cbc:Name', ps.v('BT-160')),
          text('cbc:Value', ps.v('BT-161')),
        );
      }),
    ),
    el(
      'cac:Price',
      amount('cbc:PriceAmount', price.v('BT-146'), cur),
      leaf('cbc:BaseQuantity', base?.value, { unitCode: price.v('BT-150')?.value }),
      price.v('BT-147') || price.v('BT-148')
        ? el(
            'cac:AllowanceCharge',
            leaf('cbc:ChargeIndicator', 'false'),
            price.v('BT-147')
              ? amount('cbc:Amount', price.v('BT-147'), cur)
              : leaf('cbc:Amount', impliedDiscount(price.v('BT-148'), price.v('BT-146')), {
                  currencyID: cur,
                }),
            amount('cbc:BaseAmount', price.v('BT-148'), cur),
          )
        : null,
    ),
  );
}

// UBL requires a payment means code (XSD, BR-49): a CII payment reference (BT-83) stated without payment means
// has nowhere to go and counts as lost. The payment means text (BT-82) may occur once per invoice (UBL-SR-46;
// CII-SR-468 makes all CII texts equal), so only the first means carries it.
function paymentMeans(
  g: GroupInstance,
  kind: Kind,
  dueDate: TermValue | undefined,
  first: boolean,
): XmlElement[] {
  const s = scope(g);
  if (!s.v('BT-81')) return [];
  const card = s.group('BG-18');
  const mandate = s.group('BG-19');
  const accounts = s.groups('BG-17');
  const build = (account: GroupInstance | undefined) => {
    const a = account ? scope(account) : null;
    return el(
      'cac:PaymentMeans',
      leaf('cbc:PaymentMeansCode', s.v('BT-81')?.value, {
        name: first && account === accounts[0] ? s.v('BT-82')?.value : undefined,
      }),
      kind === 'creditnote' ? text('cbc:PaymentDueDate', dueDate) : null,
      text('cbc:PaymentID', s.v('BT-83')),
      card
        ? el(
            'cac:CardAccount',
            text('cbc:PrimaryAccountNumberID', scope(card).v('BT-87')),
            // UBL requires the card network, which EN 16931 does not carry.
            leaf('cbc:NetworkID', 'NA'),
            text('cbc:HolderName', scope(card).v('BT-88')),
          )
        : null,
      a
        ? el(
            'cac:PayeeFinancialAccount',
            text('cbc:ID', a.v('BT-84'), ID_ATTRS),
            text('cbc:Name', a.v('BT-85')),
            a.v('BT-86') ? el('cac:FinancialInstitutionBranch', text('cbc:ID', a.v('BT-86'))) : null,
          )
        : null,
      mandate
        ? el(
            'cac:PaymentMandate',
            text('cbc:ID', scope(mandate).v('BT-89')),
            scope(mandate).v('BT-91')
              ? el('cac:PayerFinancialAccount', text('cbc:ID', scope(mandate).v('BT-91')))
              : null,
          )
        : null,
    );
  };
  // UBL holds one payee account per payment means: several accounts repeat the means.
  return accounts.length > 1 ? accounts.map(build) : [build(accounts[0])];
}

/** Writes the model as a UBL 2.1 Invoice or CreditNote, elements in XSD sequence order. */
export function writeUbl(model: InvoiceModel, kind: Kind): string {
  const r = scope(model);
  const cur = r.v('BT-5')?.value;
  const taxCur = r.v('BT-6')?.value;
  const seller = r.group('BG-4');
  const buyer = r.group('BG-7');
  const payee = r.group('BG-10');
  const rep = r.group('BG-11');
  const delivery = r.group('BG-13');
  const totals = scope(r.group('BG-22') ?? { terms: [], groups: [] });
  const payments = r.groups('BG-16');
  const sepa = payments.flatMap((p) =>
    scope(p)
      .groups('BG-19')
      .flatMap((d) => scope(d).all('BT-90')),
  );
  const ctx = scope(r.group('BG-2') ?? { terms: [], groups: [] });
  const invoicePeriod = period(
    delivery ? scope(delivery).group('BG-14') : undefined,
    'BT-73',
    'BT-74',
    r.v('BT-8'),
  );
  const dueDate = r.v('BT-9');

  const sellerParty = seller
    ? (() => {
        const s = scope(seller);
        return el(
          'cac:AccountingSupplierParty',
          el(
            'cac:Party',
            text('cbc:EndpointID', s.v('BT-34'), ID_ATTRS),
            partyIds(s.all('BT-29')),
            payee
              ? null
              : sepa.map((t) => el('cac:PartyIdentification', leaf('cbc:ID', t.value, { schemeID: 'SEPA' }))),
            s.v('BT-28') ? el('cac:PartyName', text('cbc:Name', s.v('BT-28'))) : null,
            address(s.group('BG-5'), ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40']),
            s.v('BT-31')
              ? el('cac:PartyTaxScheme', text('cbc:CompanyID', s.v('BT-31')), taxScheme('VAT'))
              : null,
            s.v('BT-32')
              ? el('cac:PartyTaxScheme', text('cbc:CompanyID', s.v('BT-32')), taxScheme('FC'))
              : null,
            el(
              'cac:PartyLegalEntity',
              text('cbc:RegistrationName', s.v('BT-27')),
              text('cbc:CompanyID', s.v('BT-30'), ID_ATTRS),
              text('cbc:CompanyLegalForm', s.v('BT-33')),
            ),
            contact(s.group('BG-6'), ['BT-41', 'BT-42', 'BT-43']),
          ),
        );
      })()
    : null;

  const buyerParty = buyer
    ? (() => {
        const s = scope(buyer);
        return el(
          'cac:AccountingCustomerParty',
          el(
            'cac:Party',
            text('cbc:EndpointID', s.v('BT-49'), ID_ATTRS),
            partyIds(buyerId(s.all('BT-46'))),
            s.v('BT-45') ? el('cac:PartyName', text('cbc:Name', s.v('BT-45'))) : null,
            address(s.group('BG-8'), ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55']),
            s.v('BT-48')
              ? el('cac:PartyTaxScheme', text('cbc:CompanyID', s.v('BT-48')), taxScheme('VAT'))
              : null,
            el(
              'cac:PartyLegalEntity',
              text('cbc:RegistrationName', s.v('BT-44')),
              text('cbc:CompanyID', s.v('BT-47'), ID_ATTRS),
            ),
            contact(s.group('BG-9'), ['BT-56', 'BT-57', 'BT-58']),
          ),
        );
      })()
    : null;

  const payeeParty = payee
    ? (() => {
        const s = scope(payee);
        return el(
          'cac:PayeeParty',
          partyIds(s.all('BT-60')),
          sepa.map((t) => el('cac:PartyIdentification', leaf('cbc:ID', t.value, { schemeID: 'SEPA' }))),
          el('cac:PartyName', text('cbc:Name', s.v('BT-59'))),
          s.v('BT-61') ? el('cac:PartyLegalEntity', text('cbc:CompanyID', s.v('BT-61'), ID_ATTRS)) : null,
        );
      })()
    : null;

  const repParty = rep
    ? (() => {
        const s = scope(rep);
        const a = s.group('BG-12');
        return el(
          'cac:TaxRepresentativeParty',
          el('cac:PartyName', text('cbc:Name', s.v('BT-62'))),
          address(a, ['BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-67', 'BT-68', 'BT-69']),
          el('cac:PartyTaxScheme', text('cbc:CompanyID', s.v('BT-63')), taxScheme('VAT')),
        );
      })()
    : null;

  const deliveryEl = delivery
    ? (() => {
        const s = scope(delivery);
        const addr = address(s.group('BG-15'), [
          'BT-75',
          'BT-76',
          'BT-165',
          'BT-77',
          'BT-78',
          'BT-79',
          'BT-80',
        ]);
        return el(
          'cac:Delivery',
          text('cbc:ActualDeliveryDate', s.v('BT-72')),
          s.v('BT-71') || addr
            ? el(
                'cac:DeliveryLocation',
                text('cbc:ID', s.v('BT-71'), ID_ATTRS),
                addr ? { ...addr, name: 'cac:Address' } : null,
              )
            : null,
          s.v('BT-70') ? el('cac:DeliveryParty', el('cac:PartyName', text('cbc:Name', s.v('BT-70')))) : null,
        );
      })()
    : null;

  const vatBreakdown = r.groups('BG-23').map((g) => {
    const s = scope(g);
    return el(
      'cac:TaxSubtotal',
      amount('cbc:TaxableAmount', s.v('BT-116'), cur),
      amount('cbc:TaxAmount', s.v('BT-117'), cur),
      el(
        'cac:TaxCategory',
        text('cbc:ID', s.v('BT-118')),
        text('cbc:Percent', s.v('BT-119')),
        text('cbc:TaxExemptionReasonCode', s.v('BT-121')),
        text('cbc:TaxExemptionReason', s.v('BT-120')),
        taxScheme('VAT'),
      ),
    );
  });

  const isInvoice = kind === 'invoice';
  const projectAsDoc = !isInvoice && r.v('BT-11');
  const root = el(
    isInvoice ? 'Invoice' : 'CreditNote',
    text('cbc:CustomizationID', ctx.v('BT-24')),
    text('cbc:ProfileID', ctx.v('BT-23')),
    text('cbc:ID', r.v('BT-1')),
    text('cbc:IssueDate', r.v('BT-2')),
    isInvoice ? text('cbc:DueDate', dueDate) : text('cbc:TaxPointDate', r.v('BT-7')),
    text(isInvoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode', r.v('BT-3')),
    r.groups('BG-1').map((g) => leaf('cbc:Note', noteText(g))),
    isInvoice ? text('cbc:TaxPointDate', r.v('BT-7')) : null,
    text('cbc:DocumentCurrencyCode', r.v('BT-5')),
    text('cbc:TaxCurrencyCode', r.v('BT-6')),
    text('cbc:AccountingCost', r.v('BT-19')),
    text('cbc:BuyerReference', r.v('BT-10')),
    invoicePeriod,
    r.v('BT-13') || r.v('BT-14')
      ? el(
          'cac:OrderReference',
          // UBL requires the order id; 'NA' is the Peppol convention for a sales order reference alone.
          leaf('cbc:ID', r.v('BT-13')?.value ?? 'NA'),
          text('cbc:SalesOrderID', r.v('BT-14')),
        )
      : null,
    r
      .groups('BG-3')
      .map((g) =>
        el(
          'cac:BillingReference',
          el(
            'cac:InvoiceDocumentReference',
            text('cbc:ID', scope(g).v('BT-25')),
            text('cbc:IssueDate', scope(g).v('BT-26')),
          ),
        ),
      ),
    docRef('cac:DespatchDocumentReference', r.v('BT-16')),
    docRef('cac:ReceiptDocumentReference', r.v('BT-15')),
    isInvoice ? docRef('cac:OriginatorDocumentReference', r.v('BT-17')) : null,
    docRef('cac:ContractDocumentReference', r.v('BT-12')),
    r.v('BT-18')
      ? el(
          'cac:AdditionalDocumentReference',
          text('cbc:ID', r.v('BT-18'), ID_ATTRS),
          leaf('cbc:DocumentTypeCode', '130'),
        )
      : null,
    projectAsDoc
      ? el(
          'cac:AdditionalDocumentReference',
          text('cbc:ID', r.v('BT-11')),
          leaf('cbc:DocumentTypeCode', '50'),
        )
      : null,
    r.groups('BG-24').map(supportingDoc),
    isInvoice
      ? docRef('cac:ProjectReference', r.v('BT-11'))
      : docRef('cac:OriginatorDocumentReference', r.v('BT-17')),
    sellerParty,
    buyerParty,
    payeeParty,
    repParty,
    deliveryEl,
    payments.flatMap((p, i) => paymentMeans(p, kind, dueDate, i === 0)),
    r.v('BT-20') ? el('cac:PaymentTerms', leaf('cbc:Note', paymentTerms(r.v('BT-20')))) : null,
    r
      .groups('BG-20')
      .map((g) =>
        allowanceCharge(g, false, ['BT-92', 'BT-93', 'BT-94', 'BT-95', 'BT-96', 'BT-97', 'BT-98'], cur, true),
      ),
    r
      .groups('BG-21')
      .map((g) =>
        allowanceCharge(
          g,
          true,
          ['BT-99', 'BT-100', 'BT-101', 'BT-102', 'BT-103', 'BT-104', 'BT-105'],
          cur,
          true,
        ),
      ),
    totals.v('BT-110') || vatBreakdown.length
      ? el(
          'cac:TaxTotal',
          leaf('cbc:TaxAmount', vatTotal(totals.v('BT-110'), r), { currencyID: cur }),
          vatBreakdown,
        )
      : null,
    totals.v('BT-111') && !sameTaxTotal(totals.v('BT-110'), totals.v('BT-111'), cur, taxCur)
      ? el('cac:TaxTotal', amount('cbc:TaxAmount', totals.v('BT-111'), taxCur))
      : null,
    el(
      'cac:LegalMonetaryTotal',
      amount('cbc:LineExtensionAmount', totals.v('BT-106'), cur),
      amount('cbc:TaxExclusiveAmount', totals.v('BT-109'), cur),
      amount('cbc:TaxInclusiveAmount', totals.v('BT-112'), cur),
      amount('cbc:AllowanceTotalAmount', totals.v('BT-107'), cur),
      amount('cbc:ChargeTotalAmount', totals.v('BT-108'), cur),
      amount('cbc:PrepaidAmount', totals.v('BT-113'), cur),
      amount('cbc:PayableRoundingAmount', totals.v('BT-114'), cur),
      amount('cbc:PayableAmount', totals.v('BT-115'), cur),
    ),
    r.groups('BG-25').map((g) => line(g, kind, cur)),
  );
  return serializeXml(root, { '': isInvoice ? NS.ubl : NS.cn, cac: NS.cac, cbc: NS.cbc });
}
