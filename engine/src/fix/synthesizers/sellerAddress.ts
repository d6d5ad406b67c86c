import { FIELDS } from '../../findings/ruleTextsFields.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { askSynthesizer } from './askSynthesizer.ts';

const CITY = askSynthesizer('seller-address', ['BR-DE-3'], FIELDS.sellerCity);
const POST_CODE = askSynthesizer('seller-address', ['BR-DE-4'], FIELDS.sellerPostCode);

/** Seller city and post code (XRechnung BR-DE-3, BR-DE-4). */
export const sellerAddress: Synthesizer = {
  id: 'seller-address',
  rules: ['BR-DE-3', 'BR-DE-4'],
  propose: (ctx, findings) => [
    ...(findings.some((f) => f.ruleId === 'BR-DE-3')
      ? CITY.propose(
          ctx,
          findings.filter((f) => f.ruleId === 'BR-DE-3'),
        )
      : []),
    ...(findings.some((f) => f.ruleId === 'BR-DE-4')
      ? POST_CODE.propose(
          ctx,
          findings.filter((f) => f.ruleId === 'BR-DE-4'),
        )
      : []),
  ],
};
