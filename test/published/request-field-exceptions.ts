/**
 * Published request properties the reference server may refuse as unknown, per operation, each with the reason.
 * There are none: a request written for the published service must never be refused for a field the service
 * takes. Fields of features DocPub does not model are accepted and not kept (`published-request-fields.ts` in
 * the contract, listed in docs/published-service.md). `request-fields-known.test.ts` fails when a published
 * property is refused without an entry here, and when an entry is no longer needed.
 */
export const UNKNOWN_FIELD_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
