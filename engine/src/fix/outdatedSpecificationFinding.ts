import type { Finding } from '../types.ts';
import { currentSpecification } from './currentSpecification.ts';
import type { FixContext } from './Synthesizer.ts';

/** Rule id of the engine's own finding for an outdated XRechnung identifier (no official rule tests it). */
export const OUTDATED_SPECIFICATION = 'FIX-XRECHNUNG-VERSION';

/**
 * The engine's finding for a BT-24 naming XRechnung 1.x/2.x, or null. The official scenarios do not know
 * these identifiers and judge such an invoice as plain EN 16931, where it may pass; a German portal, which
 * validates XRechnung 3.0, rejects it.
 */
export function outdatedSpecificationFinding(ctx: FixContext): Finding | null {
  // BT-24 sits in the top-level BG-2: read there, not from the index of every value (built only when a
  // repair needs it; a compliant re-validation of a large invoice needs none).
  const t = ctx.model.groups.find((g) => g.bg === 'BG-2')?.terms.find((x) => x.bt === 'BT-24');
  const current = t && currentSpecification(t.value);
  if (!t || !current) return null;
  return {
    ruleId: OUTDATED_SPECIFICATION,
    severity: 'error',
    oracle: 'service-fix',
    bt: ['BT-24'],
    xpath: t.xpath,
    message: {
      en: `The specification identifier '${t.value.trim()}' names an XRechnung version that is no longer accepted; the current one is '${current}'.`,
      de: `Die Spezifikationskennung '${t.value.trim()}' nennt eine XRechnung-Version, die nicht mehr angenommen wird; aktuell ist '${current}'.`,
      fr: `L’identifiant de spécification « ${t.value.trim()} » désigne une version de XRechnung qui n’est plus acceptée ; la version actuelle est « ${current} ».`,
    },
    plain: null,
    action: null,
  };
}
