import type { Engine } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

// A whole invoice on one line, as ERP exports write it: 30 lines without item names (BR-25 × 30).
const ONE_LINE = largeUblInvoice(30)
  .replace(/\s*<cbc:Name>Article \d+<\/cbc:Name>/g, '')
  .replace(/>\s+</g, '><')
  .replace(/\s*\n\s*/g, ' ');

describe('source view of a one-line invoice', () => {
  const app = useApp();
  let node: Engine;
  let page: Page;

  beforeAll(async () => {
    node = await createNodeEngine();
    page = app.page;
  });

  it('lays the invoice out per element and opens it at the exact element each finding names, marked', async () => {
    expect(ONE_LINE.split('\n')).toHaveLength(1);
    await dropFiles(page, [{ name: 'one-line.xml', content: ONE_LINE }]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    // Where the Node engine places each BR-25 finding in the original text (ASCII: bytes are characters).
    const expected = (await node.validate({ xml: ONE_LINE })).findings
      .filter((f) => f.ruleId === 'BR-25')
      .map((f) => ({ line: f.line, offset: f.offset as number }));
    expect(expected).toHaveLength(30);
    expect(new Set(expected.map((e) => e.line))).toEqual(new Set([1]));

    const br25 = page.locator('[data-testid=finding][data-rule="BR-25"]');
    await br25.locator('.where-list summary').click();
    const shown: number[] = [];
    for (const k of [0, 17, 29]) {
      await br25
        .getByRole('button', { name: /Show line/ })
        .nth(k)
        .click();
      const mark = page.getByTestId('source-mark');
      await mark.waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('source-pretty').isVisible()).toBe(true);
      const marked = (await mark.textContent()) as string;
      const at = expected[k]?.offset as number;
      expect(marked).toMatch(/^<cac:InvoiceLine>|^<cac:Item>/);
      expect(ONE_LINE.slice(at, at + marked.length)).toBe(marked);
      // The marked element is the start of its display line, after the indentation only.
      const row = page.locator('[data-testid=source] li.hl');
      expect(((await row.locator('.code').textContent()) as string).trimStart().startsWith(marked)).toBe(
        true,
      );
      shown.push(Number(await row.getAttribute('data-line')));
      // The findings tab mounts afresh, its location lists closed.
      await page.getByRole('tab', { name: /^Findings/ }).click();
      await br25.locator('.where-list summary').click();
    }
    // Three different elements, in document order, far down the laid-out source.
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(new Set(shown).size).toBe(3);
    expect(shown[2]).toBeGreaterThan(200);
  });
});
