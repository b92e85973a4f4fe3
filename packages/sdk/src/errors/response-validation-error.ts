import type { z } from 'zod';
import { describeIssues as describeContractIssues } from '../contract/issues.js';
import { DocPubError } from './docpub-error.js';

/** Where a response that broke the contract came from. */
export interface ValidationContext {
  /** Operation id from the contract's table, e.g. `getSpace`. */
  operation: string;
  method: string;
  url: string;
  status: number;
}

/**
 * A success response does not match the operation's response schema (validation mode `'strict'`).
 * Unknown fields and unknown members of open enums never cause this; a missing or mistyped field does.
 */
export class ResponseValidationError extends DocPubError {
  /** The schema's complaints, each with the `path` of the offending field. */
  readonly issues: readonly z.core.$ZodIssue[];
  /** The parsed body as received. */
  readonly body: unknown;
  /** Operation id, e.g. `getSpace`. */
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;

  constructor(init: ValidationContext & { issues: readonly z.core.$ZodIssue[]; body: unknown }) {
    super(
      `Response of ${init.operation} (${init.method} ${init.url}, status ${init.status}) does not match the contract: ${describeIssues(init.issues)}`,
    );
    this.issues = init.issues;
    this.body = init.body;
    this.operation = init.operation;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
  }

  override get name(): string {
    return 'ResponseValidationError';
  }

  override toJSON(): Record<string, unknown> {
    const { operation, method, url, status, issues } = this;
    return { ...super.toJSON(), operation, method, url, status, issues };
  }
}

const SHOWN_ISSUES = 5;

/** `items.0.id: Invalid input: expected string, received undefined; …` — the first few, then a count. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return describeContractIssues(issues, { limit: SHOWN_ISSUES });
}
