import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** Chooses a file in the list by its name and waits for its details. */
export async function selectFile(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid=file-item] .file-select', { hasText: name }).first().click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

/** The shown verdict of the chosen file; an engine error shown instead fails at once with its text. */
export async function verdictOf(page: Page): Promise<boolean> {
  const detail = page.getByTestId('detail');
  const v = detail.getByTestId('verdict');
  await v.or(detail.getByTestId('error')).first().waitFor({ timeout: 120_000 });
  if ((await v.count()) === 0)
    throw new Error(`no verdict: ${await detail.getByTestId('error').textContent()}`);
  return (await v.getAttribute('data-valid')) === 'true';
}

/** Clicks the download button `testId` and returns what the browser saved, under the name it suggested. */
export async function download(page: Page, testId: string): Promise<{ name: string; content: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: d.suggestedFilename(), content: fs.readFileSync(await d.path()) };
}

/** Converts the chosen file to `target` in its Convert tab and waits for the result (or an error box). */
export async function convertTo(page: Page, target: string): Promise<void> {
  await page.getByRole('tab', { name: 'Convert' }).click();
  await page.getByTestId('convert-target').selectOption(target);
  await page.getByTestId('run-convert').click();
  await page.getByTestId('convert-result').or(page.getByTestId('error')).first().waitFor({ timeout: 60_000 });
}
