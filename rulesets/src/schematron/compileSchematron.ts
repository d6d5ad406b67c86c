import path from 'node:path';
import { emitXslt } from './emitXslt.ts';
import { readSchematron } from './readSchematron.ts';

/** Compiles an ISO Schematron file (queryBinding xslt2) to the text of an XSLT 2.0 stylesheet that outputs SVRL. */
export function compileSchematronToXslt(schPath: string, options: { phase?: string } = {}): string {
  return emitXslt(readSchematron(schPath), { ...options, sourceName: path.basename(schPath) });
}
