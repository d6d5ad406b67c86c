import { detectTree } from '../detect/detectTree.ts';
import { readInvoice } from '../model/readInvoice.ts';
import { indexTree } from '../patch/indexXml.ts';
import type { Finding } from '../types.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import type { FixContext } from './Synthesizer.ts';

/** Reads the current document's tree once for all synthesizers: offset index, EN 16931 model, open errors. */
export function buildContext(tree: XmlTree, findings: Finding[]): FixContext {
  const detected = detectTree(tree);
  return {
    syntax: detected.syntax,
    index: indexTree(tree),
    model: readInvoice(tree, detected.syntax, detected.document),
    findings: findings.filter((f) => f.severity === 'error'),
  };
}
