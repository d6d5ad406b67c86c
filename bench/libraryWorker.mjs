// The Worker script `npm run bench` bundles from the installed package (bench/libraryBench.ts): validates the
// POSTed invoice and answers its verdict, so workerd's memory can be read while it validates. It only validates,
// so it imports the validation-only entry, as such a Worker would (no PDF writer, fonts or repair in its script).
import { createValidator } from '@einvoice/validator-js/validate';

let validator;

export default {
  async fetch(request) {
    validator ??= await createValidator();
    const result = await validator.validate(await request.text());
    return Response.json({
      valid: result.valid,
      errors: result.findings.filter((f) => f.severity === 'error').length,
    });
  },
};
