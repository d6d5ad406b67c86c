import type { SeqType } from '@einvoice/engine/xpath';

/** Kind tests without arguments, as `as` attributes of `xsl:param` / `xsl:function` name them. */
const KINDS: Record<string, string> = {
  node: 'node',
  element: 'element',
  attribute: 'attribute',
  text: 'text',
  'document-node': 'document',
  item: 'item',
};

/**
 * A node sequence type such as FNFE's `element()?` (BR-FR schematrons' `custom:isSpecialContract`), in the
 * form the runtime's function conversion checks (`node:<kind>`, `item`); null for anything else.
 */
export function kindSeqType(lexical: string): SeqType | null {
  const m = /^\s*([\w-]+)\(\)\s*([?*+]?)\s*$/.exec(lexical);
  const kind = m ? KINDS[m[1] as string] : undefined;
  if (kind === undefined) return null;
  return { item: kind === 'item' ? 'item' : `node:${kind}`, occ: (m?.[2] ?? '') as SeqType['occ'] };
}
