import fs from 'node:fs';
import path from 'node:path';
import { cyclesOf, importsOf, isTest, sourceFiles } from '@einvoice/test-support/imports/importGraph';
import { describe, expect, it } from 'vitest';

/**
 * The package boundaries (issue 14): the engine's runtime path has one XML reader and no rulesets import,
 * its folders import each other in one direction only, and the other packages use the engine through its
 * package entries. Checked over the import statements of the source files, so a violating import fails here.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const ENGINE = path.join(REPO, 'engine/src');

/** The engine "unit" of a file: its top folder under engine/src, or the file itself at the root. */
function unitOf(file: string): string {
  const rel = path.relative(ENGINE, file).split(path.sep);
  return rel.length > 1 ? `${rel[0]}/` : (rel[0] as string);
}

const engineRuntime = sourceFiles(ENGINE).filter((f) => !isTest(f));

describe('package boundaries', () => {
  it('the checker sees imports and cycles (it can fail)', () => {
    expect(
      importsOf("import { a } from '../x.ts';\nexport type { B } from './y.ts';\nawait import('z');"),
    ).toEqual(['../x.ts', './y.ts', 'z']);
    const edges = new Map([
      ['a/', new Set(['b/'])],
      ['b/', new Set(['a/'])],
      ['c/', new Set(['a/'])],
    ]);
    expect(cyclesOf(edges)).toEqual([['a/', 'b/']]);
  });

  it('no engine runtime file imports xmldom or xpath: the one parser is the XmlTree', () => {
    const offenders = engineRuntime.filter((f) =>
      importsOf(fs.readFileSync(f, 'utf8')).some((s) => s === '@xmldom/xmldom' || s === 'xpath'),
    );
    expect(offenders.map((f) => path.relative(REPO, f))).toEqual([]);
  });

  it('the engine never imports the rulesets package (the build imports the engine)', () => {
    const offenders = sourceFiles(ENGINE).flatMap((f) =>
      importsOf(fs.readFileSync(f, 'utf8'))
        .filter(
          (s) =>
            s.startsWith('@einvoice/rulesets') ||
            (s.startsWith('.') && path.resolve(path.dirname(f), s).startsWith(path.join(REPO, 'rulesets'))),
        )
        .map((s) => `${path.relative(REPO, f)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the engine's folders import each other without cycles", () => {
    const edges = new Map<string, Set<string>>();
    for (const f of engineRuntime) {
      for (const s of importsOf(fs.readFileSync(f, 'utf8'))) {
        if (!s.startsWith('.')) continue;
        const from = unitOf(f);
        const to = unitOf(path.resolve(path.dirname(f), s));
        if (from === to) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
    expect(edges.size).toBeGreaterThan(10);
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('proxy and web use the engine through its package entries only', () => {
    const exported = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(REPO, 'engine/package.json'), 'utf8')) as { exports: object })
        .exports,
    ).map((k) => (k === '.' ? '@einvoice/engine' : `@einvoice/engine/${k.slice(2)}`));
    const files = [...sourceFiles(path.join(REPO, 'proxy/src')), ...sourceFiles(path.join(REPO, 'web/src'))];
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((f) =>
      importsOf(fs.readFileSync(f, 'utf8'))
        .filter(
          (s) =>
            (s.startsWith('.') && path.resolve(path.dirname(f), s).startsWith(path.join(REPO, 'engine'))) ||
            (s.startsWith('@einvoice/engine') && !exported.includes(s)),
        )
        .map((s) => `${path.relative(REPO, f)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the validator uses the proxy through its package entries, and the proxy never imports the validator', () => {
    const exported = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(REPO, 'proxy/package.json'), 'utf8')) as { exports: object })
        .exports,
    ).map((k) => (k === '.' ? '@einvoice/proxy' : `@einvoice/proxy/${k.slice(2)}`));
    const into = (f: string, s: string, dir: string) =>
      s.startsWith('.') && path.resolve(path.dirname(f), s).startsWith(path.join(REPO, dir));
    const validator = sourceFiles(path.join(REPO, 'validator/src')).filter((f) => !isTest(f));
    expect(validator.length).toBeGreaterThan(3);
    const offenders = [
      ...validator.flatMap((f) =>
        importsOf(fs.readFileSync(f, 'utf8'))
          .filter((s) => into(f, s, 'proxy') || (s.startsWith('@einvoice/proxy') && !exported.includes(s)))
          .map((s) => `${path.relative(REPO, f)} → ${s}`),
      ),
      ...sourceFiles(path.join(REPO, 'proxy/src')).flatMap((f) =>
        importsOf(fs.readFileSync(f, 'utf8'))
          .filter((s) => into(f, s, 'validator') || s.startsWith('@einvoice/validator'))
          .map((s) => `${path.relative(REPO, f)} → ${s}`),
      ),
    ];
    expect(offenders).toEqual([]);
  });
});
