import type { BuiltScenario } from '../manifest.ts';
import type { Format } from '../types.ts';

/**
 * The format a French-reform scenario judges (`france-ctc/<slug>`): the profile of step 2 (EN 16931,
 * EXTENDED-CTC-FR, a Factur-X profile) or the lifecycle message.
 */
export function franceFormat(scenario: BuiltScenario): Format {
  const slug = scenario.id.slice('france-ctc/'.length).replace(/-zugferd$/, '');
  const profile =
    slug === 'cdar'
      ? 'cdar'
      : slug.startsWith('extended-ctc-fr')
        ? 'extended-ctc-fr'
        : slug.startsWith('facturx-')
          ? `factur-x-${slug.slice('facturx-'.length)}`
          : 'en16931';
  return { key: `france-ctc-${profile}`, family: 'france-ctc', profile, country: 'FR' };
}
