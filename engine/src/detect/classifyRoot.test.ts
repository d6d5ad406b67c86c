import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors.ts';
import { NS } from '../xml/namespaces.ts';
import { classifyRoot, rootClassOf } from './classifyRoot.ts';

describe('one detection of syntax', () => {
  it('knows the three supported roots by expanded name', () => {
    expect(rootClassOf('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'Invoice')).toMatchObject({
      document: 'ubl-invoice',
      syntax: 'UBL',
    });
    expect(
      rootClassOf('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', 'CreditNote'),
    ).toMatchObject({ document: 'ubl-creditnote', syntax: 'UBL' });
    expect(
      rootClassOf('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100', 'CrossIndustryInvoice'),
    ).toMatchObject({ document: 'cii', syntax: 'CII' });
  });

  it('knows nothing else: a local name in the other UBL namespace, no namespace, another standard', () => {
    expect(rootClassOf(NS.ubl, 'CreditNote')).toBeNull();
    expect(rootClassOf(NS.cn, 'Invoice')).toBeNull();
    expect(rootClassOf(null, 'Invoice')).toBeNull();
    expect(rootClassOf('', 'CrossIndustryInvoice')).toBeNull();
    expect(rootClassOf('urn:example', 'order')).toBeNull();
  });

  it('classifyRoot refuses what rootClassOf does not know as UNSUPPORTED_FORMAT', () => {
    let error: unknown;
    try {
      classifyRoot('urn:example', 'order');
    } catch (e) {
      error = e;
    }
    expect(isEngineError(error) && error.code).toBe('UNSUPPORTED_FORMAT');
    expect(classifyRoot(NS.rsm, 'CrossIndustryInvoice')).toEqual(rootClassOf(NS.rsm, 'CrossIndustryInvoice'));
  });
});
