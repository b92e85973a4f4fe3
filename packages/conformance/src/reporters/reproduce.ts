/**
 * A `curl` command that sends a failed request again, for the recap at the end of a report. The token is
 * never printed: the command reads it from `$DOCPUB_TOKEN`, which the user sets once.
 */
import type { FailedRequest } from '../check/failures.js';

/** Quotes `text` for a POSIX shell: single quotes, with each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `curl -sS -X POST 'http://…/v1/spaces/sp_1/move' -H "Authorization: Bearer $DOCPUB_TOKEN" …`. */
export function curlCommand(baseUrl: string, request: FailedRequest): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${request.path}${request.search ?? ''}`;
  const parts = ['curl -sS -i', ...(request.method === 'GET' ? [] : [`-X ${request.method}`]), shellQuote(url)];
  // Double quotes here on purpose: the shell expands the variable.
  parts.push(`-H "Authorization: Bearer $DOCPUB_TOKEN"`);
  if (request.body !== undefined) parts.push(`-H 'Content-Type: application/json'`, `--data-raw ${shellQuote(request.body)}`);
  return parts.join(' ');
}
