import type * as Engine from '@einvoice/engine';

let engine: typeof Engine | undefined;

/**
 * Loads the engine's repair classes for the earlier interface. They sit in the engine's main entry, which
 * brings the whole engine (some 0.7 s of CPU) onto the event loop; loading it at start would delay every
 * start for routes most callers never use, so the first earlier-interface request loads it
 * (registerLegacy awaits this before its routes).
 */
export async function loadRepairClasses(): Promise<void> {
  engine ??= await import('@einvoice/engine');
}

function loaded(): typeof Engine {
  if (!engine) throw new Error('repair classes used before loadRepairClasses()');
  return engine;
}

/** The engine's repairClass (spec 4.10 auto / input / blocked). */
export const repairClass: typeof Engine.repairClass = (ruleId) => loaded().repairClass(ruleId);

/** The engine's rulesOfSynthesizer. */
export const rulesOfSynthesizer: typeof Engine.rulesOfSynthesizer = (id) => loaded().rulesOfSynthesizer(id);
