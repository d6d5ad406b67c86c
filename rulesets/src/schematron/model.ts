import type { Element } from '@xmldom/xmldom';

/** A `let`: an XPath bound to a name (`as` is the optional ISO 2016 type). */
export interface SchLet {
  name: string;
  value: string;
  as: string | null;
}

/** A piece of assertion or diagnostic text: literal text, `value-of select`, or `name path`. */
export type SchMessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'value-of'; select: string }
  | { kind: 'name'; path: string | null };

/** An `assert` (fires when the test is false) or a `report` (fires when the test is true). */
export interface SchCheck {
  kind: 'assert' | 'report';
  test: string;
  id: string | null;
  flag: string | null;
  role: string | null;
  /** Ids from the `diagnostics` attribute, in order. */
  diagnostics: string[];
  message: SchMessagePart[];
}

/** A concrete rule with `extends` already inlined. */
export interface SchRule {
  context: string;
  id: string | null;
  flag: string | null;
  role: string | null;
  lets: SchLet[];
  checks: SchCheck[];
}

/** A concrete pattern (abstract patterns already instantiated). */
export interface SchPattern {
  id: string | null;
  /** Pattern-level lets; the ISO skeleton makes these global variables. */
  lets: SchLet[];
  rules: SchRule[];
}

/** A `phase`: the patterns it activates and its own lets. */
export interface SchPhase {
  id: string;
  active: string[];
  lets: SchLet[];
}

/** A whole ISO Schematron schema, includes resolved, ready for emitting. */
export interface SchSchema {
  title: string;
  schemaVersion: string | null;
  queryBinding: string;
  defaultPhase: string | null;
  /** Prefix bindings for the XPaths (`ns` elements first, then the root element's declarations). */
  namespaces: { prefix: string; uri: string }[];
  lets: SchLet[];
  phases: SchPhase[];
  patterns: SchPattern[];
  diagnostics: Map<string, SchMessagePart[]>;
  /** Embedded XSLT declarations (`xsl:function`, `xsl:key`, ...) to copy into the stylesheet. */
  xslDeclarations: Element[];
}
