import type { ConvertTargetId } from '@einvoice/engine';
import { PLANNED_TARGETS, TARGETS } from '@einvoice/engine/catalog';
import { legacyFail } from './errors.ts';

/** XRechnung in the source's own syntax: which id depends on the invoice, known once the engine read it. */
export const XRECHNUNG_BY_SYNTAX = { UBL: 'xrechnung-ubl', CII: 'xrechnung-cii' } as const;

/** What a v1 target name stands for: a target id, or XRechnung in the source's syntax. */
export type V1Target = ConvertTargetId | 'xrechnung';

/** The format names of spec 4.12 and their usual spellings, as written in details.accepted. */
const NAMES: readonly [string, V1Target][] = [
  ['UBL', 'en16931-ubl'],
  ['CII', 'en16931-cii'],
  ['XRechnung', 'xrechnung'],
  ['Factur-X', 'factur-x'],
  ['ZUGFeRD', 'factur-x'],
  ['Peppol BIS', 'peppol-bis'],
  ['Peppol', 'peppol-bis'],
];

// Case, surrounding blanks and blanks or underscores between words do not matter: "peppol_bis" is "Peppol BIS".
const normal = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const BY_NAME = new Map<string, V1Target>([
  ...NAMES.map(([name, target]) => [normal(name), target] as const),
  ...TARGETS.map((t) => [t.id, t.id] as const),
]);

/** Every target name /v1/convert takes (details.accepted of an unknown target). */
export const ACCEPTED_TARGETS: readonly string[] = [
  ...NAMES.map(([name]) => name),
  ...TARGETS.map((t) => t.id),
];

/**
 * The target a v1 name stands for (spec 4.12 names case-insensitively, and the v3 ids). Anything else is 400
 * BAD_REQUEST with cause UNSUPPORTED_TARGET (7.2 has no code of its own for it) and the accepted names.
 */
export function v1Target(name: string): V1Target {
  const target = BY_NAME.get(normal(name));
  if (target) return target;
  return legacyFail('BAD_REQUEST', `Conversion target '${name}' is not supported.`, {
    cause: 'UNSUPPORTED_TARGET',
    field: 'target',
    target: name,
    accepted: ACCEPTED_TARGETS,
    planned: [...PLANNED_TARGETS],
  });
}
