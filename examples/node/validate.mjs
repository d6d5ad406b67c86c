// Validates the invoices named on the command line: `node validate.mjs invoice.xml invoice.pdf`.
// Prints one line per file and exits 1 when any is invalid.
import { readFile } from 'node:fs/promises';
import { createValidator } from '@einvoice/validator-js';

const validator = await createValidator();
let allValid = true;
for (const file of process.argv.slice(2)) {
  const result = await validator.validate(await readFile(file));
  const errors = result.findings.filter((f) => f.severity === 'error');
  console.log(
    `${file}: ${result.valid ? 'valid' : 'invalid'}${errors.length ? ` (${errors.map((f) => f.ruleId).join(', ')})` : ''}`,
  );
  allValid &&= result.valid;
}
process.exitCode = allValid ? 0 : 1;
