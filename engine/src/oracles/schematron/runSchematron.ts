/// <reference path="./saxon-js.d.ts" />
import SaxonJS from 'saxon-js';
import { normaliseLocation } from '../../xml/location.ts';

/** One failed assert or successful report, as the SVRL states it. */
export interface SvrlItem {
  id: string;
  flag: string | null;
  /** Prefixed location path (see normaliseLocation). */
  location: string;
  text: string;
  kind: 'assert' | 'report';
}

/** A schematron run either yields its SVRL items or could not complete (the oracle verdict `error`). */
export type SchematronRun = { ok: true; items: SvrlItem[] } | { ok: false; message: string };

interface DomLike {
  nodeType: number;
  localName?: string;
  childNodes: ArrayLike<DomLike>;
  textContent: string | null;
  getAttribute?(name: string): string | null;
}

/** Parses the document once for all schematron runs (SaxonJS's own tree). */
export function parseForSaxon(xml: string): Promise<unknown> {
  return SaxonJS.getResource({ text: xml, type: 'xml' });
}

/**
 * Runs one compiled schematron (SEF) over a parsed document. A dynamic error inside the official
 * stylesheet is not a finding: it is reported as a run that could not complete.
 */
export function runSchematron(sef: unknown, source: unknown): SchematronRun {
  let result: DomLike;
  try {
    result = SaxonJS.transform(
      { stylesheetInternal: sef, sourceNode: source, destination: 'document' },
      'sync',
    ).principalResult as DomLike;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { ok: false, message: [err.code, err.message].filter(Boolean).join(': ') || String(e) };
  }
  const root = Array.from(result.childNodes).find((n) => n.nodeType === 1);
  const items: SvrlItem[] = [];
  for (const n of root ? Array.from(root.childNodes) : []) {
    if (n.nodeType !== 1 || !n.getAttribute) continue;
    const kind =
      n.localName === 'failed-assert' ? 'assert' : n.localName === 'successful-report' ? 'report' : null;
    if (!kind) continue;
    items.push({
      id: n.getAttribute('id') ?? '',
      flag: n.getAttribute('flag'),
      location: normaliseLocation(n.getAttribute('location') ?? ''),
      text: (n.textContent ?? '').trim().replace(/\s+/g, ' '),
      kind,
    });
  }
  return { ok: true, items };
}
