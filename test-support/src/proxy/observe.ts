import { writeFileSync } from 'node:fs';

/** One behaviour a suite showed over HTTP: endpoint × behaviour, written down only after its assertions passed. */
export interface Observation {
  endpoint: string;
  behaviour: string;
}

/**
 * Collects what a suite proved; when COMPAT_OUT names a file, the suite's observations are written there for
 * the compatibility document (tooling/src/compat/generateCompatibility.ts).
 */
export function observations(kind: string) {
  const seen: Observation[] = [];
  return {
    observe: (endpoint: string, behaviour: string) => seen.push({ endpoint, behaviour }),
    flush: () => {
      const out = process.env.COMPAT_OUT;
      if (out) writeFileSync(`${out}.${kind}.json`, JSON.stringify(seen, null, 1));
    },
  };
}
