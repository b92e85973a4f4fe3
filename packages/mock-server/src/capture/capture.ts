/**
 * A capture, start to end: read a deployment through the SDK over a GET-only transport, map what was read to
 * world-file entries, scrub secrets, and give the text of the world file.
 */
import { DocPub } from '@docpub/sdk';
import { getOnlyFetch } from './get-only-fetch.js';
import { mapCaptured } from './map.js';
import { readDeployment } from './read.js';
import { scrubWorldFile } from './scrub.js';
import { worldFileText } from './write.js';

export interface CaptureOptions {
  /** The API's base URL, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  token: string;
  /** Keep e-mail addresses as read instead of `user-<n>@example.invalid`. */
  keepEmails?: boolean;
  /** At most this many items of each list (default 10,000). */
  maxItems?: number;
  /** At most this many items of all lists together (default 100,000). */
  maxItemsTotal?: number;
  /** Where requests go; always wrapped so that only GET leaves. Default: `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  progress?: (line: string) => void;
}

/** Captures what `token` can read at `baseUrl` as the text of a world file. */
export async function captureWorld(options: CaptureOptions): Promise<string> {
  const client = new DocPub({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: getOnlyFetch(options.fetch ?? globalThis.fetch),
  });
  const captured = await readDeployment(client, {
    ...(options.maxItems === undefined ? {} : { maxItems: options.maxItems }),
    ...(options.maxItemsTotal === undefined ? {} : { maxItemsTotal: options.maxItemsTotal }),
    ...(options.progress === undefined ? {} : { progress: options.progress }),
  });
  const mapped = mapCaptured(captured);
  const keepEmails = options.keepEmails === true;
  const { file, report } = scrubWorldFile(mapped.file, { keepEmails, ownUserId: captured.me.id, token: options.token });
  return worldFileText(file, {
    baseUrl: options.baseUrl,
    capturedAt: new Date().toISOString(),
    report,
    pruned: mapped.pruned,
    skipped: captured.skipped,
    boundsReached: captured.boundsReached,
    keepEmails,
  });
}
