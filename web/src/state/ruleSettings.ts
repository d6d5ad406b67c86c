import type { ValidateOptions } from '@einvoice/engine';

/** Which day's rules judge an invoice: today's (the default), a given date's, or its own issue date's (BT-2). */
export type AsOfChoice = { kind: 'today' } | { kind: 'date'; date: string } | { kind: 'issueDate' };

/**
 * The page's rule settings (issue 23 items 2–4): releases pinned per rule set, the date whose releases apply,
 * and whether to judge under the next releases too. Sent with every check, offline and in API mode alike.
 */
export interface RuleSettings {
  /** Rule set → release version; a rule set not listed runs the release the date chooses. */
  pins: Readonly<Record<string, string>>;
  asOf: AsOfChoice;
  preview: boolean;
}

export const DEFAULT_RULE_SETTINGS: RuleSettings = { pins: {}, asOf: { kind: 'today' }, preview: false };

/** The API's `asOf` value of a choice; undefined for today's rules (the service's default). */
function asOfValue(asOf: AsOfChoice): string | undefined {
  if (asOf.kind === 'issueDate') return 'issueDate';
  return asOf.kind === 'date' && asOf.date ? asOf.date : undefined;
}

/** The engine's validate options for the settings, with `extraPins` (the French check) over the page's pins. */
export function engineOptions(
  settings: RuleSettings,
  extraPins: Readonly<Record<string, string>> = {},
): ValidateOptions {
  const pins = { ...settings.pins, ...extraPins };
  const asOf = asOfValue(settings.asOf);
  return {
    ...(Object.keys(pins).length > 0 ? { rulesetVersions: pins } : {}),
    ...(asOf ? { asOf } : {}),
    ...(settings.preview ? { preview: true } : {}),
  };
}

/** The same settings as the `options` of POST /api/v3/validate (spec 4.2: rulesets, asOf, preview). */
export function apiOptions(
  settings: RuleSettings,
  extraPins: Readonly<Record<string, string>> = {},
): { rulesets?: Record<string, string>; asOf?: string; preview?: boolean } {
  const { rulesetVersions, asOf, preview } = engineOptions(settings, extraPins);
  return {
    ...(rulesetVersions ? { rulesets: rulesetVersions as Record<string, string> } : {}),
    ...(typeof asOf === 'string' ? { asOf } : {}),
    ...(preview ? { preview } : {}),
  };
}

/** Whether the settings differ from the default (the page then says which settings are in effect). */
export function isCustom(settings: RuleSettings): boolean {
  return Object.keys(settings.pins).length > 0 || settings.asOf.kind !== 'today' || settings.preview;
}
