import type { LocatedTerm } from '../model/types.ts';
import type { FixContext } from './Synthesizer.ts';
import { termsOf } from './writeTerm.ts';

/** The term values at or below an xpath (a finding's location), optionally only of the given terms. */
export function termsUnder(ctx: FixContext, xpath: string | null, bts?: readonly string[]): LocatedTerm[] {
  if (!xpath) return [];
  return termsOf(ctx).filter(
    (t) => (t.xpath === xpath || t.xpath.startsWith(`${xpath}/`)) && (!bts || bts.includes(t.bt)),
  );
}
