/**
 * A proxy on 127.0.0.1 that echoes the `Authorization` header base64-encoded, as careless proxies and gateways do
 * (`Bearer <token>` encoded, `Basic base64(user:token)`, the header inside an encoded JSON blob), in the error's
 * message and body: the error the SDK throws holds no base64 spelling from which the token could be decoded, in
 * the standard or the URL-safe alphabet, wherever in the encoded text the token starts.
 */
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { operations } from '../../src/contract/index.js';
import { REDACTED } from '../../src/core/redact.js';
import { startHostileServer, type HostileServer } from '../helpers/hostile-server.js';

const TOKEN = 'dp_live_9fQ2xLk7Wm4Rt8Zb';

let server: HostileServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const standard = (text: string) => Buffer.from(text).toString('base64');
const urlSafe = (text: string) => Buffer.from(text).toString('base64url');

/** What the proxy makes of the header it saw: encodings that put the token at each place in a group of three. */
function echoes(authorization: string): string[] {
  const token = authorization.replace(/^Bearer /, '');
  const forms = [authorization, `ci-bot:${token}`, `${token}:`, `:${token}`, `{"authorization":"${authorization}"}`, `x${authorization}y`, `xy${authorization}`];
  return forms.flatMap((form) => [standard(form), urlSafe(form)]);
}

/** Every stretch of base64 in `text`, decoded from each place a group could start, in both alphabets. */
function decodings(text: string): string[] {
  const out: string[] = [];
  for (const [run] of text.matchAll(/[A-Za-z0-9+/_-]{4,}={0,2}/g)) {
    for (let start = 0; start < 4; start++) {
      const part = run.slice(start);
      out.push(Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'base64url').toString('latin1'));
    }
  }
  return out;
}

describe('a token echoed base64-encoded', () => {
  it('cannot be decoded from the error, its message or its body', async () => {
    server = await startHostileServer((request, response) => {
      const seen = echoes(String(request.headers.authorization));
      response.writeHead(502, { 'content-type': 'application/json' }).end(
        JSON.stringify({ error: { code: 502, message: `upstream refused ${seen.join(' ')}` }, echoed: seen }),
      );
    });
    const client = new DocPub({ token: TOKEN, baseUrl: `${server.origin}/v1`, maxRetries: 0 });
    const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as Error & { body: unknown };
    expect(error.message).toContain(`upstream refused ${REDACTED}`);
    const texts = [error.message, JSON.stringify(error.body), inspect(error, { depth: Number.POSITIVE_INFINITY }), String(error.stack)];
    for (const text of texts) {
      expect(text).not.toContain(TOKEN);
      for (const decoded of decodings(text)) expect(decoded).not.toContain(TOKEN.slice(0, 12));
    }
    // What the proxy encoded besides the token is still there to read.
    expect(error.message).toContain(standard('ci-bot:').slice(0, 8));
  });
});
