import { FIELDS } from '../../findings/ruleTextsFields.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { askSynthesizer } from './askSynthesizer.ts';

const CITY = askSynthesizer('buyer-address', ['BR-DE-8'], FIELDS.buyerCity);
const POST_CODE = askSynthesizer('buyer-address', ['BR-DE-9'], FIELDS.buyerPostCode);

/** Buyer city and post code (XRechnung BR-DE-8, BR-DE-9). */
export const buyerAddress: Synthesizer = {
  id: 'buyer-address',
  rules: ['BR-DE-8', 'BR-DE-9'],
  propose: (ctx, findings) => [
    ...(findings.some((f) => f.ruleId === 'BR-DE-8')
      ? CITY.propose(
          ctx,
          findings.filter((f) => f.ruleId === 'BR-DE-8'),
        )
      : []),
    ...(findings.some((f) => f.ruleId === 'BR-DE-9')
      ? POST_CODE.propose(
          ctx,
          findings.filter((f) => f.ruleId === 'BR-DE-9'),
        )
      : []),
  ],
};
