/**
 * Package entry `@einvoice/engine/model`: the semantic reading of an invoice by EN 16931 terms and the values
 * it is made of, for the suites and the damage kinds that read, change and compare invoices term by term.
 */
export * from '../decimal/Decimal.ts';
export * from '../detect/detectTree.ts';
export * from '../model/locateTerms.ts';
export * from '../model/readInvoice.ts';
export * from '../model/sameValue.ts';
export * from '../model/types.ts';
export * from '../patch/applyPatches.ts';
export * from '../patch/Patch.ts';
export * from '../semantics/terms.ts';
