import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from './paths.ts';

/** One finding as the reference run records it. */
export interface ExpectedFinding {
  id: string;
  flag: string | null;
  /** The schematron's own flag where the configuration's customLevel changed it (then `flag` is the new one). */
  originalFlag?: string;
  level: 'error' | 'warning' | 'information';
  location: string;
  source: string;
}

/** The part of a reference record that describes one run of a scenario. */
export interface ExpectedRun {
  scenario?: string;
  scenarioFamily?: string;
  kositScenario?: boolean;
  steps?: string[];
  wellFormed: boolean;
  xsdErrors?: { line: number; column: number; message: string }[];
  findings?: ExpectedFinding[];
  stepErrors?: string[];
  valid?: boolean;
}

/** One record of `expected/<corpus>.jsonl` (see the corpus README). */
export interface ExpectedRecord extends ExpectedRun {
  key: string;
  file: string;
  syntax?: string;
  customizationId?: string | null;
  testSet?: {
    configuration: string;
    index: number;
    expect: { success: string[]; error: string[]; warning: string[] };
  };
  configuredRun?: ExpectedRun;
}

/** Reads the reference verdicts of one corpus. */
export function readExpected(corpus: string): ExpectedRecord[] {
  return fs
    .readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ExpectedRecord);
}
