/** Package entry `@einvoice/engine/testing`: the mutation suite's damage generator, for other packages' tests. */
export { DAMAGE_KINDS } from './fix/damageKinds.ts';
