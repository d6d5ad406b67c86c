/** Package entry `@einvoice/engine/convert`: the conversion and its tables of inputs and targets, for the suites. */
export * from '../convert/convert.ts';
export * from '../convert/inputs.ts';
export * from '../convert/targets.ts';
export * from '../convert/types.ts';
