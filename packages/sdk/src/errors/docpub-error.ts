/**
 * The base of every error the SDK throws, so `catch (e) { if (e instanceof DocPubError) … }` catches them all.
 */
export class DocPubError extends Error {
  // A getter on the prototype, not an own field: `name` then stays out of `util.inspect` and JSON noise,
  // and survives bundlers that rename classes.
  override get name(): string {
    return 'DocPubError';
  }

  /** A plain, token-free summary, so `JSON.stringify(error)` is safe to log. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}
