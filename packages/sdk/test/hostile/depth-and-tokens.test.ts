/**
 * Answers nested as deep as a server cares to send them, and tokens a server echoes back, against a real server
 * on 127.0.0.1: everything the SDK throws is a DocPubError, and no token the client was given — short, per
 * call, set by a hook, or inherited by a derived client — reaches an error, a log line or `onValidationIssues`.
 */
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { operations } from '../../src/contract/index.js';
import { REDACTED } from '../../src/core/redact.js';
import { DocPubError } from '../../src/errors/docpub-error.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { startHostileServer, type HostileHandler, type HostileServer } from '../helpers/hostile-server.js';

let server: HostileServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: HostileHandler): Promise<string> {
  server = await startHostileServer(handler);
  return `${server.origin}/v1`;
}

/** Answers `body`, or JSON text as given (JSON.stringify itself overflows the stack on the deepest bodies). */
function json(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A page tree `levels` deep as JSON text, each page the only child of the one above; `broken` spoils the deepest title. */
function pageTree(levels: number, broken = false): string {
  const group = (level: number) => `{"id":"p${level}","title":"Group","type":"group","slug":"g","path":"g","pages":[`;
  const leaf = `{"id":"p${levels}","title":${broken ? 42 : '"Leaf"'},"type":"document","slug":"leaf","path":"leaf","pages":[]}`;
  let open = '';
  for (let level = 1; level < levels; level++) open += group(level);
  return `{"pages":[${open}${leaf}${']}'.repeat(levels - 1)}]}`;
}

/** An array nested `levels` deep, as JSON text. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}"bottom"${']'.repeat(levels)}`;

/** How many levels of `pages` a tree handed back has. */
function pageDepth(tree: unknown): number {
  let depth = 0;
  for (let pages = (tree as { pages: unknown[] }).pages; pages.length > 0; pages = (pages[0] as { pages: unknown[] }).pages) depth++;
  return depth;
}

/** Every way an error can be turned into text. */
function renderings(error: unknown): string {
  return [String(error), JSON.stringify(error), inspect(error, { depth: 8, showHidden: true }), (error as Error).stack].join('\n');
}

describe('answers nested deep', () => {
  it.each([3_000, 20_000])('a page tree %i levels deep is refused with a ResponseValidationError, never a RangeError', async (levels) => {
    const baseUrl = await serve((_request, response) => json(response, 200, pageTree(levels)));
    const client = new DocPub({ token: 'tok_depth_0001', baseUrl, maxRetries: 0, logger: {} });
    const error = await client.revisions.pages('s1', 'r1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toBeInstanceOf(DocPubError);
    expect((error as ResponseValidationError).message).toContain('nested too deep to check');
    // The body is kept, scrubbed, whole: the walk over it keeps its own stack.
    expect(pageDepth((error as ResponseValidationError).body)).toBe(levels);
  });

  it('in warn mode the deep tree is reported and handed back as received; off hands it back unchecked', async () => {
    const body = pageTree(20_000);
    const baseUrl = await serve((_request, response) => json(response, 200, body));
    const reported: string[] = [];
    const client = new DocPub({ token: 'tok_depth_0002', baseUrl, maxRetries: 0, validation: 'warn', onValidationIssues: (issues) => reported.push(issues[0]!.message) });
    const warned = await client.revisions.pages('s1', 'r1');
    expect(reported).toEqual(['the answer is nested too deep to check']);
    expect(pageDepth(warned)).toBe(20_000);
    const off = await client.revisions.pages('s1', 'r1', undefined, { validation: 'off' });
    expect(pageDepth(off)).toBe(20_000);
  });

  it('a broken page tree deep enough to overflow zod is explained by a DocPubError', async () => {
    for (const levels of [1_500, 2_040]) {
      const baseUrl = await serve((_request, response) => json(response, 200, pageTree(levels, true)));
      const client = new DocPub({ token: 'tok_depth_0003', baseUrl, maxRetries: 0, logger: {} });
      const error = await client.revisions.pages('s1', 'r1').catch((caught: unknown) => caught);
      expect(error, String(levels)).toBeInstanceOf(ResponseValidationError);
      await server!.close();
      server = undefined;
    }
  });

  it('a page tree 1,000 levels deep is accepted as it is', async () => {
    const baseUrl = await serve((_request, response) => json(response, 200, pageTree(1_000)));
    const client = new DocPub({ token: 'tok_depth_0004', baseUrl, maxRetries: 0 });
    expect(pageDepth(await client.revisions.pages('s1', 'r1'))).toBe(1_000);
  });

  it('a field the contract does not know, 50,000 levels deep, is kept as received', async () => {
    const space = await import('../resources/fixtures.js').then(({ examples }) => examples.space);
    const baseUrl = await serve((_request, response) => json(response, 200, `${JSON.stringify(space).slice(0, -1)},"addedLater":${nestedArrays(50_000)}}`));
    const client = new DocPub({ token: 'tok_depth_0005', baseUrl, maxRetries: 0 });
    const got = (await client.spaces.get('s1')) as unknown as { addedLater: unknown; id: string };
    expect(got.id).toBe(space.id);
    let depth = 0;
    for (let value = got.addedLater; Array.isArray(value); value = value[0]) depth++;
    expect(depth).toBe(50_000);
  });

  it('an error answer 20,000 levels deep becomes an APIError with its body scrubbed', async () => {
    const baseUrl = await serve((_request, response) => json(response, 400, `{"error":{"code":400,"message":"no"},"detail":${nestedArrays(20_000)}}`));
    const client = new DocPub({ token: 'tok_depth_0006', baseUrl, maxRetries: 0, logger: {} });
    const error = await client.spaces.get('s1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocPubError);
  });
});

describe('every token the client was given is scrubbed', () => {
  /** A server that answers a body breaking the contract, echoing the request's Authorization header in it. */
  const echoing: HostileHandler = (request, response) =>
    json(response, 200, { object: 'space', id: 42, echo: request.headers.authorization, note: `token ${String(request.headers.authorization).replace(/^Bearer /, '')}` });

  it('a token of three characters, in errors and log lines', async () => {
    const baseUrl = await serve((request, response) => json(response, 401, { error: { code: 401, message: `token ${String(request.headers.authorization).slice(7)} is not valid` } }));
    const lines: string[] = [];
    const log = (...args: unknown[]) => lines.push(inspect(args, { depth: 8 }));
    const client = new DocPub({ token: 'q7Z', baseUrl, maxRetries: 0, logLevel: 'debug', logger: { debug: log, info: log, warn: log, error: log } });
    const error = await client.spaces.get('s1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocPubError);
    expect((error as Error).message).toContain(`token ${REDACTED} is not valid`);
    expect(renderings(error)).not.toContain('q7Z');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('q7Z');
  });

  it("a per-call Authorization token, in the body handed to onValidationIssues and in ResponseValidationError", async () => {
    const baseUrl = await serve(echoing);
    const bodies: unknown[] = [];
    const client = new DocPub({ token: 'client-token-1234', baseUrl, maxRetries: 0, onValidationIssues: (_issues, context) => bodies.push(context.body) });
    const headers = { Authorization: 'Bearer call-tok-55' };
    await client.spaces.get('s1', undefined, { headers, validation: 'warn' });
    expect(JSON.stringify(bodies)).not.toContain('call-tok-55');
    expect(JSON.stringify(bodies)).toContain(REDACTED);
    const error = await client.spaces.get('s1', undefined, { headers }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(renderings(error)).not.toContain('call-tok-55');
  });

  it('a token in the client-wide headers, and the parent token of a client made by withOptions', async () => {
    const baseUrl = await serve((request, response) =>
      json(response, 403, { error: { code: 403, message: `seen ${String(request.headers.authorization)}; earlier parent-tok-1 and hdr-tok-2` } }),
    );
    const parent = new DocPub({ token: 'parent-tok-1', baseUrl, maxRetries: 0, logger: {} });
    const derived = parent.withOptions({ token: 'child-tok-3', headers: { authorization: 'Bearer hdr-tok-2' } });
    const error = await derived.spaces.get('s1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocPubError);
    const text = renderings(error);
    for (const token of ['parent-tok-1', 'hdr-tok-2', 'child-tok-3']) expect(text, token).not.toContain(token);
  });

  it('a token a beforeRequest hook sets', async () => {
    const baseUrl = await serve(echoing);
    const bodies: unknown[] = [];
    const client = new DocPub({
      token: 'client-token-1234',
      baseUrl,
      maxRetries: 0,
      validation: 'warn',
      onValidationIssues: (_issues, context) => bodies.push(context.body),
      hooks: {
        beforeRequest: [
          (request) => {
            const headers = new Headers(request.headers);
            headers.set('authorization', 'Bearer hook-tok-77');
            return new Request(request, { headers });
          },
        ],
      },
    });
    await client.spaces.get('s1');
    expect(server!.requests).toHaveLength(1);
    expect(JSON.stringify(bodies)).toContain(REDACTED);
    expect(JSON.stringify(bodies)).not.toContain('hook-tok-77');
  });
});
