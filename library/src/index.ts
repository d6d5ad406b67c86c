/// <reference path="./assets.d.ts" />
import { readAsset } from 'virtual:einvoice-assets';
import { type Validator, validatorOver } from './createValidator.ts';

export * from './publicTypes.ts';

/**
 * A validator with the rules this package ships (EN 16931, XRechnung, Peppol BIS, Factur-X, compiled to
 * JavaScript, and the XML schemas). Nothing is fetched: each rule family loads from the package when the
 * first document of its scenario arrives.
 */
export function createValidator(): Promise<Validator> {
  return validatorOver((path) => readAsset(path));
}
