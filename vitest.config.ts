import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'engine/src/**/*.test.ts',
      'rulesets/src/**/*.test.ts',
      'knowledge/src/**/*.test.ts',
      'tooling/src/**/*.test.ts',
      'test-support/src/**/*.test.ts',
      'bench/**/*.test.ts',
      'proxy/src/**/*.test.ts',
      'validator/src/**/*.test.ts',
      'web/src/**/*.test.ts',
      'conformance/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
  },
});
