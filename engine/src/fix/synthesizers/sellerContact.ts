import { FIELDS } from '../../findings/ruleTextsFields.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { askSynthesizer } from './askSynthesizer.ts';

const PARTS = [FIELDS.sellerContactPoint, FIELDS.sellerPhone, FIELDS.sellerEmail].map((f) =>
  askSynthesizer('seller-contact', ['BR-DE-2'], f),
);

/** BG-6 seller contact missing (XRechnung BR-DE-2): contact point, telephone and e-mail are asked together. */
export const sellerContact: Synthesizer = {
  id: 'seller-contact',
  rules: ['BR-DE-2'],
  propose: (ctx, findings) => PARTS.flatMap((p) => p.propose(ctx, findings)),
};
