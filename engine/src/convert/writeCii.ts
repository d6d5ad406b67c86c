import { Decimal } from '../decimal/Decimal.ts';
import { CII_DATE_FORMAT } from '../model/readInvoice.ts';
import { mapCode, UBL_TO_CII_DATE_CODE } from '../model/taxPointDateCodes.ts';
import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { NS } from '../xml/namespaces.ts';
import { attr, scope } from './scope.ts';
import type { AddressTerms, AllowanceChargeTerms } from './termTuples.ts';
import { el, leaf, required, serializeXml, type XmlChild, type XmlElement } from './xmlTree.ts';

const EMPTY = { terms: [], groups: [] };

// CII states a price discount only inside the gross price, which a UBL source may leave out; EN 16931 defines
// the net price as gross price minus discount, so the gross price is their sum.
function impliedGross(net: TermValue | undefined, discount: TermValue | undefined): string | undefined {
  const n = Decimal.parse(net?.value ?? '');
  const d = Decimal.parse(discount?.value ?? '');
  return n && d ? n.add(d).toString() : undefined;
}

function text(name: string, t: TermValue | undefined, keep: readonly string[] = []): XmlElement | null {
  const attrs: Record<string, string | undefined> = {};
  for (const k of keep) attrs[k] = attr(t, k);
  return leaf(name, t?.value, attrs);
}

// CII dates are format 102 (YYYYMMDD); the model holds ISO dates.
function date(container: string, inner: string, t: TermValue | undefined): XmlElement | null {
  if (!t) return null;
  return el(container, leaf(inner, t.value.replaceAll('-', ''), { format: CII_DATE_FORMAT }));
}

// A party identifier with a scheme is a GlobalID in CII (schemeID required there), otherwise an ID.
function partyIds(ids: readonly TermValue[]): XmlChild[] {
  return [
    ids.filter((t) => !attr(t, 'schemeID')).map((t) => text('ram:ID', t)),
    ids.filter((t) => attr(t, 'schemeID')).map((t) => text('ram:GlobalID', t, ['schemeID'])),
  ];
}

function address(g: GroupInstance | undefined, ids: AddressTerms): XmlElement | null {
  if (!g) return null;
  const s = scope(g);
  const [l1, l2, l3, city, zip, sub, country] = ids;
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', s.v(zip)),
    text('ram:LineOne', s.v(l1)),
    text('ram:LineTwo', s.v(l2)),
    text('ram:LineThree', s.v(l3)),
    text('ram:CityName', s.v(city)),
    text('ram:CountryID', s.v(country)),
    text('ram:CountrySubDivisionName', s.v(sub)),
  );
}

function contact(
  g: GroupInstance | undefined,
  [name, phone, mail]: [string, string, string],
): XmlElement | null {
  if (!g) return null;
  const s = scope(g);
  return el(
    'ram:DefinedTradeContact',
    text('ram:PersonName', s.v(name)),
    s.v(phone) ? el('ram:TelephoneUniversalCommunication', text('ram:CompleteNumber', s.v(phone))) : null,
    s.v(mail) ? el('ram:EmailURIUniversalCommunication', text('ram:URIID', s.v(mail))) : null,
  );
}

function endpoint(t: TermValue | undefined): XmlElement | null {
  return t ? el('ram:URIUniversalCommunication', text('ram:URIID', t, ['schemeID'])) : null;
}

function taxRegistrations(vat: TermValue | undefined, fc?: TermValue): XmlChild[] {
  return [
    vat ? el('ram:SpecifiedTaxRegistration', leaf('ram:ID', vat.value, { schemeID: 'VA' })) : null,
    fc ? el('ram:SpecifiedTaxRegistration', leaf('ram:ID', fc.value, { schemeID: 'FC' })) : null,
  ];
}

function allowanceCharge(
  g: GroupInstance,
  charge: boolean,
  ids: AllowanceChargeTerms,
  withTax: boolean,
): XmlElement {
  const s = scope(g);
  const [amt, base, pct, cat, rate, reason, code] = ids;
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    el('ram:ChargeIndicator', leaf('udt:Indicator', charge ? 'true' : 'false')),
    text('ram:CalculationPercent', s.v(pct)),
    text('ram:BasisAmount', s.v(base)),
    text('ram:ActualAmount', s.v(amt)),
    text('ram:ReasonCode', s.v(code)),
    text('ram:Reason', s.v(reason)),
    withTax
      ? el(
          'ram:CategoryTradeTax',
          leaf('ram:TypeCode', 'VAT'),
          text('ram:CategoryCode', s.v(cat)),
          text('ram:RateApplicablePercent', s.v(rate)),
        )
      : null,
  );
}

function objectReference(t: TermValue | undefined): XmlElement | null {
  return t
    ? el(
        'ram:AdditionalReferencedDocument',
        leaf('ram:IssuerAssignedID', t.value),
        leaf('ram:TypeCode', '130'),
        leaf('ram:ReferenceTypeCode', attr(t, 'schemeID')),
      )
    : null;
}

function period(g: GroupInstance | undefined, start: string, end: string): XmlElement | null {
  if (!g) return null;
  const s = scope(g);
  return el(
    'ram:BillingSpecifiedPeriod',
    date('ram:StartDateTime', 'udt:DateTimeString', s.v(start)),
    date('ram:EndDateTime', 'udt:DateTimeString', s.v(end)),
  );
}

function line(g: GroupInstance): XmlElement {
  const s = scope(g);
  const price = scope(s.group('BG-29') ?? EMPTY);
  const vat = scope(s.group('BG-30') ?? EMPTY);
  const item = scope(s.group('BG-31') ?? EMPTY);
  const gross = price.v('BT-148') || price.v('BT-147');
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el(
      'ram:AssociatedDocumentLineDocument',
      text('ram:LineID', s.v('BT-126')),
      s.v('BT-127') ? el('ram:IncludedNote', text('ram:Content', s.v('BT-127'))) : null,
    ),
    el(
      'ram:SpecifiedTradeProduct',
      text('ram:GlobalID', item.v('BT-157'), ['schemeID']),
      text('ram:SellerAssignedID', item.v('BT-155')),
      text('ram:BuyerAssignedID', item.v('BT-156')),
      text('ram:Name', item.v('BT-153')),
      text('ram:Description', item.v('BT-154')),
      item
        .groups('BG-32')
        .map((p) =>
          el(
            'ram:ApplicableProductCharacteristic',
            text('ram:Description', scope(p).v('BT-160')),
            text('ram:Value', scope(p).v('BT-161')),
          ),
        ),
      item
        .all('BT-158')
        .map((c) =>
          el('ram:DesignatedProductClassification', text('ram:ClassCode', c, ['listID', 'listVersionID'])),
        ),
      item.v('BT-159') ? el('ram:OriginTradeCountry', text('ram:ID', item.v('BT-159'))) : null,
    ),
    el(
      'ram:SpecifiedLineTradeAgreement',
      s.v('BT-132') ? el('ram:BuyerOrderReferencedDocument', text('ram:LineID', s.v('BT-132'))) : null,
      gross
        ? el(
            'ram:GrossPriceProductTradePrice',
            price.v('BT-148')
              ? text('ram:ChargeAmount', price.v('BT-148'))
              : leaf('ram:ChargeAmount', impliedGross(price.v('BT-146'), price.v('BT-147'))),
            price.v('BT-147')
              ? el(
                  'ram:AppliedTradeAllowanceCharge',
                  el('ram:ChargeIndicator', leaf('udt:Indicator', 'false')),
                  text('ram:ActualAmount', price.v('BT-147')),
                )
              : null,
          )
        : null,
      el(
        'ram:NetPriceProductTradePrice',
        text('ram:ChargeAmount', price.v('BT-146')),
        leaf('ram:BasisQuantity', price.v('BT-149')?.value, { unitCode: price.v('BT-150')?.value }),
      ),
    ),
    el(
      'ram:SpecifiedLineTradeDelivery',
      leaf('ram:BilledQuantity', s.v('BT-129')?.value, { unitCode: s.v('BT-130')?.value }),
    ),
    el(
      'ram:SpecifiedLineTradeSettlement',
      el(
        'ram:ApplicableTradeTax',
        leaf('ram:TypeCode', 'VAT'),
        text('ram:CategoryCode', vat.v('BT-151')),
        text('ram:RateApplicablePercent', vat.v('BT-152')),
      ),
      period(s.group('BG-26'), 'BT-134', 'BT-135'),
      s
        .groups('BG-27')
        .map((a) =>
          allowanceCharge(a, false, ['BT-136', 'BT-137', 'BT-138', '', '', 'BT-139', 'BT-140'], false),
        ),
      s
        .groups('BG-28')
        .map((c) =>
          allowanceCharge(c, true, ['BT-141', 'BT-142', 'BT-143', '', '', 'BT-144', 'BT-145'], false),
        ),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', text('ram:LineTotalAmount', s.v('BT-131'))),
      objectReference(s.v('BT-128')),
      s.v('BT-133')
        ? el('ram:ReceivableSpecifiedTradeAccountingAccount', text('ram:ID', s.v('BT-133')))
        : null,
    ),
  );
}

function docRef(name: string, t: TermValue | undefined): XmlElement | null {
  return t ? el(name, text('ram:IssuerAssignedID', t)) : null;
}

/** Writes the model as a UN/CEFACT CII D16B CrossIndustryInvoice, elements in XSD sequence order. */
export function writeCii(model: InvoiceModel): string {
  const r = scope(model);
  const ctx = scope(r.group('BG-2') ?? EMPTY);
  const seller = scope(r.group('BG-4') ?? EMPTY);
  const buyer = scope(r.group('BG-7') ?? EMPTY);
  const payee = r.group('BG-10');
  const rep = r.group('BG-11');
  const delivery = r.group('BG-13');
  const dlv = scope(delivery ?? EMPTY);
  const totals = scope(r.group('BG-22') ?? EMPTY);
  const payments = r.groups('BG-16');
  const pay = payments.map(scope);
  const mandates = pay.flatMap((p) => p.groups('BG-19').map(scope));
  const cur = r.v('BT-5')?.value;
  const taxCur = r.v('BT-6')?.value;
  // CII refuses a VAT accounting currency equal to the invoice currency (BR-53), which UBL admits: BT-6 and
  // BT-111 are then left out, and the loss accounting reports them.
  const taxCurIsCur = taxCur !== undefined && taxCur === cur;
  const first = <T>(xs: T[]): T | undefined => xs[0];
  const sepa = first(mandates.flatMap((m) => m.all('BT-90')));
  const shipTo = dlv.v('BT-70') || dlv.v('BT-71') || dlv.group('BG-15');

  const agreement = el(
    'ram:ApplicableHeaderTradeAgreement',
    text('ram:BuyerReference', r.v('BT-10')),
    el(
      'ram:SellerTradeParty',
      partyIds(seller.all('BT-29')),
      text('ram:Name', seller.v('BT-27')),
      text('ram:Description', seller.v('BT-33')),
      seller.v('BT-30') || seller.v('BT-28')
        ? el(
            'ram:SpecifiedLegalOrganization',
            text('ram:ID', seller.v('BT-30'), ['schemeID']),
            text('ram:TradingBusinessName', seller.v('BT-28')),
          )
        : null,
      contact(seller.group('BG-6'), ['BT-41', 'BT-42', 'BT-43']),
      address(seller.group('BG-5'), ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40']),
      endpoint(seller.v('BT-34')),
      taxRegistrations(seller.v('BT-31'), seller.v('BT-32')),
    ),
    el(
      'ram:BuyerTradeParty',
      partyIds(buyer.all('BT-46')),
      text('ram:Name', buyer.v('BT-44')),
      buyer.v('BT-47') || buyer.v('BT-45')
        ? el(
            'ram:SpecifiedLegalOrganization',
            text('ram:ID', buyer.v('BT-47'), ['schemeID']),
            text('ram:TradingBusinessName', buyer.v('BT-45')),
          )
        : null,
      contact(buyer.group('BG-9'), ['BT-56', 'BT-57', 'BT-58']),
      address(buyer.group('BG-8'), ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55']),
      endpoint(buyer.v('BT-49')),
      taxRegistrations(buyer.v('BT-48')),
    ),
    rep
      ? el(
          'ram:SellerTaxRepresentativeTradeParty',
          text('ram:Name', scope(rep).v('BT-62')),
          address(scope(rep).group('BG-12'), [
            'BT-64',
            'BT-65',
            'BT-164',
            'BT-66',
            'BT-67',
            'BT-68',
            'BT-69',
          ]),
          taxRegistrations(scope(rep).v('BT-63')),
        )
      : null,
    docRef('ram:SellerOrderReferencedDocument', r.v('BT-14')),
    docRef('ram:BuyerOrderReferencedDocument', r.v('BT-13')),
    docRef('ram:ContractReferencedDocument', r.v('BT-12')),
    r.groups('BG-24').map((g) => {
      const s = scope(g);
      return el(
        'ram:AdditionalReferencedDocument',
        text('ram:IssuerAssignedID', s.v('BT-122')),
        text('ram:URIID', s.v('BT-124')),
        leaf('ram:TypeCode', '916'),
        text('ram:Name', s.v('BT-123')),
        text('ram:AttachmentBinaryObject', s.v('BT-125'), ['mimeCode', 'filename']),
      );
    }),
    r.v('BT-17')
      ? el(
          'ram:AdditionalReferencedDocument',
          text('ram:IssuerAssignedID', r.v('BT-17')),
          leaf('ram:TypeCode', '50'),
        )
      : null,
    objectReference(r.v('BT-18')),
    // CII requires a project name, which EN 16931 does not carry: the reference stands in for it.
    r.v('BT-11')
      ? el(
          'ram:SpecifiedProcuringProject',
          text('ram:ID', r.v('BT-11')),
          leaf('ram:Name', 'Project reference'),
        )
      : null,
  );

  const deliveryEl = required(
    el(
      'ram:ApplicableHeaderTradeDelivery',
      shipTo
        ? el(
            'ram:ShipToTradeParty',
            partyIds(dlv.all('BT-71')),
            text('ram:Name', dlv.v('BT-70')),
            address(dlv.group('BG-15'), ['BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-78', 'BT-79', 'BT-80']),
          )
        : null,
      dlv.v('BT-72')
        ? el(
            'ram:ActualDeliverySupplyChainEvent',
            date('ram:OccurrenceDateTime', 'udt:DateTimeString', dlv.v('BT-72')),
          )
        : null,
      docRef('ram:DespatchAdviceReferencedDocument', r.v('BT-16')),
      docRef('ram:ReceivingAdviceReferencedDocument', r.v('BT-15')),
    ),
  );

  const paymentMeans = pay.map((p) => {
    const card = p.group('BG-18');
    const mandate = first(p.groups('BG-19'));
    return el(
      'ram:SpecifiedTradeSettlementPaymentMeans',
      text('ram:TypeCode', p.v('BT-81')),
      text('ram:Information', p.v('BT-82')),
      card
        ? el(
            'ram:ApplicableTradeSettlementFinancialCard',
            text('ram:ID', scope(card).v('BT-87')),
            text('ram:CardholderName', scope(card).v('BT-88')),
          )
        : null,
      mandate && scope(mandate).v('BT-91')
        ? el('ram:PayerPartyDebtorFinancialAccount', text('ram:IBANID', scope(mandate).v('BT-91')))
        : null,
      p
        .groups('BG-17')
        .map((a) =>
          el(
            'ram:PayeePartyCreditorFinancialAccount',
            text('ram:IBANID', scope(a).v('BT-84')),
            text('ram:AccountName', scope(a).v('BT-85')),
          ),
        ),
      first(p.groups('BG-17').flatMap((a) => scope(a).all('BT-86')))
        ? el(
            'ram:PayeeSpecifiedCreditorFinancialInstitution',
            text('ram:BICID', first(p.groups('BG-17').flatMap((a) => scope(a).all('BT-86')))),
          )
        : null,
    );
  });

  const taxPointDate = r.v('BT-7');
  const dueDateCode = r.v('BT-8');
  const vat = r.groups('BG-23').map((g, i) => {
    const s = scope(g);
    return el(
      'ram:ApplicableTradeTax',
      text('ram:CalculatedAmount', s.v('BT-117')),
      leaf('ram:TypeCode', 'VAT'),
      text('ram:ExemptionReason', s.v('BT-120')),
      text('ram:BasisAmount', s.v('BT-116')),
      text('ram:CategoryCode', s.v('BT-118')),
      text('ram:ExemptionReasonCode', s.v('BT-121')),
      // CII-SR-461/462: the header tax point date and its code are given once, in the first breakdown.
      i === 0 ? date('ram:TaxPointDate', 'udt:DateString', taxPointDate) : null,
      i === 0 && dueDateCode
        ? leaf('ram:DueDateTypeCode', mapCode(dueDateCode.value, UBL_TO_CII_DATE_CODE))
        : null,
      text('ram:RateApplicablePercent', s.v('BT-119')),
    );
  });
  const mandateId = first(mandates.flatMap((m) => m.all('BT-89')));
  const terms = r.v('BT-20') || r.v('BT-9') || mandateId;

  const settlement = el(
    'ram:ApplicableHeaderTradeSettlement',
    leaf('ram:CreditorReferenceID', sepa?.value),
    text('ram:PaymentReference', first(pay.flatMap((p) => p.all('BT-83')))),
    taxCurIsCur ? null : text('ram:TaxCurrencyCode', r.v('BT-6')),
    text('ram:InvoiceCurrencyCode', r.v('BT-5')),
    payee
      ? el(
          'ram:PayeeTradeParty',
          partyIds(scope(payee).all('BT-60')),
          text('ram:Name', scope(payee).v('BT-59')),
          scope(payee).v('BT-61')
            ? el('ram:SpecifiedLegalOrganization', text('ram:ID', scope(payee).v('BT-61'), ['schemeID']))
            : null,
        )
      : null,
    paymentMeans,
    vat,
    period(delivery ? dlv.group('BG-14') : undefined, 'BT-73', 'BT-74'),
    r
      .groups('BG-20')
      .map((g) =>
        allowanceCharge(g, false, ['BT-92', 'BT-93', 'BT-94', 'BT-95', 'BT-96', 'BT-97', 'BT-98'], true),
      ),
    r
      .groups('BG-21')
      .map((g) =>
        allowanceCharge(g, true, ['BT-99', 'BT-100', 'BT-101', 'BT-102', 'BT-103', 'BT-104', 'BT-105'], true),
      ),
    terms
      ? el(
          'ram:SpecifiedTradePaymentTerms',
          leaf(
            'ram:Description',
            r.v('BT-20') && /^\s*#/.test(r.v('BT-20')?.raw ?? '')
              ? r.v('BT-20')?.raw.replace(/^\s+/, '')
              : r.v('BT-20')?.value,
          ),
          date('ram:DueDateDateTime', 'udt:DateTimeString', r.v('BT-9')),
          leaf('ram:DirectDebitMandateID', mandateId?.value),
        )
      : null,
    el(
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      text('ram:LineTotalAmount', totals.v('BT-106')),
      text('ram:ChargeTotalAmount', totals.v('BT-108')),
      text('ram:AllowanceTotalAmount', totals.v('BT-107')),
      text('ram:TaxBasisTotalAmount', totals.v('BT-109')),
      leaf('ram:TaxTotalAmount', totals.v('BT-110')?.value, { currencyID: cur }),
      taxCurIsCur ? null : leaf('ram:TaxTotalAmount', totals.v('BT-111')?.value, { currencyID: taxCur }),
      text('ram:RoundingAmount', totals.v('BT-114')),
      text('ram:GrandTotalAmount', totals.v('BT-112')),
      text('ram:TotalPrepaidAmount', totals.v('BT-113')),
      text('ram:DuePayableAmount', totals.v('BT-115')),
    ),
    // D16B allows one preceding invoice reference; further ones are reported as lost.
    r
      .groups('BG-3')
      .slice(0, 1)
      .map((g) =>
        el(
          'ram:InvoiceReferencedDocument',
          text('ram:IssuerAssignedID', scope(g).v('BT-25')),
          date('ram:FormattedIssueDateTime', 'qdt:DateTimeString', scope(g).v('BT-26')),
        ),
      ),
    r.v('BT-19') ? el('ram:ReceivableSpecifiedTradeAccountingAccount', text('ram:ID', r.v('BT-19'))) : null,
  );

  const root = el(
    'rsm:CrossIndustryInvoice',
    el(
      'rsm:ExchangedDocumentContext',
      ctx.v('BT-23')
        ? el('ram:BusinessProcessSpecifiedDocumentContextParameter', text('ram:ID', ctx.v('BT-23')))
        : null,
      el('ram:GuidelineSpecifiedDocumentContextParameter', text('ram:ID', ctx.v('BT-24'))),
    ),
    el(
      'rsm:ExchangedDocument',
      text('ram:ID', r.v('BT-1')),
      text('ram:TypeCode', r.v('BT-3')),
      date('ram:IssueDateTime', 'udt:DateTimeString', r.v('BT-2')),
      r
        .groups('BG-1')
        .map((g) =>
          el(
            'ram:IncludedNote',
            text('ram:Content', scope(g).v('BT-22')),
            text('ram:SubjectCode', scope(g).v('BT-21')),
          ),
        ),
    ),
    el('rsm:SupplyChainTradeTransaction', r.groups('BG-25').map(line), agreement, deliveryEl, settlement),
  );
  return serializeXml(root, { rsm: NS.rsm, ram: NS.ram, qdt: NS.qdt, udt: NS.udt });
}
