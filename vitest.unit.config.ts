import { defineConfig } from 'vitest/config';

/**
 * The fast tier (`npm run test:unit`): pure unit tests of the engine's building blocks, the proxy's request
 * handling and the page's logic — no corpus suites, no servers, no browser. `npm test` runs everything.
 */
export default defineConfig({
  test: {
    include: [
      'engine/src/{decimal,codes,semantics,xml,input,patch,rules,scenario,verdict}/**/*.test.ts',
      'proxy/src/{body,errors,log,webhooks}/*.test.ts',
      'proxy/src/layers.test.ts',
      'web/src/**/*.test.ts',
    ],
    exclude: ['**/*.api.test.ts', '**/*.postgres.test.ts', '**/dispatcher.test.ts', '**/node_modules/**'],
    pool: 'forks',
  },
});
