import { currentSpecification } from '../currentSpecification.ts';
import { OUTDATED_SPECIFICATION } from '../outdatedSpecificationFinding.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { valuesOf, writeTerm } from '../writeTerm.ts';

/**
 * BT-24 naming XRechnung 1.x/2.x: the sender chose XRechnung, so the same CIUS (or extension) in its current
 * version 3.0 follows from the identifier itself; what 3.0 then requires is repaired or asked afterwards.
 */
export const xrechnungVersion: Synthesizer = {
  id: 'xrechnung-version',
  rules: [OUTDATED_SPECIFICATION],
  propose(ctx) {
    return valuesOf(ctx, 'BT-24').flatMap((t): Proposal[] => {
      const value = currentSpecification(t.value);
      if (!value) return [];
      return [
        {
          field: 'BT-24',
          value,
          confidence: 'high',
          reason: `'${t.value.trim()}' is an outdated XRechnung version; portals accept XRechnung 3.0 only.`,
          patches: writeTerm(ctx, 'BT-24', { text: value }),
        },
      ];
    });
  },
};
