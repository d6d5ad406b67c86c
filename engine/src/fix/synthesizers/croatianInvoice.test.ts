import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir, rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { saxonCollection } from '@einvoice/test-support/corpus/saxonHe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine.ts';
import { createNodeEngine } from '../../host/node.ts';
import { fix } from '../fix.ts';

// A CEN example declared HR-CIUS: two lines without a KPD classification (HR-BR-25), no operator (HR-BR-9).
const HR =
  'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0';
const XML = fs
  .readFileSync(path.join(corpusDir, 'en16931-examples/ubl/ubl-tc434-example3.xml'), 'utf8')
  .replace(/<cbc:CustomizationID>[^<]*/, `<cbc:CustomizationID>${HR}`);
const XSLT = path.join(rulesetsDir, 'national/hr-cius-1.0.3/xslt/HR-CIUS-EXT-EN16931-UBL.xslt');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'croatian-fix-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// The owner's rule ids Saxon-HE 9.9 finds with the owner's compiled XSLT.
async function ownersRules(xml: string): Promise<string[]> {
  for (const d of ['in', 'out']) fs.mkdirSync(path.join(tmp, d), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'in', 'doc.xml'), xml);
  return ((await saxonCollection(XSLT, tmp)).items.get('doc.xml') ?? []).map(
    (i) => i.split('|')[0] as string,
  );
}

describe('croatian-invoice: the KPD classification and the operator’s OIB are asked, never guessed', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('asks per line for the KPD code and once for the OIB, in both modes, writing nothing unanswered', async () => {
    for (const mode of ['strict', 'permissive'] as const) {
      const r = await fix(engine, { xml: XML }, { mode });
      const asked = r.questions.filter((q) => q.codes.some((c) => ['HR-BR-25', 'HR-BR-9'].includes(c)));
      expect(
        asked.map((q) => [q.id, q.kind, q.codes]),
        mode,
      ).toEqual([
        ['HR-BT-5', 'field', ['HR-BR-9']],
        ['BT-158@BG-25[1]', 'field', ['HR-BR-25']],
        ['BT-158@BG-25[2]', 'field', ['HR-BR-25']],
      ]);
      for (const q of asked) expect([q.label.en, q.label.de, q.label.fr].every((t) => !!t)).toBe(true);
      expect(r.changes.filter((c) => c.field.startsWith('BT-158') || c.field === 'HR-BT-5')).toEqual([]);
    }
  });

  it("writes the answers with listID CG; the owner's XSLT on Saxon-HE then finds neither rule", async () => {
    expect(await ownersRules(XML)).toEqual(expect.arrayContaining(['HR-BR-25', 'HR-BR-9']));
    const r = await fix(
      engine,
      { xml: XML },
      {
        answers: [
          { id: 'BT-158@BG-25[1]', value: '62.10.11' },
          { id: 'BT-158@BG-25[2]', value: '62.10.12' },
          { id: 'HR-BT-5', value: '12345678903' },
        ],
      },
    );
    expect(r.answers).toEqual({ applied: 3, rejected: [] });
    const xml = r.xml as string;
    expect(xml.match(/<cbc:ItemClassificationCode listID="CG">[^<]*/g)).toEqual([
      '<cbc:ItemClassificationCode listID="CG">62.10.11',
      '<cbc:ItemClassificationCode listID="CG">62.10.12',
    ]);
    const owners = await ownersRules(xml);
    expect(owners.filter((id) => ['HR-BR-25', 'HR-BR-9', 'HR-BR-CL-2'].includes(id))).toEqual([]);
    const ours = r.remaining.map((f) => f.ruleId);
    expect(ours.filter((id) => ['HR-BR-25', 'HR-BR-9', 'HR-BR-CL-2'].includes(id))).toEqual([]);
  });

  it('refuses a KPD answer that is not a six-digit code', async () => {
    const r = await fix(engine, { xml: XML }, { answers: [{ id: 'BT-158@BG-25[1]', value: 'software' }] });
    expect(r.answers.rejected).toEqual([
      { id: 'BT-158@BG-25[1]', reason: "value fails the field's pattern" },
    ]);
  });
});
