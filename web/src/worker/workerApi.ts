import type {
  ConvertOptions,
  ConvertResult,
  EngineErrorData,
  EngineInfo,
  FixOptions,
  FixResult,
  InvoiceInput,
  RenderOptions,
  RenderResult,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
  Validator,
} from '@einvoice/validator-js/host';
import { base64ToBytes } from '../lib/base64ToBytes.ts';

/** A Worker answer: the value, or the engine error in its structured-cloneable form. */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; error: EngineErrorData };

/**
 * What a Worker call takes: the engine's own input, or a file's raw bytes, which the Worker encodes itself so
 * the page never spends its main thread on a 10 MB file.
 */
export type WorkerInput = ValidateInput | { bytes: Uint8Array };

/** What the page's engine Worker exposes over comlink. */
export interface PageWorkerApi {
  /** Prepares the one validator of this Worker over the rulesets build at `baseUrl`; later calls reuse it. */
  init(baseUrl: string): Promise<WorkerOutcome<EngineInfo>>;
  validate(input: WorkerInput, options?: ValidateOptions): Promise<WorkerOutcome<ValidateResult>>;
  prepare(): Promise<WorkerOutcome<void>>;
  fix(input: WorkerInput, options?: FixOptions): Promise<WorkerOutcome<FixResult>>;
  convert(input: WorkerInput, options: ConvertOptions): Promise<WorkerOutcome<ConvertResult>>;
  render(input: WorkerInput, options?: RenderOptions): Promise<WorkerOutcome<RenderResult>>;
  /** The invoice XML a hybrid PDF embeds, as its bytes (as the engine took it out to judge it). */
  invoiceXml(pdf: Uint8Array): Promise<Uint8Array>;
}

function invoiceInput(input: WorkerInput): InvoiceInput {
  if (!('bytes' in input)) return input;
  // Anything but bytes goes on as it came, for the engine to refuse as invalid base64.
  return input.bytes instanceof Uint8Array ? input.bytes : { xmlBase64: input.bytes };
}

/**
 * The Worker side over one validator of `@einvoice/validator-js/host`, built as a stranger would build it: over
 * the package's `fetchLoader` of the rulesets build the page serves beside itself.
 */
export function pageWorkerApi(): PageWorkerApi {
  let validator: Promise<Validator> | null = null;
  const ready = (): Promise<Validator> =>
    validator ?? Promise.reject(new Error('engine worker: init() was not called'));
  // Only engine errors are part of the contract; anything else is a bug and crosses as a plain Error.
  const outcome = async <T>(run: (v: Validator) => Promise<T>): Promise<WorkerOutcome<T>> => {
    try {
      return { ok: true, value: await run(await ready()) };
    } catch (e) {
      const { isEngineError, toErrorData } = await import('@einvoice/validator-js/host');
      if (isEngineError(e)) return { ok: false, error: toErrorData(e) };
      throw e;
    }
  };
  return {
    init: (baseUrl) => {
      // The package is imported here, not at the top: libxml2-wasm initialises with a top-level await, and a
      // module Worker still evaluating its imports drops messages that arrive meanwhile.
      validator ??= import('@einvoice/validator-js/host').then((host) =>
        host.validatorOver(host.fetchLoader(baseUrl)),
      );
      validator.catch(() => {
        validator = null;
      });
      return outcome(async (v) => v.info());
    },
    validate: (input, options) => outcome((v) => v.validate(invoiceInput(input), options)),
    prepare: () => outcome((v) => v.prepare()),
    fix: (input, options) => outcome((v) => v.fix(invoiceInput(input), options)),
    convert: (input, options) => outcome((v) => v.convert(invoiceInput(input), options)),
    render: (input, options) => outcome((v) => v.render(invoiceInput(input), options)),
    invoiceXml: async (pdf) => {
      const { xmlBase64 } = await (await ready()).extract(pdf);
      return base64ToBytes(xmlBase64 as string);
    },
  };
}
