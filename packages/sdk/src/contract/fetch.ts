/** The shape of `fetch` that the SDK calls, the reference server's fetch adapter serves and the suite records. */

/** A WHATWG `fetch`: the global one, a test double, or a function that answers in-process. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
