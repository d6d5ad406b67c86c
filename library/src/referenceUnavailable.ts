import { fail } from '@einvoice/engine/errors';

// Stands in for the engine's SaxonJS executor in the package's bundle (scripts/build.ts swaps it in): the
// reference stylesheets are 69 MB and need Node shims, while the compiled rules give the same verdicts.
const unavailable = (): never =>
  fail(
    'ORACLE_UNAVAILABLE',
    "The reference executor (SaxonJS) is not part of this package; the default engine ('compiled') gives the official verdicts.",
    { reason: 'reference-not-shipped' },
  );

export const parseForSaxon = unavailable;
export const runSchematron = unavailable;
