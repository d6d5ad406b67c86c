import fs from 'node:fs';
import path from 'node:path';
import { convert } from './src/convert/convert.ts';
import { createNodeEngine } from './src/host/node.ts';
import { convertCorpus } from '../conformance/lib/convertCorpus.ts';
const engine = await createNodeEngine();
const target = process.argv[2];
const A: Record<string, any> = {
  'seller-endpoint': { scheme: '0088', value: '4000001000005' }, 'buyer-endpoint': { scheme: '0088', value: '4000001000005' },
  'buyer-reference': { value: '04011000-12345-34' }, 'seller-contact-name': { value: 'AR' }, 'seller-contact-phone': { value: '+49 30 1234567' },
  'seller-contact-email': { value: 'billing@example.com' }, 'seller-city': { value: 'Berlin' }, 'seller-post-code': { value: '10115' },
  'buyer-city': { value: 'Hamburg' }, 'buyer-post-code': { value: '20095' }, 'payment-account': { value: 'DE02120300000000202051' },
  'direct-debit-creditor-id': { value: 'DE98ZZZ09999999999' }, 'direct-debit-account': { value: 'DE02120300000000202051' }, 'vat-breakdown-rate': { value: '0' } };
const tally = new Map<string, string[]>();
for (const file of convertCorpus()) {
  const xml = fs.readFileSync(file, 'utf8');
  let answers: any[] = [];
  for (let i = 0; i < 2; i++) {
    try { await convert(engine, { xml }, { target, answers }); break; } catch (e: any) {
      if (e.code === 'MISSING_INPUT') { answers = e.details.questions.map((q: any) => ({ id: q.id, ...A[q.id] })); continue; }
      if (e.code === 'CONVERSION_LOSSY') {
        const rules = [...new Set(e.details.findings.filter((f: any) => f.severity === 'error').map((f: any) => f.ruleId))].join(',');
        const lost = e.message.match(/lose \d+[^;]*/)?.[0] ?? '';
        const key = `${rules} || ${lost}`;
        tally.set(key, [...(tally.get(key) ?? []), path.basename(file)]);
      }
      break;
    }
  }
}
for (const [k, v] of tally) console.log(v.length, k, '::', v.slice(0, 3).join(' '));
