import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SchLet, SchSchema } from './model.ts';
import { readCompiledXslt } from './readCompiledXslt.ts';
import { readSchematron } from './readSchematron.ts';

const rulesetsDir =
  process.env.RULESETS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/rulesets');
const ublbe = path.join(rulesetsDir, 'national/ublbe-1.31');

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const lets = (ls: SchLet[]) => ls.map((l) => `${l.name}=${norm(l.value)}`).join('; ');

/**
 * Everything the rules IR takes from a schema, whitespace-normalised. The flag is the effective one
 * (the assert's, else its rule's): the skeleton writes no rule flag, only the assert's own.
 */
function outline(schema: SchSchema): string[] {
  return schema.patterns.flatMap((p) => [
    `pattern ${p.id} lets ${lets(p.lets)}`,
    ...p.rules.flatMap((r) => [
      `rule ${norm(r.context)} ${r.id} lets ${lets(r.lets)}`,
      ...r.checks.map(
        (c) =>
          `${c.kind} ${c.id} ${c.flag ?? r.flag} ${norm(c.test)} | ${norm(
            c.message
              .map((m) => (m.kind === 'text' ? m.text : `{${m.kind === 'value-of' ? m.select : m.path}}`))
              .join(''),
          )}`,
      ),
    ]),
  ]);
}

describe('readCompiledXslt', () => {
  // UBL.BE ships both its .sch and the XSLT the ISO skeleton made of it: reading the XSLT must give
  // the rules the schematron reader gives for the .sch.
  it("reads UBL.BE's compiled XSLT into the rules of its .sch", () => {
    const sch = readSchematron(path.join(ublbe, 'owner-zip/GLOBALUBL.BE.sch'));
    const xslt = readCompiledXslt(path.join(ublbe, 'xslt/GLOBALUBL.BE.xslt'));
    expect(outline(xslt)).toEqual(outline(sch));
    expect(outline(xslt).filter((l) => l.startsWith('assert ')).length).toBeGreaterThan(700);
    expect(lets(xslt.lets)).toBe(lets(sch.lets));
    expect(xslt.namespaces).toEqual(expect.arrayContaining(sch.namespaces.filter((n) => n.prefix !== 'xsl')));
    expect(xslt.xslDeclarations.map((d) => d.getAttribute('name'))).toEqual(
      sch.xslDeclarations.map((d) => d.getAttribute('name')),
    );
  });

  it('refuses a stylesheet that is not a compiled schematron', () => {
    expect(() =>
      readCompiledXslt(path.join(rulesetsDir, 'national/ublbe-1.31/owner-zip/GLOBALUBL.BE.sch')),
    ).toThrow(/not an XSLT stylesheet/);
  });
});
