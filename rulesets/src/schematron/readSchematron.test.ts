import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SchSchema } from './model.ts';
import { readSchematron } from './readSchematron.ts';

const rulesetsDir =
  process.env.RULESETS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/rulesets');

/** Pattern ids, rule contexts and checks, whitespace-trimmed, in schema order. */
function outline(schema: SchSchema): string[] {
  return schema.patterns.flatMap((p) =>
    p.rules.flatMap((r) => [
      `pattern ${p.id} rule ${r.context.trim()}`,
      ...r.checks.map((c) => `${c.kind} ${c.id} ${c.flag} ${c.test.trim()} ${c.message.length}`),
    ]),
  );
}

describe('readSchematron', () => {
  // CEN ships its sources (includes + abstract patterns) and the same schema preprocessed by its
  // build: reading the sources must give exactly the preprocessed rules.
  for (const syntax of ['ubl', 'cii']) {
    it(`expands the CEN ${syntax.toUpperCase()} includes and abstract patterns as CEN's own preprocessing`, () => {
      const dir = path.join(rulesetsDir, 'en16931', syntax, 'schematron');
      const name = `EN16931-${syntax.toUpperCase()}-validation`;
      const sources = readSchematron(path.join(dir, `${name}.sch`));
      const preprocessed = readSchematron(path.join(dir, 'preprocessed', `${name}-preprocessed.sch`));
      expect(outline(sources)).toEqual(outline(preprocessed));
      expect(outline(sources).length).toBeGreaterThan(900);
      expect(sources.phases).toEqual(preprocessed.phases);
      expect(sources.namespaces).toEqual(expect.arrayContaining(preprocessed.namespaces));
    });
  }

  it('reads XRechnung lets, the included common pattern and the embedded XSLT functions', () => {
    const xr = readSchematron(
      path.join(rulesetsDir, 'xrechnung/schematron-merged/cii/XRechnung-CII-validation.sch'),
    );
    expect(xr.patterns.map((p) => p.id)).toContain('variable-pattern');
    expect(xr.patterns.find((p) => p.id === 'variable-pattern')?.lets.map((l) => l.name)).toContain(
      'XR-EMAIL-REGEX',
    );
    expect(xr.lets.map((l) => l.name)).toContain('profile');
    expect(xr.xslDeclarations.map((f) => f.getAttribute('name'))).toEqual(
      expect.arrayContaining(['u:gln', 'u:decimalOrZero']),
    );
  });
});
