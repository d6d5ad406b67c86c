import type { BuiltScenario } from '../manifest.ts';
import type { SchematronRun } from '../oracles/schematron/runSchematron.ts';
import type { XsdResult } from '../oracles/xsd/validateXsd.ts';
import { levelOf } from '../scenario/levelOf.ts';
import type { Finding, LineArithmeticWarning, Severity } from '../types.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { resolveLine } from './resolveLine.ts';
import { ruleText } from './ruleTexts.ts';
import { termsOfRule } from './termsOfRule.ts';

const SEVERITY = { error: 'error', warning: 'warning', information: 'info' } as const satisfies Record<
  string,
  Severity
>;

/** Oracle id of the line-arithmetic service checks (spec 2.2). */
export const LINE_ARITHMETIC_ORACLE = 'service-line-arithmetic';

/** Turns XSD errors into findings: the schema does not name business terms. */
export function xsdFindings(oracle: string, result: XsdResult): Finding[] {
  return result.errors.map((e) => ({
    ruleId: 'XSD',
    severity: 'error',
    oracle,
    bt: [],
    xpath: null,
    message: { en: e.message, de: null },
    plain: ruleText('XSD')?.plain ?? null,
    action: ruleText('XSD')?.action ?? null,
    line: e.line,
  }));
}

/** Turns one schematron run's SVRL into findings, with the scenario's levels and the rule texts. */
export function schematronFindings(
  oracle: string,
  scenario: BuiltScenario,
  run: SchematronRun,
  tree: XmlTree,
): Finding[] {
  if (!run.ok) return [];
  return run.items.map((item) => {
    const severity = SEVERITY[levelOf(scenario, item.id, item.flag)];
    const text = ruleText(item.id);
    return {
      ruleId: item.id,
      severity,
      oracle,
      bt: termsOfRule(item.text),
      xpath: item.location || null,
      message: { en: item.text, de: text ? `[${item.id}] ${text.plain.de}` : null },
      plain: text?.plain ?? null,
      action: severity === 'error' ? (text?.action ?? null) : null,
      line: resolveLine(tree, item.location),
    };
  });
}

/** Line arithmetic warnings also appear as findings, always at warning level. */
export function lineArithmeticFindings(warnings: LineArithmeticWarning[], tree: XmlTree): Finding[] {
  return warnings.map((w) => ({
    ruleId: w.rule,
    severity: 'warning',
    oracle: LINE_ARITHMETIC_ORACLE,
    bt: w.bts,
    xpath: w.xpath,
    message: w.message,
    plain: null,
    action: null,
    line: resolveLine(tree, w.xpath),
  }));
}
