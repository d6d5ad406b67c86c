import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** A file to drop: read from disk, or given as content under a name. */
export type DropFile = string | { name: string; content: string | Buffer };

/**
 * Drops files on the app's drop zone as a user would (a `drop` event whose DataTransfer holds the
 * files), so the page reads them through the same path as a real drag and drop.
 */
export async function dropFiles(page: Page, files: DropFile[], target = '[data-testid=drop]'): Promise<void> {
  const payload = files.map((f) => {
    const { name, content } =
      typeof f === 'string' ? { name: path.basename(f), content: fs.readFileSync(f) } : f;
    return { name, base64: Buffer.from(content).toString('base64') };
  });
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const { name, base64 } of items) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], name, { type: name.endsWith('.xml') ? 'application/xml' : '' }));
    }
    return dt;
  }, payload);
  await page.dispatchEvent(target, 'dragover', { dataTransfer });
  await page.dispatchEvent(target, 'drop', { dataTransfer });
  await dataTransfer.dispose();
}
