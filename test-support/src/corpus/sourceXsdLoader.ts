import fs from 'node:fs/promises';
import path from 'node:path';
import type { RulesetLoader } from '@einvoice/engine';
import { rulesetsDir } from './paths.ts';

// The same layout the rulesets build copies the XSD trees to.
const BUILD_TO_SOURCE: [string, string][] = [
  ['xsd/ubl-2.1/', 'ubl-2.1/xsd/'],
  ['xsd/cii-d16b/', 'cii-d16b/xsd/'],
];

/** Test-only loader serving build-relative `xsd/...` paths straight from the source rulesets. */
export function sourceXsdLoader(): RulesetLoader {
  const resolve = (rel: string): string => {
    const hit = BUILD_TO_SOURCE.find(([build]) => rel.startsWith(build));
    if (!hit) throw new Error(`not an XSD build path: ${rel}`);
    return path.join(rulesetsDir, hit[1], rel.slice(hit[0].length));
  };
  return {
    text: (rel) => fs.readFile(resolve(rel), 'utf8'),
    bytes: async (rel) => new Uint8Array(await fs.readFile(resolve(rel))),
  };
}
