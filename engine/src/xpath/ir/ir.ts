/**
 * The compiled-rules intermediate representation: what the rules compiler (rulesets/src/rules) writes as
 * JSON and the engine turns into closures at load time. Names are resolved to namespace URIs, variables
 * to frame slots; everything here is supported by the runtime, or the build has failed.
 */

/** An expanded name: namespace URI ('' for none) and local part; `*` is a wildcard in name tests. */
export type XName = [ns: string, local: string];

/** XPath axes the compiler accepts. */
export type Axis =
  | 'child'
  | 'descendant'
  | 'descendant-or-self'
  | 'self'
  | 'attribute'
  | 'parent'
  | 'ancestor'
  | 'ancestor-or-self'
  | 'following-sibling'
  | 'preceding-sibling'
  | 'following'
  | 'preceding';

/** A node test: a name test (either part may be `*`) or a kind test. */
export type NodeTest =
  | { k: 'name'; ns: string; local: string }
  | { k: 'kind'; kind: 'node' | 'text' | 'element' | 'attribute' | 'document' | 'comment' | 'pi' };

/** A sequence type for `instance of` / `treat as`; `item` is an atomic type name (`xs:decimal`) or a node kind. */
export interface SeqType {
  item: string;
  occ: '' | '?' | '*' | '+';
}

/** One XPath 2.0 expression node. */
export type Expr =
  | { k: 'str'; v: string }
  | { k: 'int' | 'dec' | 'dbl'; v: string }
  | { k: 'var'; slot: number }
  | { k: 'gvar'; g: number }
  | { k: 'ctx' }
  | { k: 'root' }
  | { k: 'seq'; items: Expr[] }
  | { k: 'or' | 'and'; a: Expr; b: Expr }
  | { k: 'gcmp'; op: CmpOp; a: Expr; b: Expr }
  | { k: 'vcmp'; op: CmpOp; a: Expr; b: Expr }
  | { k: 'ncmp'; op: 'is' | '<<' | '>>'; a: Expr; b: Expr }
  | { k: 'arith'; op: '+' | '-' | '*' | 'div' | 'idiv' | 'mod'; a: Expr; b: Expr }
  | { k: 'neg'; a: Expr }
  | { k: 'range'; a: Expr; b: Expr }
  | { k: 'union' | 'intersect' | 'except'; a: Expr; b: Expr }
  | { k: 'instance'; a: Expr; type: SeqType }
  | { k: 'treat'; a: Expr; type: SeqType }
  | { k: 'cast' | 'castable'; a: Expr; type: string; opt: boolean }
  | { k: 'if'; c: Expr; t: Expr; e: Expr }
  | { k: 'for'; slot: number; in: Expr; ret: Expr }
  | { k: 'some' | 'every'; slot: number; in: Expr; sat: Expr }
  | { k: 'call'; fn: string; args: Expr[] }
  | { k: 'ucall'; fn: number; args: Expr[] }
  | { k: 'path'; a: Expr; b: Expr }
  | { k: 'step'; axis: Axis; test: NodeTest; preds: Expr[] }
  | { k: 'filter'; a: Expr; preds: Expr[] }
  | { k: 'let'; slot: number; value: Expr; ret: Expr }
  | { k: 'conv'; a: Expr; type: SeqType }
  | { k: 'valueof'; a: Expr }
  // Written by the rules build's last step (compile/sharedSubexpressions.ts), never parsed from XPath:
  // the rule's shared subexpression of frame slot `slot`, computed at its first evaluation in its scope;
  | { k: 'shared'; slot: number }
  // `a`, with the shared slots of its scope cleared first (the body of a quantifier or let).
  | { k: 'fresh'; slots: number[]; a: Expr };

/** General and value comparison operators, by their general spelling. */
export type CmpOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** A piece of message text: literal, `value-of`, or `name()` of a path. */
export type MessagePart = string | { v: Expr } | { n: Expr };

/** An assert (fires when false) or report (fires when true). */
export interface CheckIr {
  report?: true;
  id: string;
  flag: string | null;
  test: Expr;
  message: MessagePart[];
}

/** A rule: context pattern alternatives (each an expression selecting matching nodes from the root). */
export interface RuleIr {
  context: Expr;
  /** Rule-level lets, evaluated with the rule's context node, in frame slots. */
  lets: { slot: number; value: Expr }[];
  checks: CheckIr[];
  /** Subexpressions its checks repeat, each evaluated once per firing into its frame slot (`shared`). */
  shared?: { slot: number; value: Expr }[];
  /** Frame size the rule needs (lets, range variables and shared subexpressions). */
  frame: number;
}

/** A pattern: its rules in priority order (first match per node wins). */
export interface PatternIr {
  id: string | null;
  rules: RuleIr[];
}

/** A user function from an embedded `xsl:function`: parameters in slots 0..n-1, a body expression. */
export interface FunctionIr {
  name: string;
  params: { type: SeqType | null }[];
  /** The body with XSLT variables as `let`, `choose` as `if` and the declared result type as `conv`. */
  body: Expr;
  frame: number;
}

/** A whole compiled schematron. */
export interface RulesetIr {
  /** `/2`: rules may share subexpressions (`shared`, `fresh`), which an engine reading `/1` cannot run. */
  format: 'einvoice-rules/2';
  id: string;
  /** Global lets in dependency-safe declaration order; evaluated lazily with the document node as context. */
  globals: { name: string; value: Expr; frame: number }[];
  functions: FunctionIr[];
  patterns: PatternIr[];
}
