import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceModel, LocatedTerm } from '@einvoice/engine/model';
import { detectTree, locateTerms, readInvoice, sameValue } from '@einvoice/engine/model';
import { parseXmlTree } from '@einvoice/engine/xml';
import { corpusDir } from './paths.ts';
import { listXmlFiles } from './readTestSets.ts';

/** Standalone invoices the conversion suites run on: every invoice of these corpora. */
export function convertCorpus(): string[] {
  return ['xrechnung-testsuite', 'en16931-examples', 'peppol-unit/examples'].flatMap((d) =>
    listXmlFiles(path.join(corpusDir, d)),
  );
}

/** The EN 16931 reading of an XML text. */
export function modelOf(xml: string): InvoiceModel {
  const tree = parseXmlTree(xml);
  const d = detectTree(tree);
  return readInvoice(tree, d.syntax, d.document);
}

/** The reading of a corpus file. */
export function modelOfFile(file: string): InvoiceModel {
  return modelOf(fs.readFileSync(file, 'utf8'));
}

/** One business-term value with its group chain, as compared across syntaxes. */
export type TermKey = Pick<LocatedTerm, 'bt' | 'value' | 'group'>;

const kind = (group: string) => group.replace(/\[\d+\]/g, '');

/**
 * Values of `a` that `b` lacks (same term, same meaning, in the same group instance or, for a value one
 * syntax repeats per instance and the other states once, in a group of the same kind), BT-23/24 aside, and
 * empty elements too: they state no value (as the converter's loss accounting holds).
 */
export function missingIn(a: InvoiceModel, b: InvoiceModel): TermKey[] {
  const bs = locateTerms(b);
  const has = (t: LocatedTerm, exact: boolean) =>
    bs.some(
      (o) =>
        o.bt === t.bt &&
        (exact ? o.group === t.group : kind(o.group) === kind(t.group)) &&
        sameValue(t.bt, t.value, o.value),
    );
  return locateTerms(a)
    .filter((t) => t.bt !== 'BT-23' && t.bt !== 'BT-24' && t.value !== '')
    .filter((t) => !has(t, true) && !has(t, false))
    .map(({ bt, value, group }) => ({ bt, value, group }));
}

/** A difference list as text, for test messages. */
export function describe(keys: readonly TermKey[]): string {
  return keys.map((k) => `${k.group ? `${k.group} ` : ''}${k.bt}=${JSON.stringify(k.value)}`).join('; ');
}
