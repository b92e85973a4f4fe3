/**
 * The wire conventions (docs/wire-conventions.md) that a typed client cannot see: the SDK turns a 204 into
 * `undefined` and does not care about `Location` or error bodies, so a deployment could break them unnoticed.
 */
import { errorBody, type Operation } from '@docpub/sdk/contract';

/** What was expected and what came, when an answer breaks a convention. */
export interface Breach {
  expected: string;
  received: string;
}

/** Checks a success answer against its operation's declared status and shape. */
export function checkSuccess(operation: Operation, response: Response, strict = true): Breach | undefined {
  const { status } = response;
  if (operation.response && status === 204) {
    return { expected: `${operation.status} with a body (the contract promises one)`, received: '204 without a body' };
  }
  if (!operation.response && status !== 204) {
    return { expected: '204 without a body', received: `${status}` };
  }
  // Without --strict, 200 for a creation is a warning (see check/verdicts.ts): the API reference fixes no status.
  if (operation.status === 201 && status !== 201 && (strict || status !== 200)) {
    return { expected: '201 Created (the operation creates a resource)', received: `${status}` };
  }
  if (status === 201 && !response.headers.get('location')) {
    return { expected: 'a Location header on 201 Created', received: 'no Location header' };
  }
  return undefined;
}

/** Checks an error answer: `{"error": {"code": <status>, "message": "<sentence>"}}`, and `Retry-After` on 429. */
export async function checkError(response: Response): Promise<Breach | undefined> {
  const { status } = response;
  if (status === 429 && !response.headers.get('retry-after')) {
    return { expected: 'a Retry-After header on 429', received: 'no Retry-After header' };
  }
  const text = await response.clone().text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { expected: 'a JSON error body {"error": {"code", "message"}}', received: describeText(text) };
  }
  const parsed = errorBody.safeParse(body);
  if (!parsed.success || parsed.data.error.message.trim() === '') {
    return { expected: 'an error body {"error": {"code", "message"}}', received: clip(text) };
  }
  if (parsed.data.error.code !== status) {
    return { expected: `error.code ${status} (the HTTP status)`, received: `error.code ${parsed.data.error.code}` };
  }
  return undefined;
}

function describeText(text: string): string {
  return text.trim() === '' ? 'an empty body' : `a non-JSON body: ${clip(text)}`;
}

function clip(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
