import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';

/** Where a writer reads from: the invoice root or one group instance. */
export interface Scope {
  terms: readonly TermValue[];
  groups: readonly GroupInstance[];
}

/** Read helpers over a model scope, so writers name terms and groups by their EN 16931 ids. */
export interface ScopeReader {
  /** First value of a term in the scope. */
  v(bt: string): TermValue | undefined;
  /** Every value of a term in the scope. */
  all(bt: string): TermValue[];
  /** The group instances of a group directly in the scope. */
  groups(bg: string): GroupInstance[];
  /** The first instance of a group directly in the scope. */
  group(bg: string): GroupInstance | undefined;
}

/** Wraps a model or group instance in the read helpers. */
export function scope(s: Scope | InvoiceModel): ScopeReader {
  return {
    v: (bt) => s.terms.find((t) => t.bt === bt),
    all: (bt) => s.terms.filter((t) => t.bt === bt),
    groups: (bg) => s.groups.filter((g) => g.bg === bg),
    group: (bg) => s.groups.find((g) => g.bg === bg),
  };
}

/** The value of an attribute the term carried in its source (schemeID, listID, mimeCode …). */
export function attr(t: TermValue | undefined, name: string): string | undefined {
  return t?.attributes.find((a) => a.name === name)?.value;
}
