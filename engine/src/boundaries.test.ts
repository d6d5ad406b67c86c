import fs from 'node:fs';
import path from 'node:path';
import { importsOf, isTest, sourceFiles } from '@einvoice/test-support/imports/importGraph';
import { describe, expect, it } from 'vitest';

/**
 * The engine's own boundary (issue 14): its runtime path has one XML reader. How the engine meets the other
 * workspaces (entries only, no cycles between its folders or with other packages) is checked for every
 * workspace alike by tooling/src/boundaries/boundaries.test.ts.
 */

const ENGINE = path.resolve(import.meta.dirname);
const REPO = path.resolve(ENGINE, '../..');
const engineRuntime = sourceFiles(ENGINE).filter((f) => !isTest(f));

describe('engine boundaries', () => {
  it('the checker sees static and dynamic imports (it can fail)', () => {
    expect(
      importsOf("import { a } from '../x.ts';\nexport type { B } from './y.ts';\nawait import('z');"),
    ).toEqual(['../x.ts', './y.ts', 'z']);
  });

  it('no engine runtime file imports xmldom or xpath: the one parser is the XmlTree', () => {
    expect(engineRuntime.length).toBeGreaterThan(100);
    const offenders = engineRuntime.filter((f) =>
      importsOf(fs.readFileSync(f, 'utf8')).some((s) => s === '@xmldom/xmldom' || s === 'xpath'),
    );
    expect(offenders.map((f) => path.relative(REPO, f))).toEqual([]);
  });
});
