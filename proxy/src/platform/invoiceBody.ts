import type { BodyLimit } from '../body/readBody.ts';

/**
 * The body of every route taking one invoice: 10 MB of invoice as base64 (×4/3) plus room for the
 * envelope. The engine checks the decoded invoice against the 10 MB limit itself.
 */
export const INVOICE_BODY: BodyLimit = {
  maxBytes: 14 * 1024 * 1024 + 64 * 1024,
  purpose: 'an invoice of at most 10 MB in xml or xmlBase64',
};
