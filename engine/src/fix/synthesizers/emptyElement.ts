import type { Proposal, Synthesizer } from '../Synthesizer.ts';

/** Empty elements (PEPPOL-EN16931-R008): an element without content carries no value, so removing it loses nothing. */
export const emptyElement: Synthesizer = {
  id: 'empty-element',
  rules: ['PEPPOL-EN16931-R008'],
  propose(ctx, findings) {
    return findings.flatMap((f): Proposal[] => {
      const el = f.xpath ? ctx.index.byPath.get(f.xpath) : undefined;
      if (
        !el ||
        el.children.length > 0 ||
        el.text.trim() !== '' ||
        el.attrs.some((a) => !a.name.startsWith('xmlns'))
      )
        return [];
      return [
        {
          field: el.path.slice(el.path.lastIndexOf('/') + 1),
          value: '',
          confidence: 'high',
          reason: 'The element is empty; an empty element is not allowed and carries no value.',
          patches: [{ op: 'remove_node', xpath: el.path }],
          touches: [],
        },
      ];
    });
  },
};
