/** The baseline every SDK figure is compared with: `fetch`, then `JSON.parse` of the text, nothing else. */

/** GETs `url` and parses the JSON body. @throws on a non-2xx answer, so a failing baseline is never timed. */
export async function rawGet(url: string, headers: Record<string, string>, fetcher: typeof fetch = fetch): Promise<unknown> {
  const response = await fetcher(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return JSON.parse(await response.text()) as unknown;
}

/** Throws unless `value` is a list envelope holding exactly `expected` items. */
export function expectItems(value: unknown, expected: number): void {
  const items = (value as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items) || items.length !== expected) {
    throw new Error(`expected a page of ${expected} items, got ${Array.isArray(items) ? items.length : 'no items array'}`);
  }
}

/** Throws unless `value` is the space `id`. */
export function expectSpace(value: unknown, id: string): void {
  if ((value as { id?: unknown } | undefined)?.id !== id) throw new Error(`expected space ${id}, got ${JSON.stringify(value)?.slice(0, 200)}`);
}
