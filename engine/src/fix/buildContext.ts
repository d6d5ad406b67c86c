import { detectDocument } from '../detect/detectDocument.ts';
import { readInvoice } from '../model/readInvoice.ts';
import { indexXml } from '../patch/indexXml.ts';
import type { Finding } from '../types.ts';
import { parseXml } from '../xml/parseXml.ts';
import type { FixContext } from './Synthesizer.ts';

/** Reads the current text once for all synthesizers: offset index, EN 16931 model, open errors. */
export function buildContext(text: string, findings: Finding[]): FixContext {
  const { doc, root } = parseXml(text);
  const detected = detectDocument(root);
  return {
    syntax: detected.syntax,
    index: indexXml(text),
    model: readInvoice(doc, detected.syntax, detected.document),
    findings: findings.filter((f) => f.severity === 'error'),
  };
}
