/** Fixtures and a client factory shared by the core tests. */
import { DocPub } from '../../src/client.js';
import type { ClientOptions } from '../../src/core/options.js';
import { createFetchDouble, type FetchDouble } from '../helpers/fetch-double.js';

export const BASE_URL = 'http://api.test/v1';
export const TOKEN = 'test-token-123';

/** A space that satisfies the contract. */
export function spaceFixture(id = 's1', extra: Record<string, unknown> = {}) {
  return {
    object: 'space',
    id,
    title: `Space ${id}`,
    visibility: 'public',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    editMode: 'live',
    urls: { location: `${BASE_URL}/spaces/${id}`, app: `https://app.test/s/${id}` },
    organization: 'o1',
    revision: 'r1',
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
    ...extra,
  };
}

/** A page of the list envelope. */
export function listFixture(ids: string[], count: number, next?: string) {
  return { items: ids.map((id) => spaceFixture(id)), count, ...(next ? { next: { page: next } } : {}) };
}

/** Records every sleep instead of waiting. */
export function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { delays, sleep };
}

/** A client on a fresh fetch double, with sleeps recorded (never waited) and a silent logger. */
export function setup(options: Partial<ClientOptions> = {}) {
  const double: FetchDouble = createFetchDouble();
  const { delays, sleep } = recordingSleep();
  const client = new DocPub({
    token: TOKEN,
    baseUrl: BASE_URL,
    fetch: double.fetch,
    sleep,
    random: () => 0.5,
    logger: {},
    ...options,
  });
  return { client, double, delays };
}
