/** Conversions shared by the adapters: Fetch-style URL parts and headers into the core's plain request. */
import { serializeBody, serializeBodyPayload } from '../core/item-cache.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';

/** Serves a plain request: the API through the core, `/__control/` through the control API. */
export type Dispatch = (request: PlainRequest) => Promise<PlainResponse>;

/** Query parameters as the core takes them: a repeated key gives an array, in order. */
export function queryRecord(params: URLSearchParams): PlainRequest['query'] {
  // Names are the client's: collected in a Map and turned into own properties, so that `__proto__` or
  // `constructor` are parameters like any other, never the object's prototype or inherited members.
  const values = new Map<string, string[]>();
  for (const [name, value] of params) {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0]! : list]));
}

/** Header names lower-cased, as the core expects (Fetch `Headers` already lower-cases them). */
export function headerRecord(headers: Headers): PlainRequest['headers'] {
  const record: PlainRequest['headers'] = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/**
 * Headers with `host` set to the URL's host when they name none, as a request over HTTP always does: the
 * control API answers only hosts it knows (control/guard.ts), in-process as on a port.
 */
export function withHost(headers: PlainRequest['headers'], url: URL): PlainRequest['headers'] {
  if (headers.host === undefined) headers.host = url.host;
  return headers;
}

/** The body of a plain response for a Fetch `Response`: its bytes, its text, or null for none. */
export function responseBody(response: PlainResponse): string | Uint8Array<ArrayBuffer> | null {
  // A copy on its own ArrayBuffer: what `Response` takes, whatever buffer the kept bytes live in.
  if (response.bytes !== undefined) return new Uint8Array(response.bytes);
  if (response.text !== undefined) return response.text;
  return response.body === undefined ? null : serializeBody(response.body);
}

/**
 * The body of a plain response as a socket is sent it, or null for none: JSON text, or UTF-8 bytes in pieces
 * for a list made of kept items (see {@link serializeBodyPayload}).
 */
export function bodyPayload(response: PlainResponse): string | Uint8Array[] | null {
  if (response.bytes !== undefined) return [response.bytes];
  if (response.text !== undefined) return response.text;
  return response.body === undefined ? null : serializeBodyPayload(response.body);
}
