// Cloudflare Workers (workerd): the outcomes as the answer to any request.
import { run } from './check.mjs';

export default {
  async fetch() {
    return Response.json(await run());
  },
};
