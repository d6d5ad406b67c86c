// A Cloudflare Worker that validates the invoice POSTed to it (XML or hybrid PDF, as the request body):
//   curl --data-binary @invoice.xml http://localhost:8787/
// answers { valid, errors (the rule ids of its errors), findings }; a body that is no invoice answers 422 with
// the engine's error code (the API's codes).
import { createValidator, isEngineError, type Validator } from '@einvoice/validator-js';

// One validator per isolate, made on the first request: the rule families it loads serve every later one.
let validator: Promise<Validator> | undefined;

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return new Response('POST an invoice (XML or PDF) to validate it.\n', {
        status: 405,
        headers: { allow: 'POST' },
      });
    }
    validator ??= createValidator();
    try {
      const result = await (await validator).validate(new Uint8Array(await request.arrayBuffer()));
      const errors = new Set(result.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
      return Response.json({ valid: result.valid, errors: [...errors], findings: result.findings });
    } catch (e) {
      if (isEngineError(e)) return Response.json({ error: e.code, message: e.message }, { status: 422 });
      throw e;
    }
  },
};
