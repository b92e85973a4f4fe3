/**
 * The Chromium every browser test drives, launched the same way by all: `CHROMIUM_PATH` when set, else Debian's
 * `chromium-headless-shell`, else Debian's `chromium`.
 *
 * The headless shell is Chromium's own build for headless use (Blink and V8 as in the browser, without the
 * desktop browser's layers): the browser tests spend half the CPU time in it that they spend in the full browser
 * (`--headless`), which on a 2-core machine is some 25 seconds of `npm test`. Playwright drives both alike.
 *
 * Without either, a test is skipped with a notice on a developer's machine, but fails in CI (`CI` set): a browser
 * test that skips in silence there would prove nothing.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's headless shell, then its full browser: the first installed is the one the tests drive. */
const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const CHROMIUM = process.env.CHROMIUM_PATH ?? INSTALLED.find((path) => existsSync(path)) ?? INSTALLED[0]!;

/** Flags for a headless run in a container: no sandbox, no GPU, and no background traffic of Chromium's own. */
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** True when the tests of `suite` are to be skipped; prints why, once, when they are. */
export function skipWithoutChromium(suite: string): boolean {
  if (existsSync(CHROMIUM) || process.env.CI) return false;
  console.warn(`Skipping ${suite}: no Chromium at ${CHROMIUM} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH).`);
  return true;
}

/** Launches headless Chromium with the common flags and a test's own after them. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...BASE_ARGS, ...extraArgs] });
}
