import fs from 'node:fs';
import path from 'node:path';
import { corpusDir, rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { readFrenchRules } from '@einvoice/test-support/france/readFrenchRules';
import { describe, expect, it } from 'vitest';
import { TERMS, termById } from '../semantics/terms.ts';
import { FRANCE_RULE_TEXTS } from './france/franceRuleTexts.ts';
import { type RuleText, ruleText } from './ruleTexts.ts';
import { EN16931_RULE_TEXTS } from './ruleTextsEn16931.ts';
import { NATIONAL_RULE_TEXTS } from './ruleTextsNational.ts';
import { termsOfRule } from './termsOfRule.ts';

// 'XSD' is the findings stage's id for schema violations, not a schematron rule.
const PSEUDO_IDS = new Set(['XSD']);
const tableIds = [
  ...Object.keys(EN16931_RULE_TEXTS),
  ...Object.keys(NATIONAL_RULE_TEXTS),
  ...Object.keys(FRANCE_RULE_TEXTS),
];
// FNFE's French rules are checked like the others: their ids and messages join the official ones.
const officialRules = [...readOfficialRules(), ...readFrenchRules(rulesetsDir)];
const officialIds = new Set(officialRules.map((r) => r.id));

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

  it('gives every text, action, field and option a French version that is not the English one', () => {
    const noFrench: string[] = [];
    const check = (id: string, what: string, t: { en: string; fr?: string | null } | null) => {
      if (t && !t.fr) noFrench.push(`${id} ${what}`);
    };
    for (const id of tableIds) {
      const text = ruleText(id) as RuleText;
      check(id, 'plain', text.plain);
      // A French plain text is a translation: most of its words do not occur in the English one.
      const enWords = new Set(text.plain.en.toLowerCase().split(/[^\p{L}]+/u));
      const frWords = (text.plain.fr ?? '')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean);
      expect(frWords.filter((w) => !enWords.has(w)).length, id).toBeGreaterThan(frWords.length / 2);
      const action = text.action;
      if (action?.kind === 'explain') check(id, 'reason', action.reason);
      if (action?.kind === 'choose') {
        check(id, 'choice', action.choice.label);
        for (const o of action.choice.options) check(id, o.value, o.label);
      }
      if (action?.kind === 'ask')
        for (const f of action.fields) {
          check(id, f.id, f.label);
          check(id, `${f.id} help`, f.help);
          check(id, `${f.id} scheme`, f.scheme?.label ?? null);
          for (const o of f.scheme?.options ?? []) check(id, `${f.id} ${o.value}`, o.label);
        }
    }
    expect(noFrench).toEqual([]);
  });

  it('answers unknown ids and prototype names with undefined', () => {
    expect(ruleText('BR-99999')).toBeUndefined();
    expect(ruleText('constructor')).toBeUndefined();
    expect(ruleText('BR-DE-15')?.action?.kind).toBe('ask');
  });
});

/** Each term with every term and group under it (a group's members, theirs, and so on). */
function withMembers(ids: Iterable<string>): Set<string> {
  const out = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of TERMS)
      if (t.parent && out.has(t.parent) && !out.has(t.id)) {
        out.add(t.id);
        grew = true;
      }
  }
  return out;
}

/**
 * What each schematron assert tests, by rule id (Peppol BIS and the CEN preprocessed sources): its rule's context
 * and its test expression, with each `$variable` replaced by the expression its `let` binds.
 */
function assertionTests(): Map<string, { context: string; test: string }[]> {
  const tests = new Map<string, { context: string; test: string }[]>();
  const dirs = ['peppol-bis-3/schematron', 'en16931/ubl/schematron', 'en16931/cii/schematron'];
  for (const dir of dirs.map((d) => path.join(rulesetsDir, d))) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.sch')) continue;
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const lets = new Map(
        Array.from(text.matchAll(/<let\s+name="([^"]+)"\s+value="([^"]*)"/g), (m) => [m[1], m[2]] as const),
      );
      const resolve = (expr: string) => expr.replace(/\$([\w-]+)/g, (v, name: string) => lets.get(name) ?? v);
      let context = '';
      for (const [, tag, attrs = ''] of text.matchAll(/<(rule|assert)\b([^>]*)>/g)) {
        if (tag === 'rule') {
          context = /\bcontext="([^"]*)"/.exec(attrs)?.[1] ?? '';
          continue;
        }
        const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
        const test = /\btest="([^"]*)"/.exec(attrs)?.[1];
        if (id && test)
          tests.set(id, [...(tests.get(id) ?? []), { context: resolve(context), test: resolve(test) }]);
      }
    }
  }
  return tests;
}

/** Party-bound terms by their property (their name without the party): `VAT identifier` → {Seller, Buyer, …}. */
function propertiesByParty(ids: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const id of ids) {
    const name = termById(id)?.name.en ?? '';
    const m = /^(Seller tax representative|Seller|Buyer|Payee)\s+(.+)$/.exec(name);
    if (!m?.[1] || !m[2]) continue;
    const parties = out.get(m[2]) ?? new Set<string>();
    parties.add(m[1]);
    out.set(m[2], parties);
  }
  return out;
}

describe('advice never contradicts the rule', () => {
  it('names only terms of the rule: its message’s terms and their members, else those its assertion is about', () => {
    const messageTerms = new Map<string, Set<string>>();
    const messages = new Map<string, string>();
    for (const r of officialRules) {
      messages.set(r.id, `${messages.get(r.id) ?? ''} ${r.message}`);
      const terms = messageTerms.get(r.id) ?? new Set<string>();
      for (const t of termsOfRule(r.message)) terms.add(t);
      messageTerms.set(r.id, terms);
    }
    const tests = assertionTests();
    // Terms bound under the rule's context (any of its alternatives; a root context holds every term) with a
    // step of their binding below it that the test expression names.
    const stripped = (xpath: string) => xpath.replace(/\[[^\]]*\]/g, '').replace(/\s+/g, '');
    const isRoot = (alt: string) => /(^\/|:(Invoice|CreditNote|CrossIndustryInvoice)$)/.test(alt);
    const testedTerms = (id: string) =>
      TERMS.filter((t) =>
        (tests.get(id) ?? []).some(({ context, test }) =>
          [t.ubl, t.cii]
            .flatMap((b) => (b ?? '').split('|').map(stripped))
            .some((binding) =>
              stripped(context)
                .split('|')
                .some((alt) => {
                  const at = isRoot(alt) ? 0 : binding.indexOf(alt);
                  if (binding === '' || at < 0) return false;
                  const below = binding.slice(at + (isRoot(alt) ? 0 : alt.length));
                  // The context is the term's element itself, or the test names a step below it.
                  return below === '' || below.split('/').some((step) => step !== '' && test.includes(step));
                }),
            ),
        ),
      ).map((t) => t.id);
    const mismatches: string[] = [];
    let checked = 0;
    for (const id of tableIds) {
      const text = ruleText(id) as RuleText;
      const action = text.action;
      const named = new Set([
        ...termsOfRule(`${text.plain.en} ${text.plain.de ?? ''} ${text.plain.fr ?? ''}`),
        ...(action?.kind === 'ask' ? action.fields.map((f) => f.id) : []),
        ...(action?.kind === 'choose' ? [action.choice.id] : []),
        ...(action?.kind === 'explain'
          ? termsOfRule(`${action.reason.en} ${action.reason.de} ${action.reason.fr ?? ''}`)
          : []),
      ]);
      if (named.size === 0) continue;
      const fromMessage = messageTerms.get(id) ?? new Set<string>();
      const own = withMembers(fromMessage.size > 0 ? fromMessage : testedTerms(id));
      checked += 1;
      const foreign = [...named].filter((t) => !own.has(t));
      if (foreign.length > 0)
        mismatches.push(`${id}: ${foreign.join(', ')} not among ${[...own].join(', ')}`);
      // A rule about one property of several parties (BR-CO-09: the VAT identifiers of seller, buyer and tax
      // representative) must not send the user to one party's term only: the finding may be about another's.
      // Rules that list the parties' terms as alternatives ('and/or', 'oder') are satisfied by any one of them.
      if (/\b(or|oder)\b/.test(messages.get(id) ?? '')) continue;
      for (const [property, parties] of propertiesByParty(fromMessage)) {
        const asked = propertiesByParty(named).get(property);
        if (parties.size > 1 && asked && asked.size < parties.size)
          mismatches.push(
            `${id}: names the ${property} of ${[...asked].join(', ')} only, of ${[...parties].join(', ')}`,
          );
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(mismatches).toEqual([]);
  });

  it('UBL-SR-53 (any party’s tax scheme) sends no one to the seller’s identifier alone', () => {
    const text = ruleText('UBL-SR-53') as RuleText;
    expect(text.action?.kind).toBe('explain');
    const advice = text.action?.kind === 'explain' ? text.action.reason.en : '';
    expect(termsOfRule(advice)).toEqual(['BT-31', 'BT-32', 'BT-48', 'BT-63']);
  });
});
