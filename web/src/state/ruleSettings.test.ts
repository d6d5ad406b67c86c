import type { Finding, ValidateResult } from '@einvoice/engine';
import type { BuiltManifest, BuiltRelease } from '@einvoice/engine/manifest';
import { describe, expect, it } from 'vitest';
import { cdarReadingOf } from '../settings/cdarReading.ts';
import { FRANCE_OFFER_RULE_ID, FRANCE_RULESET, franceOfferPin } from '../settings/franceOffer.ts';
import { apiOptions, DEFAULT_RULE_SETTINGS, engineOptions, isCustom } from './ruleSettings.ts';

describe('rule settings as validate options', () => {
  it('sends nothing for the default: the engine and the service run today’s releases', () => {
    expect(engineOptions(DEFAULT_RULE_SETTINGS)).toEqual({});
    expect(apiOptions(DEFAULT_RULE_SETTINGS)).toEqual({});
    expect(isCustom(DEFAULT_RULE_SETTINGS)).toBe(false);
  });

  it('sends pins, a date and preview as the engine’s and the v3 API’s options', () => {
    const settings = {
      pins: { peppol: '3.0.19' },
      asOf: { kind: 'date', date: '2026-03-01' },
      preview: true,
    } as const;
    expect(engineOptions(settings)).toEqual({
      rulesetVersions: { peppol: '3.0.19' },
      asOf: '2026-03-01',
      preview: true,
    });
    expect(apiOptions(settings)).toEqual({
      rulesets: { peppol: '3.0.19' },
      asOf: '2026-03-01',
      preview: true,
    });
    expect(isCustom(settings)).toBe(true);
  });

  it('asks for the invoice’s own issue date, and ignores a date choice left empty', () => {
    expect(engineOptions({ ...DEFAULT_RULE_SETTINGS, asOf: { kind: 'issueDate' } })).toEqual({
      asOf: 'issueDate',
    });
    expect(engineOptions({ ...DEFAULT_RULE_SETTINGS, asOf: { kind: 'date', date: '' } })).toEqual({});
  });

  it('adds the French rules’ pin over the page’s pins without dropping them', () => {
    const settings = { ...DEFAULT_RULE_SETTINGS, pins: { en16931: '1.3.15' } };
    expect(apiOptions(settings, { 'france-ctc': '1.4.0.03' })).toEqual({
      rulesets: { en16931: '1.3.15', 'france-ctc': '1.4.0.03' },
    });
  });
});

const release = (ruleset: string, version: string, inForceFrom: string): BuiltRelease => ({
  ruleset,
  owner: 'owner',
  version,
  published: inForceFrom,
  inForceFrom,
  inForceUntil: null,
  label: { line: ruleset, version },
  installed: true,
  sources: [],
  tests: [],
  artefacts: [],
});

const manifest = (releases: BuiltRelease[]) =>
  ({
    artefacts: releases.map((r) => ({
      kind: 'schematron',
      ruleset: r.ruleset,
      id: `${r.ruleset}-${r.version}`,
    })),
    releases,
  }) as unknown as BuiltManifest;

describe('the offer to check against the French reform rules', () => {
  const offer = { ruleId: FRANCE_OFFER_RULE_ID } as Finding;
  const other = { ruleId: 'BR-01' } as Finding;
  const withFrance = manifest([
    release(FRANCE_RULESET, 'warning', '2025-09-01'),
    release(FRANCE_RULESET, 'fatal', '2026-09-01'),
  ]);

  it('pins the French rules’ release in force today when the result makes the offer', () => {
    expect(franceOfferPin([other, offer], withFrance)).toEqual({ [FRANCE_RULESET]: 'fatal' });
  });

  it('offers nothing without the offer finding, without the manifest, or when the build has no French rules', () => {
    expect(franceOfferPin([other], withFrance)).toBeNull();
    expect(franceOfferPin([offer], null)).toBeNull();
    expect(franceOfferPin([offer], manifest([release('peppol', '3.0.21', '2026-08-17')]))).toBeNull();
  });
});

describe('the reading of a CDAR lifecycle message', () => {
  const base = { valid: true } as ValidateResult;
  const party = (name: string, id: string) => ({ role: null, id, scheme: '0002', name });

  it("reads invoice number, status and parties from the engine's reading", () => {
    const lifecycle: NonNullable<ValidateResult['lifecycle']> = {
      guidelineId: 'urn.cpro.gouv.fr:1p0:CDV:invoice',
      businessProcess: 'REGULATED',
      messageId: 'M-1',
      created: '2026-09-02T10:00:00Z',
      sender: party('PDP A', '111111111'),
      issuer: party('ACME SAS', '123456789'),
      recipient: null,
      statuses: [
        {
          invoiceNumber: 'F-2026-001',
          invoiceTypeCode: '380',
          invoiceDate: '2026-09-01',
          statusCode: '200',
          statusName: 'Déposée',
          meaning: { en: 'Submitted', de: 'Eingereicht', fr: 'Déposée' },
          reasons: [],
        },
      ],
    };
    expect(cdarReadingOf({ ...base, lifecycle })).toEqual({
      invoiceNumber: 'F-2026-001',
      issued: '2026-09-02',
      status: { code: '200', meaning: { en: 'Submitted', de: 'Eingereicht', fr: 'Déposée' } },
      parties: [
        { role: 'sender', name: 'PDP A', id: '111111111' },
        { role: 'issuer', name: 'ACME SAS', id: '123456789' },
      ],
    });
  });

  it('is absent for an invoice', () => {
    expect(cdarReadingOf(base)).toBeNull();
  });
});
