import path from 'node:path';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { RUNTIME_CORPORA } from './recordedEngine.ts';

/** An invoice file of the corpora and what the reference run says of it as it comes. */
export interface ReferenceInvoice {
  file: string;
  valid: boolean;
  /** The ids of its error-level findings, each once, sorted. */
  errors: string[];
}

/**
 * The invoices the examples are judged on, from the runtime corpora's reference records: a valid XRechnung of
 * the test suite, and an invalid document of the CEN examples with the error ids the reference run names.
 * Plain files only (no test-set wrappers), so each example reads them as a user's file.
 */
export function referenceInvoices(): { valid: ReferenceInvoice; invalid: ReferenceInvoice } {
  const records = RUNTIME_CORPORA.flatMap((c) => readExpected(c)).filter((r) => !r.testSet);
  const of = (rec: (typeof records)[number]): ReferenceInvoice => ({
    file: path.join(corpusDir, rec.file),
    valid: rec.valid === true,
    errors: [...new Set((rec.findings ?? []).filter((f) => f.level === 'error').map((f) => f.id))].sort(),
  });
  const valid = records.find((r) => r.valid && r.file.startsWith('xrechnung-testsuite/'));
  const invalid = records.find((r) => r.valid === false && r.findings?.some((f) => f.level === 'error'));
  if (!valid || !invalid) throw new Error('the runtime corpora lack a valid XRechnung or an invalid invoice');
  return { valid: of(valid), invalid: of(invalid) };
}

/** One line of the command-line examples: `<file>: valid` or `<file>: invalid (<id>, …)`. */
export function readVerdictLine(line: string): ReferenceInvoice {
  const m = /^(.+): (valid|invalid)(?: \((.+)\))?$/.exec(line);
  if (!m) throw new Error(`not a verdict line: ${line}`);
  return {
    file: m[1] as string,
    valid: m[2] === 'valid',
    errors: (m[3] ?? '').split(', ').filter(Boolean).sort(),
  };
}
