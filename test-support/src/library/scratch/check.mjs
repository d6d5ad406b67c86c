// Runs in every runtime the package claims (Node, Bun, Deno, workerd, Chromium): validates each case with
// the installed package's default entry and answers what the reference comparison reads.
import { createValidator } from '@einvoice/validator-js';
import { outcomesOf } from './outcomes.mjs';

export const run = () => outcomesOf(createValidator);
