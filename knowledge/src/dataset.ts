/** The shape of `../shared/data/eu-einvoicing.json` as far as the knowledge endpoints read it (see its README). */
export type Confidence = 'high' | 'medium' | 'low';

export interface RawSource {
  id: string;
  title: string;
  publisher: string;
  type: string;
  source_date: string | null;
  url?: string;
  repo?: string;
  path?: string;
  commit?: string;
  note?: string;
}

export interface RawFact {
  id: string;
  country?: string;
  text: string;
  sources: string[];
  confidence: Confidence;
  tags: string[];
  latest_source_date: string | null;
  note?: string;
  source_age_note?: string;
}

export interface RawPhase {
  date: string;
  date_precision?: string;
  who?: string;
  obligation: string;
  threshold: unknown;
  status: string;
  what: string;
  sources: string[];
  confidence: Confidence;
  note?: string;
}

export interface RawCountry {
  code: string;
  name: { en: string; de: string };
  membership: string;
  confidence: Confidence;
  note?: string;
  summary: {
    b2g_status: string;
    b2b_status: string;
    b2b_model: string | null;
    next_deadline: {
      date: string;
      what: string;
      who?: string;
      obligation: string;
      confidence: Confidence;
    } | null;
  };
  b2g: {
    status: string;
    scope?: string;
    since: string | null;
    phases?: RawPhase[];
    platforms?: string[];
    formats?: string[];
    routing_identifiers?: string[];
    legal_basis?: string[];
    sources: string[];
    confidence: Confidence;
    note?: string;
  };
  b2b: {
    status: string;
    summary?: string;
    model?: string | null;
    phases?: RawPhase[];
    sources: string[];
    confidence: Confidence;
    note?: string;
  };
  formats: {
    domestic_b2b_preferred?: string[];
    national_cius?: string[];
    national_formats?: string[];
    syntaxes?: string[];
    specification_identifiers?: { id: string; name: string; sources: string[] }[];
    requirements?: unknown;
    peppol_authority: { name: string; sources: string[]; confidence: Confidence } | null;
    peppol_authority_note?: string;
    sources: string[];
  };
  rules: {
    national_cius: string[];
    b2g_formats: string[];
    b2b_formats: string[];
    syntaxes: string[];
    specification_identifiers: { id: string; name: string; sources: string[] }[];
    country_requirements: unknown[];
    routing_identifiers: string[];
    validation_note?: string;
    sources: string[];
  };
  facts: RawFact[];
}

export interface RawDeadline {
  id: string;
  date: string;
  date_precision: string;
  sort_date: string;
  country: string;
  area: string;
  obligation: string;
  what: string;
  who?: string;
  threshold: unknown;
  legal_status: string;
  timing: 'upcoming' | 'passed';
  sources: string[];
  confidence: Confidence;
  note?: string;
}

export interface RawRequirement {
  id: string;
  seller: string;
  buyer: string;
  transaction: string;
  valid_from: string;
  requirement: string;
  formats: string[];
  sources: string[];
  confidence: Confidence;
  note?: string;
}

export interface RawEuRecord {
  id: string;
  code: string;
  kind: string;
  name: { en: string; de: string };
  summary?: string;
  phases?: RawPhase[];
  releases?: { version: string; published: string; mandatory_from: string; note?: string }[];
  editions?: unknown[];
  sources: string[];
  confidence: Confidence;
  note?: string;
  facts: RawFact[];
}

export interface Dataset {
  meta: {
    as_of: string;
    latest_source_date: string;
    jurisdictions: string[];
    enums: Record<string, string[]>;
  };
  eu: RawEuRecord[];
  countries: RawCountry[];
  deadlines: RawDeadline[];
  requirements: RawRequirement[];
  facts_index: RawFact[];
  sources: RawSource[];
}
