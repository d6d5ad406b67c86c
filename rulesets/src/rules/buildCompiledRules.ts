import fs from 'node:fs';
import path from 'node:path';
import { loadRules } from '@einvoice/engine/xpath';
import { inlineCodeDbInSchema } from '../facturx/inlineCodeDb.ts';
import type { SchematronArtefact } from '../manifest.ts';
import { readCompiledXslt } from '../schematron/readCompiledXslt.ts';
import { readSchematron } from '../schematron/readSchematron.ts';
import { compileRules } from './compileRules.ts';

/**
 * Compiles one schematron artefact's `.sch` into `rules/<id>.json` (the rules IR) and loads it once with
 * the engine's loader, so an expression the runtime cannot run fails the build. Returns the build path.
 * An artefact with no `.sch` (an owner who publishes only the compiled XSLT, as SI-UBL) is read back
 * from that XSLT.
 */
export function buildCompiledRules(a: SchematronArtefact, src: string, out: string): string {
  const schema =
    a.rulesSource !== undefined || a.source.from === 'sch'
      ? readSchematron(path.join(src, a.rulesSource ?? a.source.path))
      : readCompiledXslt(path.join(src, a.source.path));
  const ir = compileRules(a.codeDb ? inlineCodeDbInSchema(schema, path.join(src, a.codeDb)) : schema, a.id);
  const text = JSON.stringify(ir);
  loadRules(JSON.parse(text));
  const rel = path.posix.join('rules', `${a.id}.json`);
  fs.mkdirSync(path.join(out, 'rules'), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
  return rel;
}
