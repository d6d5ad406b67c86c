/**
 * Issue 36, the page: a Belgian (UBL.BE), a Romanian (CIUS-RO), a Croatian (HR-CIUS)
 * and a Dutch (SI-UBL) invoice show their national layer (profile and country of verdict.format) and the layer's own findings explained in
 * English, German and French. The layers, their identifiers and their rules come from the registry and the build's
 * catalogue. Files: the owners' test files where the owner ships some (a UBL.BE file with its UBL.BE reference
 * removed so the owner's ubl-BE rules fire; the CIUS-RO file that breaks the owner's rules), and for HR-CIUS, whose
 * owner ships none, CEN's EN 16931 UBL example declared as HR-CIUS (so the Croatian rules it does not meet fire).
 */
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

interface Layer {
  profile: string;
  country: string;
  select: { customizationIds: string[] };
}
const registry = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'rulesets/src/releases/registry.json'), 'utf8'),
) as { releases: { ruleset: string; layer?: Layer }[] };
const catalogue = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'rulesets/build/catalogue.json'), 'utf8'),
) as {
  entries: { ruleId: string; appearances: { ruleset: string }[] }[];
};
const layerOf = (ruleset: string): Layer => {
  const layer = registry.releases.find((r) => r.ruleset === ruleset)?.layer;
  if (!layer) throw new Error(`no layer ${ruleset} in the registry`);
  return layer;
};
// A layer's own rules: those only its schematron holds (not the EN 16931 rules UBL.BE's schematron repeats).
const ownRules = (ruleset: string) =>
  new Set(
    catalogue.entries
      .filter((e) => e.appearances.length > 0 && e.appearances.every((a) => a.ruleset === ruleset))
      .map((e) => e.ruleId),
  );

// Country names as a reader expects them on each page (independent of the engine's Intl lookup).
const COUNTRY: Record<string, Record<'en' | 'de' | 'fr', string>> = {
  BE: { en: 'Belgium', de: 'Belgien', fr: 'Belgique' },
  RO: { en: 'Romania', de: 'Rumänien', fr: 'Roumanie' },
  HR: { en: 'Croatia', de: 'Kroatien', fr: 'Croatie' },
  NL: { en: 'Netherlands', de: 'Niederlande', fr: 'Pays-Bas' },
};
const LABEL = { en: 'National rules', de: 'Nationale Regeln', fr: 'Règles nationales' } as const;

const NATIONAL = path.join(corpusDir, 'national');
const CASES = [
  {
    ruleset: 'ublbe',
    name: 'ublbe-damaged.xml',
    content: fs
      .readFileSync(path.join(NATIONAL, 'ublbe-1.31/UBLBE_BE0000000196_V01-15000001.xml'), 'utf8')
      .replace('<cbc:ID>UBL.BE</cbc:ID>', '<cbc:ID>XX</cbc:ID>'),
  },
  {
    ruleset: 'cius-ro',
    name: 'ubl_b2g_example6.xml',
    content: fs.readFileSync(path.join(NATIONAL, 'cius-ro-1.0.9/ubl_b2g_example6.xml'), 'utf8'),
  },
  {
    // The owner's test file for BR-NL-10 that the owner marks as an error (a Dutch buyer without its KvK/OIN).
    ruleset: 'si-ubl',
    name: 'SI-UBL-2.0_BR-NL-10_error_customer_no_companyid.xml',
    content: fs.readFileSync(
      path.join(NATIONAL, 'si-ubl-2.0.3/SI-UBL-2.0_BR-NL-10_error_customer_no_companyid.xml'),
      'utf8',
    ),
  },
  {
    ruleset: 'hr-cius',
    name: 'hr-cius-declared.xml',
    content: fs
      .readFileSync(path.join(corpusDir, 'en16931-examples/ubl/BIS3_Invoice_negativ.XML'), 'utf8')
      .replace(
        /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/,
        `<cbc:CustomizationID>${layerOf('hr-cius').select.customizationIds[0]}</cbc:CustomizationID>`,
      ),
  },
];

describe('national layers on the page (UBL.BE, CIUS-RO, SI-UBL, HR-CIUS)', () => {
  const app = useApp();

  for (const c of CASES) {
    it(`${c.ruleset}: the layer and its findings in en, de and fr`, { timeout: 240_000 }, async () => {
      const { page } = app;
      const layer = layerOf(c.ruleset);
      const own = ownRules(c.ruleset);
      expect(own.size).toBeGreaterThan(20);
      await page.getByTestId('lang-en').click();
      await dropFiles(page, [{ name: c.name, content: c.content }]);
      await selectFile(page, c.name);
      expect(await verdictOf(page)).toBe(false);
      const detail = page.getByTestId('detail');
      const shown = await detail
        .locator('[data-testid=finding]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule') ?? ''));
      const fired = shown.filter((r) => own.has(r));
      expect(fired.length, `${c.ruleset} findings among ${shown.join(' ')}`).toBeGreaterThan(0);
      const texts: Record<string, string[]> = {};
      for (const locale of ['en', 'de', 'fr'] as const) {
        await page.getByTestId(`lang-${locale}`).click();
        const badge = detail.getByTestId('national-layer');
        expect(await badge.getAttribute('data-profile')).toBe(layer.profile);
        expect(await badge.getAttribute('data-country')).toBe(layer.country);
        expect(await badge.textContent()).toBe(`${layer.profile} (${COUNTRY[layer.country]?.[locale]})`);
        expect(await detail.locator('dt', { hasText: LABEL[locale] }).count()).toBe(1);
        texts[locale] = [];
        for (const rule of fired) {
          const plain = detail.locator(`[data-testid=finding][data-rule="${rule}"] .plain`);
          const text = ((await plain.textContent()) ?? '').trim();
          // The rule, the layer and the country named in the page's language; no "English only" mark.
          expect(text, `${rule} ${locale}`).toContain(rule);
          expect(text, `${rule} ${locale}`).toContain(
            `${layer.profile} (${COUNTRY[layer.country]?.[locale]})`,
          );
          expect(await plain.locator('.muted').count(), `${rule} ${locale}`).toBe(0);
          texts[locale].push(text);
        }
      }
      for (const [i, en] of (texts.en ?? []).entries()) {
        expect(texts.de?.[i]).not.toBe(en);
        expect(texts.fr?.[i]).not.toBe(en);
      }
      fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
      await detail.screenshot({ path: path.join(repoRoot, `test-results/national-${c.ruleset}-fr.png`) });
      await page.getByTestId('lang-en').click();
    });
  }
});
