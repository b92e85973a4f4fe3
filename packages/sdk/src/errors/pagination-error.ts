import { DocPubError } from './docpub-error.js';

/**
 * Iterating a list stopped because the server's pages would never end: it sent a `next.page` token that was
 * already followed, or a long run of empty pages that each announced another.
 */
export class PaginationError extends DocPubError {
  /** Operation id of the list, e.g. `listSpaces`. */
  readonly operation: string;
  /** The page token that caused the stop. */
  readonly pageToken: string;
  /** Pages fetched before stopping. */
  readonly pages: number;

  constructor(init: { operation: string; pageToken: string; pages: number; reason: string }) {
    super(`Listing ${init.operation} stopped after ${init.pages} pages: ${init.reason}`);
    this.operation = init.operation;
    this.pageToken = init.pageToken;
    this.pages = init.pages;
  }

  override get name(): string {
    return 'PaginationError';
  }

  override toJSON(): Record<string, unknown> {
    const { operation, pages } = this;
    return { ...super.toJSON(), operation, pages };
  }
}
