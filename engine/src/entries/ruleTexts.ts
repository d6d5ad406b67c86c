/**
 * Package entry `@einvoice/engine/ruleTexts`: how the rules build explains rules — the plain texts and the BT terms
 * each rule concerns. The XPath toolchain has its own entry, `@einvoice/engine/xpath`.
 */

export * from '../findings/layerRuleText.ts';
export * from '../findings/ruleTexts.ts';
export * from '../findings/termsOfRule.ts';
