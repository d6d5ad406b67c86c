import type { BuiltScenario } from '../manifest.ts';
import type { SchematronRun } from '../oracles/schematron/runSchematron.ts';
import type { XsdResult } from '../oracles/xsd/validateXsd.ts';
import { levelOf } from '../scenario/levelOf.ts';
import type { Finding, LineArithmeticWarning, Severity } from '../types.ts';
import { elementPath, findElement } from '../xml/elementPath.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { describeXsd } from './describeXsd.ts';
import { plainOf } from './layerRuleText.ts';
import type { Locator } from './locate.ts';
import { resolveNode } from './resolveLine.ts';
import { ruleText } from './ruleTexts.ts';
import { sumValues } from './sumValues.ts';
import { termsOfElement } from './termOfElement.ts';
import { termsOfRule } from './termsOfRule.ts';

const SEVERITY = { error: 'error', warning: 'warning', information: 'info' } as const satisfies Record<
  string,
  Severity
>;

/** Oracle id of the line-arithmetic service checks (spec 2.2). */
export const LINE_ARITHMETIC_ORACLE = 'service-line-arithmetic';

// The finding's place as line, column and byte offset, from the node a location resolves to.
function placed(locator: Locator, node: number | null): Pick<Finding, 'line' | 'column' | 'offset'> {
  const at = node === null ? null : locator.of(node);
  return { line: at?.line ?? null, column: at?.column ?? null, offset: at?.offset ?? null };
}

/** A finding made elsewhere (a service check) placed like the others: line, column and byte offset of its element. */
export function placeFinding(f: Finding, tree: XmlTree, locator: Locator): Finding {
  const node = f.xpath ? findElement(tree, f.xpath) : -1;
  return { ...f, ...placed(locator, node < 0 ? null : node) };
}

/**
 * Turns XSD errors into findings that explain themselves: the element the diagnostic names (found on its
 * line), its EN 16931 term, a plain en/de text saying what form was expected and what was found, and an
 * action. The position is the element's when it is found, else libxml2's line and column.
 */
export function xsdFindings(oracle: string, result: XsdResult, locator: Locator): Finding[] {
  return result.errors.map((e) => {
    const node = locator.elementOf(e.message, e.line);
    const attribute = /^Element '[^']+', attribute '([^']+)'/.exec(e.message)?.[1];
    const bt = node === null ? [] : termsOfElement(locator.tree, node, attribute);
    const described = describeXsd(e.message, bt);
    const at = node !== null ? locator.of(node) : e.line !== null ? locator.at(e.line, e.column ?? 1) : null;
    return {
      ruleId: 'XSD',
      severity: 'error',
      oracle,
      bt,
      xpath: node === null ? null : elementPath(locator.tree, node),
      message: { en: e.message, de: null },
      plain: described.plain,
      action: described.action,
      line: at?.line ?? e.line,
      column: at?.column ?? e.column,
      offset: at?.offset ?? null,
    };
  });
}

/** Turns one schematron run's SVRL into findings, with the scenario's levels and the rule texts. */
export function schematronFindings(
  oracle: string,
  scenario: BuiltScenario,
  run: SchematronRun,
  tree: XmlTree,
  locator: Locator,
): Finding[] {
  if (!run.ok) return [];
  return run.items.map((item) => {
    const severity = SEVERITY[levelOf(scenario, item.id, item.flag)];
    const text = ruleText(item.id);
    const sums = sumValues(tree, item.id);
    // A national layer's finding always has a plain text in en, de and fr (built from its terms where no own text exists).
    const plain = plainOf(item.id, item.text, scenario.layer);
    const levelNote = scenario.levelNotes?.[item.id]?.note;
    return {
      ruleId: item.id,
      severity,
      oracle,
      bt: termsOfRule(item.text),
      xpath: item.location || null,
      message: {
        en: item.text,
        de: text ? `[${item.id}] ${text.plain.de}` : null,
        fr: text?.plain.fr ? `[${item.id}] ${text.plain.fr}` : null,
      },
      // A sum rule's plain text says which numbers disagree.
      plain:
        sums && plain
          ? {
              en: `${plain.en} ${sums.text.en}`,
              de: plain.de === null ? sums.text.de : `${plain.de} ${sums.text.de}`,
              fr: plain.fr && sums.text.fr ? `${plain.fr} ${sums.text.fr}` : null,
            }
          : (sums?.text ?? plain),
      action: severity === 'error' ? (text?.action ?? null) : null,
      ...placed(locator, resolveNode(tree, item.location)),
      ...(sums ? { values: sums.values } : {}),
      ...(levelNote ? { levelNote } : {}),
    };
  });
}

/** Line arithmetic warnings also appear as findings, always at warning level. */
export function lineArithmeticFindings(
  warnings: LineArithmeticWarning[],
  tree: XmlTree,
  locator: Locator,
): Finding[] {
  return warnings.map((w) => ({
    ruleId: w.rule,
    severity: 'warning',
    oracle: LINE_ARITHMETIC_ORACLE,
    bt: w.bts,
    xpath: w.xpath,
    message: w.message,
    plain: null,
    action: null,
    ...placed(locator, resolveNode(tree, w.xpath)),
  }));
}
