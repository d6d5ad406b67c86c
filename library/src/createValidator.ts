import {
  type ConvertOptions,
  type ConvertResult,
  convert,
  createEngine,
  type EngineInfo,
  extractInvoice,
  type FixOptions,
  type FixResult,
  fix,
  type LocalEngine,
  type RenderOptions,
  type RenderResult,
  renderInvoice,
  type ValidateInput,
  type ValidateOptions,
  type ValidateResult,
} from '@einvoice/engine';
import { checkedLoader, type ReadRaw } from '@einvoice/engine/loader';
import { toBase64 } from '@einvoice/engine/toBase64';

/** An invoice as a caller has it: the file's bytes (XML or hybrid PDF), XML text, or the API's body fields. */
export type InvoiceInput = Uint8Array | ArrayBuffer | string | ValidateInput;

/** The engine behind the HTTP API's four operations, in-process. */
export interface Validator {
  validate(input: InvoiceInput, options?: ValidateOptions): Promise<ValidateResult>;
  fix(input: InvoiceInput, options?: FixOptions): Promise<FixResult>;
  convert(input: InvoiceInput, options: ConvertOptions): Promise<ConvertResult>;
  render(input: InvoiceInput, options?: RenderOptions): Promise<RenderResult>;
  /** Rule sets, versions and the SHA-256 of every shipped rules file. */
  info(): EngineInfo;
  /** Loads the schemas and rules of every default scenario now instead of on first use. */
  prepare(): Promise<void>;
}

function engineInput(input: InvoiceInput): ValidateInput {
  if (typeof input === 'string') return { xml: input };
  if (input instanceof ArrayBuffer) return { xmlBase64: toBase64(new Uint8Array(input)) };
  // Bytes go as base64, as over HTTP: the engine reads the encoding from the XML declaration or the PDF.
  if (ArrayBuffer.isView(input)) {
    return { xmlBase64: toBase64(new Uint8Array(input.buffer, input.byteOffset, input.byteLength)) };
  }
  return input;
}

/** A validator over a host's reader of the rulesets build; every file read is checked against the manifest. */
export async function validatorOver(read: ReadRaw): Promise<Validator> {
  const engine: LocalEngine = await createEngine({ loader: checkedLoader(read) });
  return {
    validate: (input, options) => engine.validate(engineInput(input), options),
    fix: (input, options) => fix(engine, engineInput(input), options),
    convert: (input, options) => convert(engine, engineInput(input), options),
    // The API's render reads the invoice out of a hybrid PDF first, as here.
    render: async (input, options) =>
      renderInvoice((await extractInvoice(engineInput(input))).input, options),
    info: () => engine.info(),
    prepare: () => engine.prepare(),
  };
}
