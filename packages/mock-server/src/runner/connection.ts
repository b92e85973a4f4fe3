/**
 * A {@link MockConnection} read back from the text one process hands another (`DOCPUB_MOCK_CONNECTION` for Jest's
 * workers). The text holds the control token, so no error quotes any of it: a parser's message would (Node's
 * `JSON.parse` shows the text around the fault).
 */
import type { MockConnection } from './remote-world.js';

function describeJson(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function absoluteUrl(value: unknown, source: string, name: 'url' | 'controlUrl'): string {
  if (typeof value !== 'string' || !URL.canParse(value)) throw new Error(`${source}: ${name} must be an absolute URL`);
  return value;
}

/**
 * The connection `text` holds, checked: a JSON object with `url` and `controlUrl` (absolute URLs) and, when
 * present, `controlToken` (a non-empty string).
 * @throws Error naming `source` and what is wrong, never quoting the text.
 */
export function parseConnection(text: string, source: string): MockConnection {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source}: not valid JSON (not shown: it holds the control token)`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${source}: must be a JSON object with url and controlUrl, got ${describeJson(value)}`);
  }
  const { url, controlUrl, controlToken } = value as Record<string, unknown>;
  if (controlToken !== undefined && (typeof controlToken !== 'string' || controlToken === '')) {
    throw new Error(`${source}: controlToken must be a non-empty string when present, got ${describeJson(controlToken)}`);
  }
  return {
    url: absoluteUrl(url, source, 'url'),
    controlUrl: absoluteUrl(controlUrl, source, 'controlUrl'),
    ...(controlToken === undefined ? {} : { controlToken }),
  };
}
