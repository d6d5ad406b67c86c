import fs from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import { buildDir } from '@einvoice/rulesets/paths';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { createNodeValidator } from '@einvoice/validator-js/node';
import { describe, expect, it } from 'vitest';
import type { WorkerReply } from './protocol.ts';
import { serveEngine } from './serveEngine.ts';

// An XRechnung test-suite invoice without its buyer reference: BR-DE-15 fails (an error), the rest holds.
const INVALID = fs
  .readFileSync(`${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`, 'utf8')
  .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

describe('serveEngine', () => {
  it("hands the validation record an inspection's errors beside the JSON answer, not its warnings", async () => {
    const { port1, port2 } = new MessageChannel();
    const replies: WorkerReply[] = [];
    const answered = new Promise<void>((resolve) =>
      port2.on('message', (m: WorkerReply) => {
        replies.push(m);
        if (m.type === 'json' || m.type === 'error') resolve();
      }),
    );
    try {
      await serveEngine(port1, () => createNodeValidator(buildDir));
      port2.postMessage({
        type: 'inspect',
        id: 1,
        json: true,
        maxJsonBytes: 1 << 24,
        input: { xml: INVALID },
      });
      await answered;
      const reply = replies.find((r) => r.type === 'json');
      if (reply?.type !== 'json') throw new Error(`no json reply: ${JSON.stringify(replies.at(-1))}`);
      const answer = JSON.parse(reply.json) as { findings: { ruleId: string; severity: string }[] };
      const errors = answer.findings.filter((f) => f.severity === 'error');
      expect(errors.map((f) => f.ruleId)).toContain('BR-DE-15');
      expect(answer.findings.length).toBeGreaterThan(errors.length);
      expect(reply.extra?.result.findings).toEqual(errors);
    } finally {
      port1.close();
      port2.close();
    }
  }, 60_000);
});
