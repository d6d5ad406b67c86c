import {
  badRequest,
  type Citation,
  type CountryQueries,
  createCitations,
  type Dataset,
  datasetDates,
  type ErrorCatalogue,
  fold,
  type RawCountry,
  type RawPhase,
} from '@einvoice/knowledge';
import { z } from 'zod';

const Country = z.string().regex(/^[A-Za-z]{2}$/, 'ISO 3166 alpha-2 code');

export const ScoreRequest = z
  .object({
    /** One trade lane per (from, to, buyerType): where the business invoices from and to. */
    lanes: z
      .array(
        z
          .object({
            from: Country,
            to: Country,
            buyerType: z.enum(['b2b', 'b2g']),
            monthlyVolume: z.number().int().min(0).max(100_000_000).optional(),
            /** Formats sent in this lane; defaults to the request's `formats`. */
            formats: z.array(z.string().max(100)).max(20).optional(),
            channels: z.array(z.string().max(100)).max(20).optional(),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    formats: z.array(z.string().max(100)).max(20).default([]),
    channels: z.array(z.string().max(100)).max(20).default([]),
    /** The account's recent validation records, aggregated: how many, how many invalid, errors per rule. */
    recentValidations: z
      .object({
        total: z.number().int().min(0),
        invalid: z.number().int().min(0),
        byRule: z.record(z.string().max(100), z.number().int().min(0)).default({}),
      })
      .strict()
      .refine((v) => v.invalid <= v.total, 'invalid must not exceed total')
      .optional(),
  })
  .strict()
  .refine(
    (r) => r.lanes.length > 0 || r.recentValidations !== undefined,
    'give lanes, recentValidations or both',
  );

export type ScoreInput = z.infer<typeof ScoreRequest>;

/** Points each part can take off the 100. */
export const WEIGHTS = { deadlines: 40, formats: 30, channels: 10, errors: 20 } as const;

/** What an item's points rest on: sources of the dataset (eu-einvoicing.json ids), rule ids, or request fields. */
export type Basis =
  | { kind: 'sources'; ids: string[] }
  | { kind: 'rules'; ids: string[] }
  | { kind: 'request'; fields: string[] };

/**
 * How each part's points are computed, and where the method is written down: spec 4.12 names the endpoint and
 * leaves the score to the service; the formula is this file's and proxy/src/knowledge/README.md's.
 */
const METHOD: Record<
  keyof typeof WEIGHTS,
  { en: string; de: string; fr: string; spec: string; document: string }
> = {
  deadlines: {
    en: "Per lane: its share × 40 when an issuing obligation is in force and no structured format is in use, × 20 when it starts within 12 months. The obligation and its date are the dataset's, cited in each item's sources.",
    de: 'Je Handelsroute: Anteil × 40, wenn eine Ausstellungspflicht gilt und kein strukturiertes Format genutzt wird, × 20, wenn sie binnen 12 Monaten beginnt. Pflicht und Datum stammen aus dem Datensatz, belegt in den Quellen jedes Eintrags.',
    fr: 'Par flux commercial : sa part × 40 lorsqu’une obligation d’émission est en vigueur et qu’aucun format structuré n’est utilisé, × 20 lorsqu’elle commence dans les 12 mois. L’obligation et sa date sont celles du jeu de données, citées dans les sources de chaque élément.',
    spec: '4.12',
    document: 'proxy/src/knowledge/README.md#compliance-score',
  },
  formats: {
    en: "Per lane with an obligation in force or within 12 months: its share × 30 when structured formats are in use but none the lane's country accepts (the accepted formats are the dataset's, cited).",
    de: 'Je Handelsroute mit geltender oder binnen 12 Monaten beginnender Pflicht: Anteil × 30, wenn strukturierte Formate genutzt werden, aber keines, das das Land annimmt (die angenommenen Formate stammen aus dem Datensatz, belegt).',
    fr: 'Par flux dont l’obligation est en vigueur ou commence dans les 12 mois : sa part × 30 lorsque des formats structurés sont utilisés, mais aucun de ceux qu’accepte le pays du flux (les formats acceptés sont ceux du jeu de données, cités).',
    spec: '4.12',
    document: 'proxy/src/knowledge/README.md#compliance-score',
  },
  channels: {
    en: "Per such lane whose country names a network or platform: its share × 10 when none of the channels in use reaches it (the platforms are the dataset's, cited).",
    de: 'Je solcher Handelsroute, deren Land ein Netz oder eine Plattform nennt: Anteil × 10, wenn keiner der genutzten Kanäle sie erreicht (die Plattformen stammen aus dem Datensatz, belegt).',
    fr: 'Par flux de ce type dont le pays désigne un réseau ou une plateforme : sa part × 10 lorsqu’aucun des canaux utilisés ne l’atteint (les plateformes sont celles du jeu de données, citées).',
    spec: '4.12',
    document: 'proxy/src/knowledge/README.md#compliance-score',
  },
  errors: {
    en: '20 × invalid ÷ total of the recent validations the caller sends; the rules named are those of the error catalogue (GET /v1/errors/{ruleId}).',
    de: '20 × ungültige ÷ alle der letzten Prüfungen, die der Aufrufer angibt; die genannten Regeln sind die des Fehlerkatalogs (GET /v1/errors/{ruleId}).',
    fr: '20 × invalides ÷ total des validations récentes que l’appelant indique ; les règles citées sont celles du catalogue des erreurs (GET /v1/errors/{ruleId}).',
    spec: '4.12',
    document: 'proxy/src/knowledge/README.md#compliance-score',
  },
};

/** Structured formats by the words that name them in the dataset and in callers' lists. */
const STRUCTURED = [
  'xrechnung',
  'zugferd',
  'factur-x',
  'facturx',
  'ubl',
  'cii',
  'peppol',
  'en 16931',
  'en16931',
  'fatturapa',
  'ksef',
  'fa(3)',
  'facturae',
  'ebinterface',
  'isdoc',
  'si-ubl',
  'oioubl',
  'ehf',
  'cius',
  'edi',
  'mydata',
];
/** Channels by the words that name them in the dataset's platform lists. */
const CHANNELS = [
  'peppol',
  'sdi',
  'ksef',
  'chorus pro',
  'e-factura',
  'mercurius',
  'face',
  'zre',
  'ozg-re',
  'plateforme',
];

const isStructured = (f: string) => STRUCTURED.some((s) => fold(f).includes(s));

/** A caller's format fits a lane's format when they share a format word (UBL ~ "XRechnung (UBL or CII)"). */
function accepts(laneFormats: string[], used: string[]): boolean {
  return laneFormats.some((lf) =>
    used.some((u) => STRUCTURED.some((s) => fold(lf).includes(s) && fold(u).includes(s))),
  );
}

type Horizon = 'in_force' | 'within_12_months' | 'later' | 'none';

interface LaneObligation {
  horizon: Horizon;
  date: string | null;
  what: string;
  sources: string[];
  formats: string[];
  platforms: string[];
}

const ISSUING = new Set(['issue', 'issue_and_receive', 'issue_and_report']);
const BINDING = new Set(['in_force', 'adopted']);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function horizonOf(date: string, today: string): Horizon {
  const day = date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date;
  if (day <= today) return 'in_force';
  return day <= addDays(today, 365) ? 'within_12_months' : 'later';
}

/**
 * The issuing obligation a seller meets in one lane: the buyer country's B2G rule, its domestic B2B
 * phases when seller and buyer sit in the same country (earliest binding issuing phase; thresholds
 * can postpone it for small issuers), and ViDA for intra-EU B2B.
 */
function laneObligation(
  seller: RawCountry,
  buyer: RawCountry,
  buyerType: 'b2b' | 'b2g',
  today: string,
  dataset: Dataset,
): LaneObligation {
  if (buyerType === 'b2g') {
    const g = buyer.b2g;
    const base = { formats: g.formats ?? [], platforms: g.platforms ?? [], sources: g.sources };
    if (g.status === 'mandatory_issue' && g.since)
      return {
        ...base,
        horizon: horizonOf(g.since, today),
        date: g.since,
        what: g.scope ?? 'B2G e-invoicing mandatory',
      };
    const phase = (g.phases ?? []).find((p) => ISSUING.has(p.obligation) && BINDING.has(p.status));
    if (phase)
      return {
        ...base,
        horizon: horizonOf(phase.date, today),
        date: phase.date,
        what: phase.what,
        sources: phase.sources,
      };
    return { ...base, horizon: 'none', date: null, what: `B2G status: ${g.status}` };
  }
  const base = { formats: buyer.rules.b2b_formats, platforms: [] as string[] };
  if (seller.code === buyer.code) {
    const phases: RawPhase[] = (buyer.b2b.phases ?? []).filter(
      (p) => ISSUING.has(p.obligation) && BINDING.has(p.status),
    );
    const first = phases.sort((a, b) => a.date.localeCompare(b.date))[0];
    if (first)
      return {
        ...base,
        horizon: horizonOf(first.date, today),
        date: first.date,
        what: first.what,
        sources: first.sources,
      };
    return {
      ...base,
      horizon: 'none',
      date: null,
      what: `B2B status: ${buyer.b2b.status}`,
      sources: buyer.b2b.sources,
    };
  }
  const vida = dataset.eu.find((r) => r.id === 'EU-VIDA');
  const inEu = seller.membership === 'EU' && buyer.membership === 'EU';
  const intra = vida?.phases?.find((p) => ISSUING.has(p.obligation));
  if (inEu && intra)
    return {
      ...base,
      formats: ['EN 16931 in UBL or CII'],
      horizon: horizonOf(intra.date, today),
      date: intra.date,
      what: intra.what,
      sources: intra.sources,
    };
  return {
    ...base,
    horizon: 'none',
    date: null,
    what: 'no cross-border B2B mandate',
    sources: buyer.b2b.sources,
  };
}

/**
 * POST /v1/compliance-score. Deterministic: the same input on the same day gives the same answer.
 *
 *   score = 100 − deadlines − formats − channels − errors   (rounded, never below 0)
 *
 * Each lane has a share s (its monthly volume over the total; equal shares when no volumes are given).
 *   deadlines ≤ 40: per lane s × 40 when an issuing obligation is in force and no structured format is
 *                   in use, s × 20 when it starts within 12 months and none is in use.
 *   formats   ≤ 30: per lane with an obligation in force or within 12 months, s × 30 when structured
 *                   formats are in use but none the lane's country accepts.
 *   channels  ≤ 10: per such lane whose country names a network or platform (Peppol, SdI, KSeF,
 *                   Chorus Pro, …), s × 10 when none of the caller's channels is one of them.
 *   errors    ≤ 20: 20 × invalid ÷ total of the recent validations.
 */
export function createComplianceScore(dataset: Dataset, countries: CountryQueries, errors: ErrorCatalogue) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);

  return (body: unknown, today: string) => {
    const parsed = ScoreRequest.safeParse(body);
    if (!parsed.success)
      badRequest('The request does not fit the compliance-score input', {
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    const input = parsed.data;
    const volumes = input.lanes.map((l) => l.monthlyVolume ?? 1);
    const totalVolume = volumes.reduce((a, b) => a + b, 0);
    const shares = input.lanes.map((_, i) =>
      totalVolume > 0 ? (volumes[i] as number) / totalVolume : 1 / input.lanes.length,
    );
    interface Item {
      lane: string | null;
      points: number;
      reason: { en: string; de: string; fr: string };
      sources: Citation[];
      rules: { ruleId: string; count: number; href: string | null }[];
      /** Where the points come from: the dataset's cited sources, the rules that failed, or the caller's own counts. */
      basis: Basis;
    }
    const parts = {
      deadlines: [] as Item[],
      formats: [] as Item[],
      channels: [] as Item[],
      errors: [] as Item[],
    };
    const round = (n: number) => Math.round(n * 100) / 100;

    input.lanes.forEach((lane, i) => {
      const seller = countries.resolve(lane.from);
      const buyer = countries.resolve(lane.to);
      const share = shares[i] as number;
      const name = `${seller.code}→${buyer.code} ${lane.buyerType.toUpperCase()}`;
      const formats = lane.formats ?? input.formats;
      const channels = lane.channels ?? input.channels;
      const ob = laneObligation(seller, buyer, lane.buyerType, today, dataset);
      const sources = cite(ob.sources);
      const structured = formats.some(isStructured);
      const active = ob.horizon === 'in_force' || ob.horizon === 'within_12_months';
      const when = ob.date ?? '';
      if (active && !structured) {
        const missed = ob.horizon === 'in_force';
        parts.deadlines.push({
          lane: name,
          points: round(share * (missed ? WEIGHTS.deadlines : WEIGHTS.deadlines / 2)),
          reason: missed
            ? {
                en: `${name}: e-invoices are required since ${when} (${ob.what}), and none of the formats in use is a structured e-invoice.`,
                de: `${name}: E-Rechnungen sind seit ${when} Pflicht, und keines der verwendeten Formate ist eine strukturierte E-Rechnung.`,
                fr: `${name} : la facture électronique est obligatoire depuis le ${when} (${ob.what}), et aucun des formats utilisés n’est une facture électronique structurée.`,
              }
            : {
                en: `${name}: e-invoices become required on ${when} (${ob.what}); none of the formats in use is a structured e-invoice yet.`,
                de: `${name}: E-Rechnungen werden ab ${when} Pflicht; noch ist keines der verwendeten Formate eine strukturierte E-Rechnung.`,
                fr: `${name} : la facture électronique devient obligatoire le ${when} (${ob.what}) ; aucun des formats utilisés n’est encore une facture électronique structurée.`,
              },
          sources,
          rules: [],
          basis: { kind: 'sources', ids: sources.map((c) => c.id) },
        });
      }
      if (active && structured && ob.formats.length > 0 && !accepts(ob.formats, formats)) {
        parts.formats.push({
          lane: name,
          points: round(share * WEIGHTS.formats),
          reason: {
            en: `${name}: the formats in use (${formats.join(', ')}) are not among those accepted there (${ob.formats.join('; ')}).`,
            de: `${name}: Die verwendeten Formate (${formats.join(', ')}) gehören nicht zu den dort angenommenen (${ob.formats.join('; ')}).`,
            fr: `${name} : les formats utilisés (${formats.join(', ')}) ne font pas partie de ceux acceptés dans ce pays (${ob.formats.join('; ')}).`,
          },
          sources,
          rules: [],
          basis: { kind: 'sources', ids: sources.map((c) => c.id) },
        });
      }
      const networks = CHANNELS.filter((c) => ob.platforms.some((p) => fold(p).includes(c)));
      if (active && networks.length > 0 && !channels.some((c) => networks.some((n) => fold(c).includes(n)))) {
        parts.channels.push({
          lane: name,
          points: round(share * WEIGHTS.channels),
          reason: {
            en: `${name}: invoices travel over ${ob.platforms.join('; ')}; none of the channels in use (${channels.join(', ') || 'none given'}) reaches them.`,
            de: `${name}: Rechnungen laufen dort über ${ob.platforms.join('; ')}; keiner der genutzten Kanäle (${channels.join(', ') || 'keine angegeben'}) erreicht sie.`,
            fr: `${name} : les factures y transitent par ${ob.platforms.join('; ')} ; aucun des canaux utilisés (${channels.join(', ') || 'aucun indiqué'}) ne les atteint.`,
          },
          sources,
          rules: [],
          basis: { kind: 'sources', ids: sources.map((c) => c.id) },
        });
      }
    });

    const rv = input.recentValidations;
    if (rv && rv.total > 0 && rv.invalid > 0) {
      const rate = rv.invalid / rv.total;
      const top = Object.entries(rv.byRule)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([ruleId, count]) => ({ ruleId, count, href: errors.hrefOf(ruleId) }));
      parts.errors.push({
        lane: null,
        points: round(rate * WEIGHTS.errors),
        reason: {
          en: `${rv.invalid} of ${rv.total} recent invoices were rejected (${Math.round(rate * 100)} %)${top.length ? `; most frequent rules: ${top.map((t) => `${t.ruleId} ×${t.count}`).join(', ')}` : ''}.`,
          de: `${rv.invalid} von ${rv.total} geprüften Rechnungen wurden abgelehnt (${Math.round(rate * 100)} %)${top.length ? `; häufigste Regeln: ${top.map((t) => `${t.ruleId} ×${t.count}`).join(', ')}` : ''}.`,
          fr: `${rv.invalid} des ${rv.total} factures récentes ont été rejetées (${Math.round(rate * 100)} %)${top.length ? ` ; règles les plus fréquentes : ${top.map((t) => `${t.ruleId} ×${t.count}`).join(', ')}` : ''}.`,
        },
        sources: [],
        rules: top,
        // The rate is the caller's own; the rules it names are tied to the catalogue (href) when it has them.
        basis:
          top.length > 0
            ? { kind: 'rules', ids: top.map((t) => t.ruleId) }
            : { kind: 'request', fields: ['recentValidations.total', 'recentValidations.invalid'] },
      });
    }

    const summarise = (key: keyof typeof WEIGHTS, en: string, de: string, fr: string) => {
      const items = parts[key];
      const points = round(
        Math.min(
          WEIGHTS[key],
          items.reduce((a, b) => a + b.points, 0),
        ),
      );
      return {
        part: key,
        maxPoints: WEIGHTS[key],
        points,
        label: { en, de, fr },
        method: METHOD[key],
        items,
      };
    };
    const summary = [
      summarise(
        'deadlines',
        'Deadlines missed or upcoming',
        'Versäumte oder anstehende Fristen',
        'Échéances manquées ou à venir',
      ),
      summarise(
        'formats',
        'Formats not accepted in a lane',
        'Nicht angenommene Formate',
        'Formats non acceptés dans un flux',
      ),
      summarise('channels', 'Transmission channels', 'Übertragungswege', 'Canaux de transmission'),
      summarise(
        'errors',
        'Recent error rate',
        'Fehlerquote der letzten Prüfungen',
        'Taux d’erreur des validations récentes',
      ),
    ];
    const score = Math.max(0, Math.round(100 - summary.reduce((a, p) => a + p.points, 0)));
    return {
      ...dates,
      today,
      score,
      parts: summary,
      lanes: input.lanes.map((l, i) => ({
        from: l.from.toUpperCase(),
        to: l.to.toUpperCase(),
        buyerType: l.buyerType,
        share: round(shares[i] as number),
      })),
      formula: {
        en: 'score = 100 − deadlines (≤ 40) − formats (≤ 30) − channels (≤ 10) − errors (≤ 20), each lane weighted by its share of the monthly volume; see the documentation of POST /v1/compliance-score.',
        de: 'Punktzahl = 100 − Fristen (≤ 40) − Formate (≤ 30) − Kanäle (≤ 10) − Fehler (≤ 20); jede Handelsroute zählt mit ihrem Anteil am Monatsvolumen; siehe Dokumentation von POST /v1/compliance-score.',
        fr: 'score = 100 − échéances (≤ 40) − formats (≤ 30) − canaux (≤ 10) − erreurs (≤ 20), chaque flux pondéré par sa part du volume mensuel ; voir la documentation de POST /v1/compliance-score.',
      },
    };
  };
}
