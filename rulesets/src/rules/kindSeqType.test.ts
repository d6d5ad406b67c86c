import { expect, it } from 'vitest';
import { kindSeqType } from './kindSeqType.ts';

it('reads the node kind tests xsl:param and xsl:function declare, and nothing else', () => {
  expect(kindSeqType('element()?')).toEqual({ item: 'node:element', occ: '?' });
  expect(kindSeqType(' node()* ')).toEqual({ item: 'node:node', occ: '*' });
  expect(kindSeqType('document-node()')).toEqual({ item: 'node:document', occ: '' });
  expect(kindSeqType('item()+')).toEqual({ item: 'item', occ: '+' });
  // Named kind tests and atomic types are not this reader's: the compiler refuses the first, reads the second.
  expect(kindSeqType('element(cbc:ID)')).toBeNull();
  expect(kindSeqType('xs:string?')).toBeNull();
  expect(kindSeqType('comment()')).toBeNull();
});
