import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../conformance/lib/paths.ts';
import { readOfficialRules } from '../../../conformance/lib/readOfficialRules.ts';
import { termById } from '../semantics/terms.ts';
import { ruleText } from './ruleTexts.ts';
import { EN16931_RULE_TEXTS } from './ruleTextsEn16931.ts';
import { NATIONAL_RULE_TEXTS } from './ruleTextsNational.ts';

// 'XSD' is the findings stage's id for schema violations, not a schematron rule.
const PSEUDO_IDS = new Set(['XSD']);
const tableIds = [...Object.keys(EN16931_RULE_TEXTS), ...Object.keys(NATIONAL_RULE_TEXTS)];
const officialIds = new Set(readOfficialRules().map((r) => r.id));

interface Run {
  findings?: { id: string; level: string }[];
}

/** Error rules ranked by the number of reference runs (documents) in which they fire. */
function errorRulesByFrequency(): string[] {
  const counts = new Map<string, number>();
  const dir = path.join(corpusDir, 'expected');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const rec = JSON.parse(line) as Run & { configuredRun?: Run };
      for (const run of [rec, ...(rec.configuredRun ? [rec.configuredRun] : [])]) {
        const ids = new Set((run.findings ?? []).filter((f) => f.level === 'error').map((f) => f.id));
        for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
}

describe('ruleText table', () => {
  it('has no id twice across its data modules', () => {
    expect(new Set(tableIds).size).toBe(tableIds.length);
  });

  it('only holds ids that the official artefacts assert or report', () => {
    expect(tableIds.filter((id) => !PSEUDO_IDS.has(id) && !officialIds.has(id))).toEqual([]);
  });

  it('covers the 60 error rules that fire in the most reference runs', () => {
    const top = errorRulesByFrequency().slice(0, 60);
    expect(top).toHaveLength(60);
    expect(top.filter((id) => !ruleText(id))).toEqual([]);
  });

  it('covers the core rules BR-nn, BR-CO-nn, the XRechnung BR-DE rules and the Peppol R0xx rules', () => {
    const families = [...officialIds].filter(
      (id) =>
        /^BR-\d{2}$/.test(id) ||
        /^BR-CO-\d+$/.test(id) ||
        (/^BR-DE-/.test(id) && !/^BR-DE-CVD-/.test(id)) ||
        /^PEPPOL-EN16931-R0\d\d/.test(id),
    );
    expect(families.length).toBeGreaterThan(120);
    expect(families.filter((id) => !ruleText(id)).sort()).toEqual([]);
  });

  it('gives real German and English texts and well-formed actions', () => {
    for (const id of tableIds) {
      const text = ruleText(id);
      if (!text) throw new Error(id);
      expect(text.plain.en.length, id).toBeGreaterThan(10);
      expect(text.plain.de, id).not.toBe(text.plain.en);
      // German is a translation, not a copy: most of its words do not occur in the English text.
      const enWords = new Set(text.plain.en.toLowerCase().split(/[^\p{L}]+/u));
      const deWords = (text.plain.de ?? '')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean);
      expect(deWords.filter((w) => !enWords.has(w)).length, id).toBeGreaterThan(deWords.length / 2);
      const action = text.action;
      if (!action) continue;
      if (action.kind === 'ask') {
        expect(action.fields.length, id).toBeGreaterThan(0);
        for (const f of action.fields) {
          expect(termById(f.id), `${id} ${f.id}`).toBeDefined();
          if (f.pattern) expect(() => new RegExp(f.pattern as string), id).not.toThrow();
          for (const ex of f.examples)
            if (f.pattern) expect(ex, `${id} ${f.id}`).toMatch(new RegExp(f.pattern));
        }
      } else if (action.kind === 'choose') {
        expect(termById(action.choice.id), id).toBeDefined();
        expect(action.choice.options.length, id).toBeGreaterThan(1);
      } else {
        expect(action.reason.de, id).not.toBe(action.reason.en);
      }
    }
  });

  it('answers unknown ids and prototype names with undefined', () => {
    expect(ruleText('BR-99999')).toBeUndefined();
    expect(ruleText('constructor')).toBeUndefined();
    expect(ruleText('BR-DE-15')?.action?.kind).toBe('ask');
  });
});
