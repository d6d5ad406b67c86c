import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

const XRECHNUNG = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
// The same invoice as Peppol BIS 3 (valid so: GLN addresses, since Peppol's scheme list has no EM).
const PEPPOL = XRECHNUNG.replace(
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
)
  .replace(
    '<cbc:EndpointID schemeID="EM">seller@email.de</cbc:EndpointID>',
    '<cbc:EndpointID schemeID="0088">4000001123452</cbc:EndpointID>',
  )
  .replace(
    '<cbc:EndpointID schemeID="EM">buyer@info.de</cbc:EndpointID>',
    '<cbc:EndpointID schemeID="0088">4000001987658</cbc:EndpointID>',
  );

describe('questions in the page: checked as the engine checks them, never a dead end', () => {
  const app = useApp();
  let page: Page;

  beforeAll(async () => {
    page = app.page;
  });

  /** Drops an invoice, waits for its verdict and runs a strict repair; resolves with the question form. */
  async function repairAsks(name: string, xml: string) {
    await dropFiles(page, [{ name, content: xml }]);
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    await page.getByRole('tab', { name: 'Repair' }).click();
    await page.getByTestId('run-repair').click();
    const form = page.getByTestId('questions');
    await form.or(page.getByTestId('error')).first().waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('repair-outcome').getAttribute('data-outcome')).toBe('needs_input');
    return form;
  }

  const outcome = () => page.getByTestId('repair-outcome').getAttribute('data-outcome');

  it('does not offer Peppol the e-mail scheme EM, and marks a choice sent unanswered', async () => {
    const form = await repairAsks(
      'peppol-buyer-scheme.xml',
      PEPPOL.replace('<cbc:EndpointID schemeID="0088">4000001987658', '<cbc:EndpointID>4000001987658'),
    );
    const question = form.locator('[data-question="BT-49@schemeID"]');
    const offered = await question
      .locator('input[type=radio]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(offered).toContain('0088');
    expect(offered).not.toContain('EM');

    await page.getByTestId('send-answers').click();
    // Refused in the page: nothing is sent, the question is marked and holds the focus.
    expect(await question.getAttribute('data-invalid')).toBe('true');
    expect(await question.getByTestId('answer-problem').textContent()).toBe('Please answer this question.');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('radio');
    expect(await outcome()).toBe('needs_input');

    await question.locator('input[value="0088"]').check();
    expect(await question.getAttribute('data-invalid')).toBeNull();
    await page.getByTestId('send-answers').click();
    await expect.poll(outcome, { timeout: 120_000 }).toBe('compliant');
  });

  it('keeps a typed address when its scheme is missing, and offers Peppol no EM there either', async () => {
    const form = await repairAsks(
      'peppol-no-seller-address.xml',
      PEPPOL.replace('<cbc:EndpointID schemeID="0088">4000001123452</cbc:EndpointID>', ''),
    );
    const question = form.locator('[data-question="BT-34"]');
    const select = question.locator('select');
    const schemes = await select
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(schemes).toContain('0088');
    expect(schemes).not.toContain('EM');

    await question.locator('input[type=text]').fill('4000001123452');
    await page.getByTestId('send-answers').click();
    expect(await select.getAttribute('aria-invalid')).toBe('true');
    expect(await question.getByTestId('answer-problem').textContent()).toBe('Please choose a scheme.');
    expect(await question.locator('input[type=text]').inputValue()).toBe('4000001123452');
    expect(await outcome()).toBe('needs_input');

    await select.selectOption('0088');
    await page.getByTestId('send-answers').click();
    await expect.poll(outcome, { timeout: 120_000 }).toBe('compliant');
  });

  it('checks a pattern as the engine applies it: a wrong form is marked and kept, "+49 30 1234567" is taken', async () => {
    const form = await repairAsks(
      'xrechnung-no-phone.xml',
      XRECHNUNG.replace('<cbc:Telephone>+49 1234-5678</cbc:Telephone>', ''),
    );
    const question = form.locator('[data-question="BT-42"]');
    const input = question.locator('input[type=text]');
    await input.fill('call us');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await question.getByTestId('answer-problem').textContent()).toBe(
      'This value does not have the expected form.',
    );
    await page.getByTestId('send-answers').click();
    expect(await input.inputValue()).toBe('call us');
    expect(await outcome()).toBe('needs_input');

    // The engine's pattern (three digits anywhere) takes a number with a leading "+".
    await input.fill('+49 30 1234567');
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await page.getByTestId('send-answers').click();
    await expect.poll(outcome, { timeout: 120_000 }).toBe('compliant');
    // The engine's reason for the change, on the German page in German.
    const change = page.locator('ul.changes li').first();
    expect(await change.textContent()).toContain('answered by you');
    await page.getByTestId('lang-de').click();
    expect(await change.textContent()).toContain('von Ihnen beantwortet');
    await page.getByTestId('lang-en').click();
  });
});
