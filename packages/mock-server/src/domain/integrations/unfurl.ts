/**
 * Unfurling a URL through installed integrations: a block of an integration installed on the space that
 * declares a `urlUnfurl` pattern matching the URL renders it (`type: integration`). Patterns are URLs in which
 * `*` stands for any run of characters, matched against the whole URL.
 */
import type { IntegrationBlockRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { installedOn } from './installations.js';

/** The first installed integration (in installation order) and its block that unfurl `url`, if any. */
export function unfurlingBlock(store: Store, spaceId: string, url: string): { integration: string; block: IntegrationBlockRecord } | undefined {
  for (const { integration } of installedOn(store, spaceId)) {
    const block = integration.blocks.find((candidate) => (candidate.urlUnfurl ?? []).some((pattern) => matchesPattern(pattern, url)));
    if (block) return { integration: integration.name, block };
  }
  return undefined;
}

/** Whether `url` matches `pattern` whole, `*` matching any run of characters (none included). */
export function matchesPattern(pattern: string, url: string): boolean {
  const parts = pattern.split('*');
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (parts.length === 1) return url === pattern;
  if (!url.startsWith(first) || !url.endsWith(last) || url.length < first.length + last.length) return false;
  // Greedy-free scan: each middle part must appear, in order, between the fixed start and end.
  let at = first.length;
  const end = url.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = url.indexOf(part, at);
    if (found < 0 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}
