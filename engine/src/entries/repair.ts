/**
 * Package entry `@einvoice/engine/repair`: the repair engine's building blocks (context, term writing, money
 * and date handling) for the mutation suite that damages invoices and checks the repair, and the rule
 * catalogue's repair classes.
 */
export * from '../fix/buildContext.ts';
export * from '../fix/currentSpecification.ts';
export * from '../fix/fix.ts';
export * from '../fix/moneyChanges.ts';
export * from '../fix/parseDate.ts';
export * from '../fix/repairClass.ts';
export type { FixContext } from '../fix/Synthesizer.ts';
export * from '../fix/types.ts';
export * from '../fix/writeTerm.ts';
