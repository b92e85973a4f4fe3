/**
 * The benchmark's world: the reference server's demo world plus spaces holding many comments.
 *
 * Spaces are created through the API, like a user would. Their comments go straight into the store through
 * the server's own domain function (`insertComment`), because a million comments posted over HTTP would take
 * longer than the benchmark itself; every measured read still goes through the server's request path.
 */
import type { Store } from '../../packages/mock-server/src/store/store.js';
import { applyMessageChange } from '../../packages/mock-server/src/domain/comments/message-edits.js';
import { insertComment } from '../../packages/mock-server/src/domain/comments/threads.js';
import { createServer, DEMO, type DocPubServer } from './mock-server.js';

/** A space the benchmark wants, named by `key`, with `comments` comments. */
export interface SpaceSpec {
  key: string;
  comments: number;
}

/** The id and size of a seeded space. */
export interface SeededSpace {
  id: string;
  comments: number;
}

/** A reference server and the spaces seeded into it, by key. */
export interface BenchWorld {
  server: DocPubServer;
  /** An admin's token of the demo world. */
  token: string;
  spaces: Record<string, SeededSpace>;
}

/** The headers of a raw request, matching what the SDK sends. */
export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, accept: 'application/json' };
}

const AUTHORS = [DEMO.users.admin, DEMO.users.edit, DEMO.users.comment, DEMO.users.review, DEMO.users.read];
const REMARKS = [
  'Should this paragraph mention the rate limits?',
  'The example uses the old endpoint; it moved to /v1/spaces.',
  'Typo in the second sentence.',
  'Could we add a diagram of the publishing flow here?',
  'This section repeats what the introduction says.',
];

/** Creates an empty space in the demo organization through the API and returns its id. */
export async function createBenchSpace(server: DocPubServer, title: string): Promise<string> {
  const response = await server.fetch(`/v1/orgs/${DEMO.organization}/spaces`, {
    method: 'POST',
    headers: { ...authHeaders(DEMO.tokens.admin), 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  if (response.status !== 201) throw new Error(`creating space "${title}" answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Adds `count` comments to a space straight into the store. Authors rotate through the demo users and every
 * tenth comment carries a reaction, so that presenting a page does the work a real page needs.
 */
export function seedComments(server: DocPubServer, spaceId: string, count: number): void {
  // The build's Store and the sources' are one shape under two declarations.
  const store = server.store as unknown as Store;
  const space = store.data.spaces.get(spaceId);
  if (!space) throw new Error(`space ${spaceId} is not in the store`);
  const reactor = store.data.users.get(DEMO.users.edit);
  if (!reactor) throw new Error('demo user edit is missing');
  for (let index = 0; index < count; index += 1) {
    const comment = insertComment(store, server.clock, space, {
      authorId: AUTHORS[index % AUTHORS.length]!,
      markdown: `#${index + 1}: ${REMARKS[index % REMARKS.length]}`,
      target: { revisionId: space.revisionId },
    });
    if (index % 10 === 0) applyMessageChange(comment, { addedReactions: ['👍'] }, reactor, server.clock);
  }
}

/** A reference server over the demo world plus the spaces of `specs`, comments seeded. */
export async function createBenchWorld(specs: readonly SpaceSpec[], baseUrl?: string): Promise<BenchWorld> {
  const server = createServer(baseUrl === undefined ? {} : { baseUrl });
  const spaces: Record<string, SeededSpace> = {};
  for (const spec of specs) {
    const id = await createBenchSpace(server, `Bench ${spec.key}`);
    seedComments(server, id, spec.comments);
    spaces[spec.key] = { id, comments: spec.comments };
  }
  return { server, token: DEMO.tokens.admin, spaces };
}

/** What a row learns of a reference server listening on loopback HTTP. */
export interface ReferenceServerInfo {
  /** Base URL of the API, ending in `/v1`. */
  url: string;
  token: string;
  spaces: Record<string, SeededSpace>;
}

/** A bench world's reference server listening on a free loopback port. */
export async function listenBenchWorld(specs: readonly SpaceSpec[]): Promise<{ info: ReferenceServerInfo; close: () => Promise<void> }> {
  const world = await createBenchWorld(specs);
  const listening = await world.server.listen({ host: '127.0.0.1', port: 0 });
  return { info: { url: listening.url, token: world.token, spaces: world.spaces }, close: listening.close };
}
