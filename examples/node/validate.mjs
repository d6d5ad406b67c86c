// Validates the invoices named on the command line: `node validate.mjs invoice.xml invoice.pdf`.
// Prints one line per file (the rule ids of its errors when invalid) and exits 1 when any is invalid.
import { readFile } from 'node:fs/promises';
import { createValidator } from '@einvoice/validator-js';

const validator = await createValidator();
let allValid = true;
for (const file of process.argv.slice(2)) {
  const result = await validator.validate(await readFile(file));
  const errors = new Set(result.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
  console.log(
    `${file}: ${result.valid ? 'valid' : 'invalid'}${errors.size ? ` (${[...errors].join(', ')})` : ''}`,
  );
  allValid &&= result.valid;
}
process.exitCode = allValid ? 0 : 1;
