/**
 * Package entry `@einvoice/engine/rules`: what the rules build compiles the schematrons' XPath into and
 * explains rules with — the IR, its function table, the compiler and loader of compiled rules, rule texts.
 */
export * from '../findings/ruleTexts.ts';
export * from '../findings/termsOfRule.ts';
export * from '../rules/compileExpr.ts';
export * from '../rules/functions.ts';
export type * from '../rules/ir.ts';
export * from '../rules/loadRules.ts';
export * from '../rules/XPathError.ts';
