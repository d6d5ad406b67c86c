/**
 * The XPath toolchain's entry for the rules build (`@einvoice/engine/xpath`): the parser that turns a
 * schematron's expressions into the IR, the IR's types, the function table the parser checks calls against,
 * the rewrite that shares a rule's repeated subexpressions, and the loader that compiles a ruleset's IR to
 * closures (the build loads every ruleset once, so an expression the runtime cannot run fails the build). See
 * README.md for the phases.
 */

export { ExprCompiler } from './compile/compileExpr.ts';
export type { Ctx, Program } from './compile/context.ts';
export { type CompiledRules, loadRules } from './compile/loadRules.ts';
export { shareSubexpressions, writtenTest } from './compile/sharedSubexpressions.ts';
export type * from './ir/ir.ts';
export { ATOMIC_TYPES, parseXPath, type XPathScope } from './parse/parseXPath.ts';
export { FUNCTIONS } from './runtime/functions.ts';
export { XPathError } from './runtime/XPathError.ts';
