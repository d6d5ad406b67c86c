import fs from 'node:fs';
import { convert } from './src/convert/convert.ts';
import { createNodeEngine } from './src/host/node.ts';
const engine = await createNodeEngine();
const [file, target] = process.argv.slice(2);
const xml = fs.readFileSync(file, 'utf8');
const A: Record<string, any> = {
  'seller-endpoint': { scheme: '0088', value: '4000001000005' }, 'buyer-endpoint': { scheme: '0088', value: '4000001000005' },
  'buyer-reference': { value: '04011000-12345-34' }, 'seller-contact-name': { value: 'AR' }, 'seller-contact-phone': { value: '+49 30 1234567' },
  'seller-contact-email': { value: 'billing@example.com' }, 'seller-city': { value: 'Berlin' }, 'seller-post-code': { value: '10115' },
  'buyer-city': { value: 'Hamburg' }, 'buyer-post-code': { value: '20095' }, 'payment-account': { value: 'DE02120300000000202051' },
  'direct-debit-creditor-id': { value: 'DE98ZZZ09999999999' }, 'direct-debit-account': { value: 'DE02120300000000202051' }, 'vat-breakdown-rate': { value: '0' } };
let answers: any[] = [];
for (let i = 0; i < 3; i++) {
  try {
    const r = await convert(engine, { xml }, { target, answers, allowLoss: process.env.ALLOW === '1' });
    console.log('OK', r.method, r.verdict.valid, JSON.stringify(r.loss.terms));
    for (const f of r.findings.filter((f) => f.severity === 'error')) console.log(' ', f.ruleId, f.xpath, f.message.en.slice(0, 120));
    if (process.env.OUT) fs.writeFileSync(process.env.OUT, r.xml ?? '');
    break;
  } catch (e: any) {
    console.log('ERR', e.code, e.message.slice(0, 700));
    if (e.code !== 'MISSING_INPUT') break;
    answers = [...answers, ...e.details.questions.map((q: any) => ({ id: q.id, ...A[q.id] }))];
  }
}
