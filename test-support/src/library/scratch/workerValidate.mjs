// Cloudflare Workers (workerd) through the validation-only entry: the outcomes as the answer to any request.
import { createValidator } from '@einvoice/validator-js/validate';
import { outcomesOf } from './outcomes.mjs';

export default {
  async fetch() {
    return Response.json(await outcomesOf(createValidator));
  },
};
