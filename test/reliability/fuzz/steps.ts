/**
 * The steps a fuzzed sequence is made of: operations across areas (spaces, change requests and their
 * content, reviews, comments, permissions, sites, translations, the clock) by callers of every kind, plus
 * hostile requests with arbitrary path segments, queries and JSON bodies. A step is plain data (what fast-check
 * prints and shrinks); `requestsOf` turns it into requests against the state as it is when the step runs.
 */
import { DEMO, type Store } from '@docpub/mock-server';
import { operationList, ROLES } from '@docpub/sdk/contract';
import fc from 'fast-check';
import type { WireRequest } from '../support/harness.js';
import { fillPath } from '../support/wire.js';
import { membershipKey } from '../../../packages/mock-server/src/store/keys.js';
import { walkArgs } from './walks.js';
import {
  changeRequestIds,
  collectionIds,
  commentIds,
  hasChangeRequests,
  hasComments,
  isDeleted,
  MISSING,
  pageIds,
  pick,
  replyIds,
  siteIds,
  spaceIds,
  spacesWhere,
  translationIds,
} from './pools.js';

export const CALLERS = ['admin', 'edit', 'comment', 'read', 'guest', 'outsider', 'anonymous'] as const;
export type Caller = (typeof CALLERS)[number];

export const tokenOf = (who: Caller): string | undefined => (who === 'anonymous' ? undefined : DEMO.tokens[who]);

/** Mostly the admin, so that sequences get somewhere; every other kind of caller regularly. */
const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('admin' as const) },
  { weight: 4, arbitrary: fc.constantFrom(...CALLERS.filter((who) => who !== 'admin')) },
);
const index = fc.nat({ max: 15 });
/** Mostly ordinary text; sometimes any code point, lone surrogates included. */
const text = fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) });
const role = fc.constantFrom(...ROLES, null);

const spaceAt = (store: Store, i: number) => pick(spaceIds(store), i);
const spaceWithChangeRequestsAt = (store: Store, i: number) => pick(spacesWhere(store, hasChangeRequests(store)), i);
const spaceWithCommentsAt = (store: Store, i: number) => pick(spacesWhere(store, hasComments(store)), i);
const crOf = (store: Store, spaceId: string, i: number) => (spaceId === MISSING ? MISSING : pick(changeRequestIds(store, spaceId), i));
const commentOf = (store: Store, spaceId: string, i: number) => (spaceId === MISSING ? MISSING : pick(commentIds(store, spaceId), i));

/** One kind of step: how its arguments are generated and what it sends. */
interface StepKind<A> {
  args: fc.Arbitrary<A>;
  requests(args: A, store: Store): WireRequest[];
}

const kind = <A>(definition: StepKind<A>) => definition;
const req = (who: Caller, method: string, path: string, body?: unknown, query?: Record<string, string>): WireRequest => ({
  method,
  path,
  token: tokenOf(who),
  ...(body === undefined ? {} : { body }),
  ...(query === undefined ? {} : { query }),
});
const crPath = (store: Store, space: number, cr: number) => {
  const spaceId = spaceWithChangeRequestsAt(store, space);
  return `/spaces/${spaceId}/change-requests/${crOf(store, spaceId, cr)}`;
};

const KINDS = {
  createSpace: kind({
    args: fc.record({ who: caller, title: text, inCollection: fc.boolean(), collection: index }),
    requests: (a, store) => {
      const parent = a.inCollection ? pick(collectionIds(store), a.collection) : undefined;
      return [req(a.who, 'POST', `/orgs/${DEMO.organization}/spaces`, { title: a.title, ...(parent ? { parent } : {}) })];
    },
  }),
  updateSpace: kind({
    args: fc.record({ who: caller, space: index, title: text, level: role }),
    requests: (a, store) => [req(a.who, 'PATCH', `/spaces/${spaceAt(store, a.space)}`, { title: a.title, defaultLevel: a.level })],
  }),
  deleteSpace: kind({
    args: fc.record({ who: caller, space: index }),
    requests: (a, store) => [req(a.who, 'DELETE', `/spaces/${spaceAt(store, a.space)}`)],
  }),
  restoreSpace: kind({
    args: fc.record({ who: caller, space: index }),
    requests: (a, store) => [req(a.who, 'POST', `/spaces/${pick(spacesWhere(store, isDeleted(store)), a.space)}/restore`)],
  }),
  duplicateSpace: kind({
    args: fc.record({ who: caller, space: index }),
    requests: (a, store) => [req(a.who, 'POST', `/spaces/${spaceAt(store, a.space)}/duplicate`)],
  }),
  moveSpace: kind({
    args: fc.record({ who: caller, space: index, collection: fc.option(index) }),
    requests: (a, store) => {
      const parent = a.collection === null ? null : pick(collectionIds(store), a.collection);
      return [req(a.who, 'POST', `/spaces/${spaceAt(store, a.space)}/move`, { parent })];
    },
  }),
  grant: kind({
    // The outsider is never granted anything, so that everything of the demo organization stays hidden from
    // it (run-fuzz.ts checks it gets 404s); the guest is, as docs/roles.md ("Guests") allows.
    args: fc.record({ who: caller, space: index, user: fc.constantFrom(...CALLERS.filter((c) => c !== 'anonymous' && c !== 'outsider')), role }),
    requests: (a, store) => {
      const path = `/spaces/${spaceAt(store, a.space)}/permissions`;
      const userId = DEMO.users[a.user];
      return a.role === null
        ? [req(a.who, 'DELETE', `${path}/users/${userId}`)]
        : [req(a.who, 'POST', path, { role: a.role, users: [userId] })];
    },
  }),
  createChangeRequest: kind({
    args: fc.record({ who: caller, space: index, subject: text }),
    requests: (a, store) => [req(a.who, 'POST', `/spaces/${spaceAt(store, a.space)}/change-requests`, { subject: a.subject })],
  }),
  setChangeRequestStatus: kind({
    args: fc.record({ who: caller, space: index, cr: index, status: fc.constantFrom('draft', 'open', 'archived', 'merged') }),
    requests: (a, store) => [req(a.who, 'PATCH', crPath(store, a.space, a.cr), { status: a.status })],
  }),
  editContent: kind({
    args: fc.record({
      who: caller,
      space: index,
      cr: index,
      operation: fc.constantFrom('insert_page', 'update_page', 'delete_page'),
      page: index,
      nested: fc.boolean(),
      title: text,
    }),
    requests: (a, store) => {
      const path = crPath(store, a.space, a.cr);
      const crId = path.split('/').at(-1)!;
      const page = pick(pageIds(store, crId), a.page);
      const change =
        a.operation === 'insert_page'
          ? { operation: a.operation, title: a.title, document: { markdown: `# ${a.title}` }, ...(a.nested && page !== MISSING ? { into: page } : {}) }
          : a.operation === 'update_page'
            ? { operation: a.operation, page, title: a.title, document: { markdown: a.title } }
            : { operation: a.operation, page };
      return [req(a.who, 'POST', `${path}/content`, { changes: [change] })];
    },
  }),
  mergeChangeRequest: kind({
    args: fc.record({ who: caller, space: index, cr: index }),
    requests: (a, store) => [req(a.who, 'POST', `${crPath(store, a.space, a.cr)}/merge`)],
  }),
  updateFromPrimary: kind({
    args: fc.record({ who: caller, space: index, cr: index }),
    requests: (a, store) => [req(a.who, 'POST', `${crPath(store, a.space, a.cr)}/update`)],
  }),
  review: kind({
    args: fc.record({ who: caller, space: index, cr: index, status: fc.constantFrom('approved', 'changes-requested'), note: fc.option(text) }),
    requests: (a, store) => [
      req(a.who, 'POST', `${crPath(store, a.space, a.cr)}/reviews`, { status: a.status, ...(a.note ? { comment: { markdown: a.note } } : {}) }),
    ],
  }),
  comment: kind({
    args: fc.record({ who: caller, space: index, markdown: text }),
    requests: (a, store) => [req(a.who, 'POST', `/spaces/${spaceAt(store, a.space)}/comments`, { body: { markdown: a.markdown } })],
  }),
  reply: kind({
    args: fc.record({ who: caller, space: index, comment: index, markdown: text }),
    requests: (a, store) => {
      const spaceId = spaceWithCommentsAt(store, a.space);
      const path = `/spaces/${spaceId}/comments/${commentOf(store, spaceId, a.comment)}/replies`;
      return [req(a.who, 'POST', path, { body: { markdown: a.markdown } })];
    },
  }),
  updateComment: kind({
    args: fc.record({ who: caller, space: index, comment: index, resolved: fc.option(fc.boolean()), emoji: fc.option(fc.constantFrom('👍', '🎉', 'x')) }),
    requests: (a, store) => {
      const spaceId = spaceWithCommentsAt(store, a.space);
      const body = { ...(a.resolved === null ? {} : { resolved: a.resolved }), ...(a.emoji === null ? {} : { addedReactions: [a.emoji] }) };
      return [req(a.who, 'PUT', `/spaces/${spaceId}/comments/${commentOf(store, spaceId, a.comment)}`, body)];
    },
  }),
  deleteComment: kind({
    args: fc.record({ who: caller, space: index, comment: index, reply: fc.option(index) }),
    requests: (a, store) => {
      const spaceId = spaceWithCommentsAt(store, a.space);
      const commentId = commentOf(store, spaceId, a.comment);
      const path = `/spaces/${spaceId}/comments/${commentId}`;
      return [req(a.who, 'DELETE', a.reply === null ? path : `${path}/replies/${pick(replyIds(store, commentId), a.reply)}`)];
    },
  }),
  gitSync: kind({
    args: fc.record({ who: caller, space: index, export: fc.boolean(), standalone: fc.boolean(), daysAgo: fc.option(fc.nat({ max: 3 })) }),
    requests: (a, store) => {
      const url = 'https://x-token:not-kept@github.com/acme/fuzz.git';
      const timestamp = a.daysAgo === null ? {} : { timestamp: new Date(Date.UTC(2025, 0, 1) - a.daysAgo * 86_400_000).toISOString() };
      const body = a.export
        ? { url, ref: 'refs/heads/main', commitMessage: 'fuzz', ...timestamp }
        : { url, ref: 'refs/heads/main', standalone: a.standalone, ...timestamp };
      return [req(a.who, 'POST', `/spaces/${spaceAt(store, a.space)}/git/${a.export ? 'export' : 'import'}`, body)];
    },
  }),
  createSite: kind({
    args: fc.record({ who: caller, title: text, spaces: fc.array(index, { maxLength: 3 }) }),
    requests: (a, store) => [
      req(a.who, 'POST', `/orgs/${DEMO.organization}/sites`, { title: a.title, spaces: a.spaces.map((i) => spaceAt(store, i)) }),
    ],
  }),
  addSiteSpace: kind({
    args: fc.record({ who: caller, site: index, space: index }),
    requests: (a, store) => [
      req(a.who, 'POST', `/orgs/${DEMO.organization}/sites/${pick(siteIds(store), a.site)}/site-spaces`, { spaceId: spaceAt(store, a.space) }),
    ],
  }),
  removeSiteSpace: kind({
    args: fc.record({ who: caller, site: index, siteSpace: index }),
    requests: (a, store) => {
      const siteId = pick(siteIds(store), a.site);
      const siteSpaces = [...store.data.siteSpaces.values()].filter((record) => record.siteId === siteId).map((record) => record.id);
      return [req(a.who, 'DELETE', `/orgs/${DEMO.organization}/sites/${siteId}/site-spaces/${pick(siteSpaces.sort(), a.siteSpace)}`)];
    },
  }),
  translation: kind({
    args: fc.record({ who: caller, title: fc.option(text), target: index }),
    requests: (a, store) => {
      const path = `/orgs/${DEMO.organization}/translations`;
      return a.title === null
        ? [req(a.who, 'DELETE', `${path}/${pick(translationIds(store), a.target)}`)]
        : [req(a.who, 'POST', path, { title: a.title })];
    },
  }),
  // Steps the runner performs itself: moving the server clock (soft-deleted spaces expire after 7 days) and
  // paging through a list while it changes.
  advanceClock: kind({
    args: fc.record({ days: fc.integer({ min: 1, max: 8 }) }),
    requests: () => [],
  }),
  walkWhileChanging: kind({ args: walkArgs, requests: () => [] }),
  junk: kind({
    args: fc.record({
      who: caller,
      operation: fc.nat(),
      params: fc.array(fc.oneof(index.map(String), fc.string({ maxLength: 12 }), fc.constantFrom('space-api', 'acme', '..', '%2F', '%')), {
        minLength: 6,
        maxLength: 6,
      }),
      query: fc.dictionary(fc.constantFrom('limit', 'page', 'status', 'format', 'x', '__proto__', 'constructor', 'toString'), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
      body: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.object({ maxDepth: 2 })),
    }),
    requests: (a) => {
      const operation = operationList[a.operation % operationList.length]!;
      const params = Object.fromEntries(operation.pathParams.map((name, i) => [name, a.params[i] || 'x']));
      // Segments are sent as generated: a stray `%` must be refused by the server, not by the test.
      const path = fillPath(operation, params).replace(/%25/g, '%');
      return [{ method: operation.method, path, token: tokenOf(a.who), query: a.query, rawBody: JSON.stringify(a.body) ?? 'null', headers: { 'content-type': 'application/json' } }];
    },
  }),
};

/** Operations that take a body: where hostile bodies are sent. */
const WITH_BODY = operationList.filter((operation) => operation.body !== undefined);

/** Bodies past the server's limits: too deep (objects, arrays), too wide, a `__proto__` key, over 1 MiB. */
function hostileText(shape: HostileShape, depth: number): string {
  switch (shape) {
    case 'deep':
      return `{"title":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    case 'deepArray':
      return `{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    case 'wide':
      return JSON.stringify({ title: new Array(10_001).fill(1) });
    case 'proto':
      return '{"title":"t","__proto__":{"admin":true}}';
    case 'huge':
      return JSON.stringify({ title: 'x'.repeat(1_048_600) });
  }
}
const HOSTILE_SHAPES = ['deep', 'deepArray', 'wide', 'proto', 'huge'] as const;
type HostileShape = (typeof HOSTILE_SHAPES)[number];

/** The value planted by `plantedSecret` steps; no journal entry may ever hold it. */
export const PLANTED_SECRET = 'FuzzPlantedS3cret';

/** Names a secret travels under, in the spellings an outsider would try (case, encoding once and twice, escapes). */
const SECRET_NAMES = [
  'access_token', 'ACCESS_TOKEN', 'Access%5FToken', 'access%255Ftoken', '\\u0061ccess_token', 'token', 'jwt_token',
  'shareKey', 'share%4Bey', 'gitbook-visitor-token', 'gitbook-visitor-public', 'Cookie', 'password', 'client_secret',
];

/** Values that hide a secret behind a harmless name. */
const SECRET_CARRIERS = [
  (secret: string) => `https://u:${secret}@github.com/a/b.git`,
  (secret: string) => `https:u:${secret}@github.com/a/b.git`,
  (secret: string) => `https://h/x?token=${secret}`,
  (secret: string) => `%3Ftoken%3D${secret}`,
  (secret: string) => `%253Fshare%254Bey%253D${secret}`,
  (secret: string) => `a=1; gitbook-visitor-token=${secret}`,
  (secret: string) => `{"jwt_token":"${secret}"}`,
];

/** Inputs sized against work that once rescanned them: a page of `[`, a path of slashes, a wide YAML map. */
const LINEAR_INPUTS = ['brackets', 'slashes', 'wideYaml'] as const;
/**
 * Ids a header cannot carry as they are (above Latin-1, CR/LF, other controls), as a world file or a seed may
 * store them; any well-formed text besides.
 */
const unsendableId = fc.oneof(
  fc.constantFrom('org-東京', 'org-a\r\nSet-Cookie: x=1', 'org-\u0000', 'org-\u2028', 'org-😀', 'org-caf\u00e9 x'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map((text) => `org-${text}`),
);

/** Gives the demo organization a second id, the demo admin a member of it, straight in the store. */
function organizationAlias(store: Store, id: string): void {
  const organization = store.data.organizations.get(DEMO.organization)!;
  if (store.data.organizations.has(id)) return;
  store.data.organizations.set(id, { ...structuredClone(organization), id });
  const membership = store.data.memberships.get(membershipKey(DEMO.organization, DEMO.users.admin))!;
  store.data.memberships.set(membershipKey(id, DEMO.users.admin), { ...membership, organizationId: id });
}

/** Steps the runner performs on the control API: snapshots, restores, frees, clock jumps of any size. */
export const CONTROL_ACTIONS = ['snapshot', 'restore', 'deleteSnapshot', 'advance'] as const;

const HOSTILE_KINDS = {
  hostileBody: kind({
    args: fc.record({
      who: caller,
      operation: fc.nat(),
      shape: fc.constantFrom(...HOSTILE_SHAPES),
      depth: fc.integer({ min: 65, max: 20_000 }),
    }),
    requests: (a, store) => {
      const operation = WITH_BODY[a.operation % WITH_BODY.length]!;
      const params = Object.fromEntries(operation.pathParams.map((name, i) => [name, i === 0 ? spaceAt(store, 0) : 'x']));
      return [{
        method: operation.method,
        path: fillPath(operation, params),
        token: tokenOf(a.who),
        rawBody: hostileText(a.shape, a.depth),
        headers: { 'content-type': 'application/json' },
      }];
    },
  }),
  plantedSecret: kind({
    args: fc.record({
      who: caller,
      operation: fc.nat(),
      name: fc.constantFrom(...SECRET_NAMES),
      carrier: fc.nat({ max: SECRET_CARRIERS.length - 1 }),
      depth: fc.nat({ max: 40 }),
    }),
    requests: (a, store) => {
      const operation = operationList[a.operation % operationList.length]!;
      const params = Object.fromEntries(operation.pathParams.map((name, i) => [name, i === 0 ? spaceAt(store, 0) : 'x']));
      let body: unknown = { [a.name.replace(/\\\\/g, '\\')]: PLANTED_SECRET, note: SECRET_CARRIERS[a.carrier]!(PLANTED_SECRET) };
      for (let level = 0; level < a.depth; level++) body = { nested: [body] };
      return [{
        method: operation.method,
        path: fillPath(operation, params),
        token: tokenOf(a.who),
        query: { [a.name]: PLANTED_SECRET, next: SECRET_CARRIERS[a.carrier]!(PLANTED_SECRET) },
        rawBody: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }];
    },
  }),
  linearInput: kind({
    args: fc.record({ input: fc.constantFrom(...LINEAR_INPUTS), size: fc.integer({ min: 1_000, max: 200_000 }) }),
    requests: (a, store) => {
      const spaceId = spaceAt(store, 0);
      if (a.input === 'brackets') {
        return [req('admin', 'POST', `/spaces/${spaceId}/change-requests`, {})];
      }
      if (a.input === 'slashes') {
        const destination = { kind: 'path', spaceId, path: `a${'/'.repeat(a.size)}b` };
        return [req('admin', 'POST', `/orgs/${DEMO.organization}/sites/${pick(siteIds(store), 0)}/redirects`, { source: `/s${a.size}`, destination })];
      }
      const text = `openapi: 3.1.0\ninfo: {title: W, version: '1'}\npaths: {}\nx-wide:\n${Array.from({ length: a.size / 20 }, (_, i) => `  k${i}: ${i}\n`).join('')}`;
      return [req('admin', 'PUT', `/orgs/${DEMO.organization}/openapi/wide`, { source: { text } })];
    },
  }),
  /** A create under an organization whose id a header cannot carry: its `Location` is made of that id. */
  unsendableId: kind({
    args: fc.record({ who: caller, id: unsendableId }),
    requests: (a, store) => {
      organizationAlias(store, a.id);
      return [req(a.who, 'PUT', `/orgs/${encodeURIComponent(a.id)}/teams`, { title: 'Travellers' })];
    },
  }),
  control: kind({
    args: fc.record({
      action: fc.constantFrom(...CONTROL_ACTIONS),
      which: fc.nat({ max: 20 }),
      ms: fc.oneof(fc.nat(), fc.constant(10 * 365 * 24 * 3600 * 1000), fc.double({ noNaN: false })),
    }),
    requests: () => [],
  }),
};
Object.assign(KINDS, HOSTILE_KINDS);

export type StepName = keyof typeof KINDS | keyof typeof HOSTILE_KINDS;
type AllKinds = typeof KINDS & typeof HOSTILE_KINDS;
type ArgsOf<K extends StepName> = AllKinds[K] extends StepKind<infer A> ? A : never;
/** One generated step: its kind and arguments. */
export type Step = { [K in StepName]: { kind: K } & ArgsOf<K> }[StepName];

/** Any step, its kind picked uniformly. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  ...(Object.keys(KINDS) as StepName[]).map((name) =>
    ((KINDS as AllKinds)[name].args as fc.Arbitrary<object>).map((args) => ({ kind: name, ...args }) as Step),
  ),
);

/** The requests a step sends, against the state as it is now. */
export function requestsOf(step: Step, store: Store): WireRequest[] {
  const definition = (KINDS as AllKinds)[step.kind] as StepKind<Step>;
  return definition.requests(step, store);
}
