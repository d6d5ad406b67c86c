import { describe } from 'vitest';
import { legacySuiteContext } from './legacySuiteContext.ts';
import { fixerTopic } from './legacySuiteFixer.ts';
import { limitsTopic } from './legacySuiteLimits.ts';
import { validateTopic } from './legacySuiteValidate.ts';

/** The suite of issue 11 over real HTTP against one database kind; its topics run in this order on one server. */
export function legacySuite(kind: 'pglite' | 'postgres') {
  const ctx = legacySuiteContext(kind);
  describe(`earlier interface on ${kind}`, () => {
    validateTopic(ctx);
    fixerTopic(ctx);
    limitsTopic(ctx);
  });
}
