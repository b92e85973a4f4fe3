/**
 * Thrown by handlers and the core to answer an error. The core turns it into the one error body of
 * docs/wire-conventions.md, "Error body": `{"error": {"code": <status>, "message": "<sentence>"}}`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, rule: string) => new HttpError(400, `${field}: ${rule}`);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (why: string) => new HttpError(403, why);
export const conflict = (why: string) => new HttpError(409, why);
