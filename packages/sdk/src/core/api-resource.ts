import type { APIClient } from './api-client.js';

/** The base of every resource namespace (`client.spaces`, `client.sites`…): calls go through its client. */
export abstract class APIResource {
  constructor(protected readonly _client: APIClient) {}
}
