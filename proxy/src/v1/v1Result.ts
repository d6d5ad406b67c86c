import { type Finding, type InspectResult, reportedMetadata } from '@einvoice/engine';
import { type AppliedRuleset, rulesetsApplied } from '../platform/validationRecords.ts';

/** One item of v1 `errors` / `warnings` (spec 2.4). */
export interface V1Issue {
  code: string;
  message: string;
  location: string;
  suggestion?: string;
}

/** data of POST /v1/validate (spec 2.4). */
export interface V1Result {
  validationRef: string;
  isValid: boolean;
  format: string;
  formatVersion: string;
  rulesetsApplied: AppliedRuleset[];
  errors: V1Issue[];
  warnings: V1Issue[];
  metadata: Record<string, string>;
}

const FORMAT_VERSION: Record<'UBL' | 'CII' | 'CDAR', string> = { UBL: '2.1', CII: 'D16B', CDAR: 'D22B' };

/** What to do about a finding in one sentence: the engine's plain text and its action. */
function suggestionOf(f: Finding): string | undefined {
  const action = f.action;
  const todo =
    action?.kind === 'explain'
      ? action.reason.en
      : action?.kind === 'ask'
        ? `Enter ${action.fields.map((x) => x.label.en).join(', ')}.`
        : action?.kind === 'choose'
          ? `Choose ${action.choice.label.en}.`
          : null;
  const text = [f.plain?.en, todo].filter((t): t is string => !!t).join(' ');
  return text === '' ? undefined : text;
}

/** A finding as a v1 issue: the official rule id and text, where it is, and the suggestion when there is one. */
export function v1Issue(f: Finding): V1Issue {
  const suggestion = suggestionOf(f);
  const issue: V1Issue = { code: f.ruleId, message: f.message.en, location: f.xpath ?? '/' };
  return suggestion === undefined ? issue : { ...issue, suggestion };
}

/** The v1 result of one inspected validation. */
export function v1Result(validationRef: string, { result, metadata }: InspectResult): V1Result {
  return {
    validationRef,
    isValid: result.valid,
    format: (result.syntax ?? 'unknown').toLowerCase(),
    formatVersion: result.syntax ? FORMAT_VERSION[result.syntax] : '',
    rulesetsApplied: rulesetsApplied(result),
    errors: result.findings.filter((f) => f.severity === 'error').map(v1Issue),
    warnings: result.findings.filter((f) => f.severity === 'warning').map(v1Issue),
    metadata: reportedMetadata(metadata),
  };
}
