/** What every call returns: a promise of the parsed data that can also hand over the raw `Response`. */

/**
 * A `Promise` of a call's parsed data, with access to the HTTP answer:
 *
 * ```ts
 * const space = await client.call(operations.getSpace, ['s1']);
 * const { data, response, requestId } = await client.call(operations.getSpace, ['s1']).withResponse();
 * const response = await client.call(operations.getSpace, ['s1']).asResponse(); // body unread
 * ```
 *
 * The request starts at once; the body is read and validated only when the data is asked for, once.
 */
export class APIPromise<T> extends Promise<T> {
  // Derived promises (from then/catch/finally) are plain Promises, not APIPromises without a request.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #response: Promise<Response>;
  readonly #parse: (response: Response) => Promise<T>;
  readonly #replay: (() => Promise<Response>) | undefined;
  #data: Promise<T> | undefined;

  /**
   * @param response the 2xx answer (rejecting with the call's error otherwise).
   * @param parse validates the body.
   * @param replay the answer with its body unread, for {@link asResponse} (default: `response` itself).
   */
  constructor(response: Promise<Response>, parse: (response: Response) => Promise<T>, replay?: () => Promise<Response>) {
    super((resolve) => resolve(undefined as T));
    this.#response = response;
    this.#parse = parse;
    this.#replay = replay;
  }

  /**
   * The raw answer, body unread, not validated: for headers or custom parsing. The body was received within
   * the call's timeout and `maxResponseBytes`; this `Response` replays it.
   */
  asResponse(): Promise<Response> {
    return this.#replay ? this.#replay() : this.#response;
  }

  /**
   * The parsed data, the answer it came from (whose body has been read) and the answer's request id (its
   * `x-request-id` or `request-id` header, `undefined` when it has neither): quote it when asking about a call.
   */
  async withResponse(): Promise<{ data: T; response: Response; requestId: string | undefined }> {
    const [data, response] = await Promise.all([this.#parsed(), this.#response]);
    const requestId = response.headers.get('x-request-id') ?? response.headers.get('request-id') ?? undefined;
    return { data, response, requestId };
  }

  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#parsed().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }

  #parsed(): Promise<T> {
    this.#data ??= this.#response.then(this.#parse);
    return this.#data;
  }
}
