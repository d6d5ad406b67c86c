import { type Browser, chromium } from 'playwright-core';

/**
 * Launches the system Chromium headless (CHROMIUM_PATH overrides); browsers are never downloaded.
 * `extraArgs` add switches, e.g. `--host-resolver-rules` to give a loopback server another name.
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
