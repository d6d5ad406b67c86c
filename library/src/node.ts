/**
 * Entry `@einvoice/validator-js/node`: a validator over a rulesets build in a folder on disk (Node, Bun, Deno).
 * This project's server builds its engine workers so.
 */
import { fsDigest, fsReader } from '@einvoice/engine/fsReader';
import { checkedLoader } from '@einvoice/engine/loader';
import { nodeSha256Hex } from '@einvoice/engine/nodeSha256';
import { type HostOptions, type Validator, validatorOver } from './createValidator.ts';

export type { ReadRaw } from '@einvoice/engine/loader';
export { validatorOver } from './createValidator.ts';
export * from './publicTypes.ts';
export { checkedLoader, fsDigest, fsReader };

/** A validator reading the rulesets build in `root`; every file is checked against its manifest. */
export function createNodeValidator(
  root: string,
  options?: Pick<HostOptions, 'verifyAll'>,
): Promise<Validator> {
  return validatorOver(checkedLoader(fsReader(root), { digest: fsDigest(root) }), {
    ...options,
    sha256: nodeSha256Hex,
  });
}
