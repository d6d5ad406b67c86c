import fs from 'node:fs';
import path from 'node:path';
import { loadRules } from '@einvoice/engine/xpath';
import { inlineCodeDbInSchema } from '../facturx/inlineCodeDb.ts';
import type { SchematronArtefact } from '../manifest.ts';
import { readSchematron } from '../schematron/readSchematron.ts';
import { compileRules } from './compileRules.ts';

/**
 * Compiles one schematron artefact's `.sch` into `rules/<id>.json` (the rules IR) and loads it once with
 * the engine's loader, so an expression the runtime cannot run fails the build. Returns the build path.
 */
export function buildCompiledRules(a: SchematronArtefact, src: string, out: string): string {
  const sch = a.rulesSource ?? (a.source.from === 'sch' ? a.source.path : null);
  if (sch === null) throw new Error(`${a.id}: no .sch to compile rules from (set rulesSource)`);
  const schema = readSchematron(path.join(src, sch));
  const ir = compileRules(a.codeDb ? inlineCodeDbInSchema(schema, path.join(src, a.codeDb)) : schema, a.id);
  const text = JSON.stringify(ir);
  loadRules(JSON.parse(text));
  const rel = path.posix.join('rules', `${a.id}.json`);
  fs.mkdirSync(path.join(out, 'rules'), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
  return rel;
}
