import type { Finding, ValidateResult } from '@einvoice/engine';
import type { BuiltManifest, BuiltRelease } from '@einvoice/engine/manifest';
import { describe, expect, it } from 'vitest';
import { CDAR_READING_FIELD, cdarReadingOf } from '../settings/cdarReading.ts';
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

  it('reads invoice number, status and parties from the result', () => {
    const lifecycle = {
      invoiceNumber: 'F-2026-001',
      status: { code: '200', meaning: { en: 'Submitted', de: 'Eingereicht', fr: 'Déposée' } },
      parties: [{ role: 'seller', name: 'ACME SAS', id: '123456789' }],
    };
    expect(cdarReadingOf({ ...base, [CDAR_READING_FIELD]: lifecycle } as ValidateResult)).toEqual({
      ...lifecycle,
      issued: null,
    });
  });

  it('is absent for an invoice and for a malformed reading', () => {
    expect(cdarReadingOf(base)).toBeNull();
    expect(cdarReadingOf({ ...base, [CDAR_READING_FIELD]: { status: {} } } as ValidateResult)).toBeNull();
  });
});
