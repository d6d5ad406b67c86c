// Validates the invoices named on the command line: `deno run --allow-read validate.ts invoice.xml invoice.pdf`.
// Prints one line per file (the rule ids of its errors when invalid) and exits 1 when any is invalid.
import { createValidator } from '@einvoice/validator-js';

const validator = await createValidator();
let allValid = true;
for (const file of Deno.args) {
  const result = await validator.validate(await Deno.readFile(file));
  const errors = new Set(result.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
  console.log(
    `${file}: ${result.valid ? 'valid' : 'invalid'}${errors.size ? ` (${[...errors].join(', ')})` : ''}`,
  );
  allValid &&= result.valid;
}
Deno.exitCode = allValid ? 0 : 1;
