import {
  type Answer,
  type ConvertOptions,
  type ConvertResult,
  convert,
  createEngine,
  diffInvoices,
  type EngineInfo,
  extractInvoice,
  type FixOptions,
  type FixResult,
  fix,
  type InspectResult,
  type InvoiceDiff,
  type LocalEngine,
  type Remediation,
  type RenderOptions,
  type RenderResult,
  type RulesetLoader,
  remediate,
  renderInvoice,
  type Sha256Hex,
  type ValidateInput,
  type ValidateOptions,
  type ValidateResult,
} from '@einvoice/engine';
import { type CheckedLoader, checkedLoader, type ReadRaw } from '@einvoice/engine/loader';
import { engineInput, type InvoiceInput } from './engineInput.ts';
import { typedLimits } from './typedLimits.ts';

export type { InvoiceInput } from './engineInput.ts';

/** The engine behind the HTTP API's operations, in-process: each answers what the API answers. */
export interface Validator {
  validate(input: InvoiceInput, options?: ValidateOptions): Promise<ValidateResult>;
  /** validate() plus the invoice's facts (parties, dates, totals) and the scenario whose rules ran. */
  inspect(input: InvoiceInput, options?: ValidateOptions): Promise<InspectResult>;
  fix(input: InvoiceInput, options?: FixOptions): Promise<FixResult>;
  /** The verdict before any change, then the strict repair with the caller's answers to its questions. */
  remediate(input: InvoiceInput, answers: Answer[]): Promise<Remediation>;
  convert(input: InvoiceInput, options: ConvertOptions): Promise<ConvertResult>;
  render(input: InvoiceInput, options?: RenderOptions): Promise<RenderResult>;
  /** The values that differ between two versions of an invoice, at most `limit` of them listed. */
  diff(before: InvoiceInput, after: InvoiceInput, limit: number): Promise<InvoiceDiff>;
  /** The invoice itself: a hybrid PDF's embedded XML (as `xmlBase64`), anything else as it came. */
  extract(input: InvoiceInput): Promise<ValidateInput>;
  /** Rule sets, versions and the SHA-256 of every shipped rules file. */
  info(): EngineInfo;
  /**
   * Loads the schemas and rules of the given scenarios (e.g. `'xrechnung/ubl-invoice'`), or of every default
   * scenario, now instead of on first use.
   */
  prepare(scenarios?: readonly string[]): Promise<void>;
}

/** How a validator reads a host's rulesets build. */
export interface HostOptions {
  /**
   * Read and check every file of the build before the validator is returned (a server's start-up); for a
   * reader or a `checkedLoader`.
   */
  verifyAll?: boolean;
  /** Read a file that does not match the manifest once more with `fresh` (a stale HTTP cache heals itself). */
  retry?: boolean;
  /** The SHA-256 (lower-case hex) of each validated document; Web Crypto's by default, node:crypto's in the Node entry. */
  sha256?: Sha256Hex;
}

/**
 * A validator over a host's rulesets build: a reader of its raw files (each checked against the build's
 * manifest here), or a loader the host built itself (`fetchLoader`, or its own `checkedLoader`).
 */
export async function validatorOver(
  source: ReadRaw | RulesetLoader,
  { verifyAll = false, retry = false, sha256 }: HostOptions = {},
): Promise<Validator> {
  const loader: RulesetLoader & Partial<CheckedLoader> =
    typeof source === 'function' ? checkedLoader(source, { retry }) : source;
  if (verifyAll) {
    if (!loader.verifyAll) throw new TypeError('verifyAll needs a reader or a checkedLoader');
    await loader.verifyAll();
  }
  const engine: LocalEngine = await createEngine({ loader, sha256 });
  return {
    validate: (input, options) => typedLimits(() => engine.validate(engineInput(input), options)),
    inspect: (input, options) => typedLimits(() => engine.inspect(engineInput(input), options)),
    fix: (input, options) => typedLimits(() => fix(engine, engineInput(input), options)),
    remediate: (input, answers) => typedLimits(() => remediate(engine, engineInput(input), answers)),
    convert: (input, options) => typedLimits(() => convert(engine, engineInput(input), options)),
    // The API's render reads the invoice out of a hybrid PDF first, as here.
    render: (input, options) =>
      typedLimits(async () => renderInvoice((await extractInvoice(engineInput(input))).input, options)),
    diff: (before, after, limit) =>
      typedLimits(() => diffInvoices(engineInput(before), engineInput(after), limit)),
    extract: (input) => typedLimits(async () => (await extractInvoice(engineInput(input))).input),
    info: () => engine.info(),
    prepare: (scenarios) => engine.prepare(scenarios),
  };
}
