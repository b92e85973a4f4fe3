/**
 * The Chromium every browser test drives (Debian's `chromium`, or `CHROMIUM_PATH`), launched the same way by all.
 *
 * Without Chromium a test is skipped with a notice on a developer's machine, but fails in CI (`CI` set): a browser
 * test that skips in silence there would prove nothing.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run in a container: no sandbox, no GPU, and no background traffic of Chromium's own. */
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** True when the tests of `suite` are to be skipped; prints why, once, when they are. */
export function skipWithoutChromium(suite: string): boolean {
  if (existsSync(CHROMIUM) || process.env.CI) return false;
  console.warn(`Skipping ${suite}: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
  return true;
}

/** Launches headless Chromium with the common flags and a test's own after them. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...BASE_ARGS, ...extraArgs] });
}
