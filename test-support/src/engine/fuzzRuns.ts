/**
 * Cases per property in the *.property.test.ts suites: `quick` in `npm test` (seconds), or FUZZ_RUNS
 * for a long run on demand (`FUZZ_RUNS=100000 npx vitest run engine/src/input`). FUZZ_SEED replays a
 * failure fast-check reported.
 */
export function fuzzRuns(quick: number): { numRuns: number; seed?: number } {
  const runs = Number(process.env.FUZZ_RUNS);
  const seed = Number(process.env.FUZZ_SEED);
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : quick,
    ...(Number.isInteger(seed) ? { seed } : {}),
  };
}
