import type { SchemeOption } from '@einvoice/engine';

/**
 * Scheme codes a format's own rules refuse although the engine's shared list offers them: Peppol BIS 3 takes
 * electronic addresses only in the schemes of its `eaid` list (PEPPOL-EN16931-CL008), which has no EM (e-mail).
 */
const REFUSED: Record<string, readonly string[]> = { peppol: ['EM'] };

/** The options a question may offer for an invoice of `family` (`verdict.format.family`, a target's scenario). */
export function acceptedSchemes(family: string | null, options: readonly SchemeOption[]): SchemeOption[] {
  const refused = family ? (REFUSED[family] ?? []) : [];
  return options.filter((o) => !refused.includes(o.value));
}
