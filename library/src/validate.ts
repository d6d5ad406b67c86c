/// <reference path="./assets.d.ts" />
/**
 * Entry `@einvoice/validator-js/validate`: validation only, with the rules this package ships. A Worker bundle
 * inlines every chunk its entry can reach, lazy ones too, and workerd holds ~6 MB resident per MB of script
 * text: without fix, convert and render, the PDF writer, its font engine and fonts stay out of the script.
 */

import { readAsset } from 'virtual:einvoice-assets/validation';
import type { LocalEngine } from '@einvoice/engine';
import { createEngine } from '@einvoice/engine/createEngine';
import { checkedLoader } from '@einvoice/engine/loader';
import type { Validator } from './createValidator.ts';
import { engineInput } from './engineInput.ts';
import { typedLimits } from './typedLimits.ts';

export * from './publicTypes.ts';

/** The part of {@link Validator} that validates: no fix, convert, render, diff or extract. */
export type ValidationOnly = Pick<Validator, 'validate' | 'inspect' | 'info' | 'prepare'>;

/** A validator with the shipped rules (as the default entry's) that only validates and inspects. */
export async function createValidator(): Promise<ValidationOnly> {
  const engine: LocalEngine = await createEngine({ loader: checkedLoader((path) => readAsset(path)) });
  return {
    validate: (input, options) => typedLimits(() => engine.validate(engineInput(input), options)),
    inspect: (input, options) => typedLimits(() => engine.inspect(engineInput(input), options)),
    info: () => engine.info(),
    prepare: (scenarios) => engine.prepare(scenarios),
  };
}
