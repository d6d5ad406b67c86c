import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '../corpus/paths.ts';
import { attributeFlood, manyNames } from './xmlFloods.ts';

/** A hostile XML document as every entry point receives it, and the parse bound it passes (if any). */
export interface HostileDocument {
  name: string;
  xml: string;
  /** The MALFORMED_XML reason the parse stage refuses it with, when it is one of the floods. */
  bound?: 'attributes' | 'names';
}

const HOSTILE_DIR = path.join(repoRoot, 'fixtures/hostile');
const MB = 1e6;

/** The corpus invoice the floods are written into. */
export const TYPICAL_INVOICE = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

/**
 * Every XML shape of fixtures/hostile/ (its files) and the floods generated beside them (xmlFloods.ts):
 * 200,000 attributes on the root (2.3 MB, as issue 34 sent it), the same at 7.1 MB, and 2 MB of distinct
 * element names.
 */
export function hostileDocuments(): HostileDocument[] {
  const files = readdirSync(HOSTILE_DIR)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => ({ name: f, xml: readFileSync(path.join(HOSTILE_DIR, f), 'utf8') }));
  return [
    ...files,
    { name: 'attribute flood, 2.3 MB', xml: attributeFlood(TYPICAL_INVOICE, 2.3 * MB), bound: 'attributes' },
    { name: 'attribute flood, 7.1 MB', xml: attributeFlood(TYPICAL_INVOICE, 7.1 * MB), bound: 'attributes' },
    { name: 'many names, 2 MB', xml: manyNames(TYPICAL_INVOICE, 2 * MB), bound: 'names' },
  ];
}
