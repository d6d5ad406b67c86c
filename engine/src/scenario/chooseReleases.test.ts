import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalEngine } from '../engine.ts';
import { createNodeEngine } from '../host/node.ts';

/** Positive amount due, neither due date nor payment terms: CEN 1.3.15 BR-CO-25 rejects it, 1.3.16 does not. */
const xml = readFileSync(path.join(corpusDir, 'en16931-examples/ubl/ubl-tc434-example1.xml'), 'utf8')
  .replace(/<cbc:DueDate>[^<]*<\/cbc:DueDate>/g, '')
  .replace(/<cac:PaymentTerms>[\s\S]*?<\/cac:PaymentTerms>/g, '');

describe('rule set pinning', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  }, 60_000);

  it('lists every shipped version with the default', () => {
    expect(engine.info().rulesets).toEqual([
      { id: 'en16931', default: '1.3.16', versions: ['1.3.16', '1.3.15'] },
      { id: 'xrechnung', default: '3.0.2', versions: ['3.0.2'] },
      { id: 'peppol', default: '3.0.21', versions: ['3.0.21', '3.0.20', '3.0.19'] },
      { id: 'facturx', default: '1.09.2', versions: ['1.09.2'] },
      { id: 'extended-ctc-fr', default: '1.4.0.03', versions: ['1.4.0.03'] },
      { id: 'france-ctc', default: '1.4.0.03', versions: ['1.4.0.03', '1.4.0.03-warning'] },
      { id: 'ublbe', default: '1.31', versions: ['1.31'] },
      { id: 'cius-ro', default: '1.0.9', versions: ['1.0.9'] },
      { id: 'hr-cius', default: '1.0.3', versions: ['1.0.3'] },
      { id: 'si-ubl', default: '2.0.3.13', versions: ['2.0.3.13'] },
    ]);
  });

  it('runs the pinned official artefact: compiled rules and the official XSLT agree', async () => {
    for (const executor of ['compiled', 'reference'] as const) {
      const current = await engine.validate({ xml }, { engine: executor });
      expect([executor, current.valid, current.verdict.oracles.map((o) => o.id)]).toEqual([
        executor,
        true,
        ['xsd-ubl-invoice', 'en16931-ubl'],
      ]);
      const old = await engine.validate(
        { xml },
        { engine: executor, rulesetVersions: { en16931: '1.3.15' } },
      );
      expect([executor, old.valid, old.verdict.oracles.map((o) => `${o.id}@${o.version}`)]).toEqual([
        executor,
        false,
        ['xsd-ubl-invoice@2.1', 'en16931-ubl-1.3.15@1.3.15'],
      ]);
      expect(old.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['BR-CO-25']);
    }
  }, 120_000);

  it('refuses an unknown rule set or version with INVALID_OPTION naming what is available', async () => {
    await expect(engine.validate({ xml }, { rulesetVersions: { en16931: '1.2' } })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      message: expect.stringContaining('1.3.16, 1.3.15'),
    });
    await expect(engine.validate({ xml }, { rulesetVersions: { zugferd: '2' } })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      message: expect.stringContaining('en16931 1.3.16 (default), 1.3.15'),
    });
  });
});
