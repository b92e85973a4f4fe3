/**
 * A site's publishing-auth private key reaches organization admins only, and only through the publishing
 * auth operations: every other answer to every caller — each GET of the API, each refused write — is
 * searched for it.
 */
import { DEMO } from '@docpub/mock-server';
import { operationList } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { casesFor } from '../catalogue/index.js';
import { Harness } from '../support/harness.js';
import { buildMatrixWorld } from '../support/matrix-world.js';
import { ADMIN_TOKEN, PRINCIPALS } from '../support/principals.js';
import { fillPath } from '../support/wire.js';

const harness = new Harness();
const world = buildMatrixWorld(harness);
const authPath = `/orgs/${DEMO.organization}/sites/${DEMO.sites.docs}/publishing/auth`;
const KEY_OPERATIONS = new Set(['getPublishingAuth', 'updatePublishingAuth', 'regeneratePublishingAuth']);

function privateKey(): string {
  const response = harness.send({ method: 'GET', path: authPath, token: ADMIN_TOKEN });
  const key = (response.body as { privateKey?: unknown }).privateKey;
  if (typeof key !== 'string') throw new Error(`the admin got no private key: ${JSON.stringify(response.body)}`);
  return key;
}

describe('the publishing private key reaches only admins', () => {
  it('admins read a random key of at least 32 bytes', () => {
    const key = privateKey();
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(32);
    // Random, not derived from the seed: another server of the same seed has another key.
    expect(new Harness().send({ method: 'GET', path: authPath, token: ADMIN_TOKEN }).body).not.toMatchObject({ privateKey: key });
  });

  it.each(PRINCIPALS.filter((who) => who.name !== 'admin').map((who) => [who.name, who] as const))(
    '%s never sees it, in any answer',
    (_name, who) => {
      const key = privateKey();
      const leaks: string[] = [];
      for (const operation of operationList) {
        for (const request of casesFor(operation, world, who.name)) {
          const snapshot = operation.method === 'GET' ? undefined : harness.snapshot();
          const response = harness.send({
            method: operation.method,
            path: fillPath(operation, request.params),
            token: who.token,
            ...(request.query ? { query: request.query } : {}),
            ...(request.body ? { body: request.body } : {}),
          });
          if (JSON.stringify(response.body ?? null).includes(key)) leaks.push(`${operation.id} answered ${response.status} with the key`);
          if (snapshot) harness.restore(snapshot);
        }
      }
      expect(leaks).toEqual([]);
    },
  );

  it('members who may read the settings get them without the key', () => {
    const response = harness.send({ method: 'GET', path: authPath, token: DEMO.tokens.read });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ object: 'publishing-auth' });
    expect(response.body).not.toHaveProperty('privateKey');
  });

  it('admins see it nowhere but in the publishing auth operations', () => {
    const key = privateKey();
    const leaks = operationList
      .filter((operation) => operation.method === 'GET' && !KEY_OPERATIONS.has(operation.id))
      .flatMap((operation) => casesFor(operation, world).map((request) => ({ operation, request })))
      .filter(({ operation, request }) => {
        const response = harness.send({ method: 'GET', path: fillPath(operation, request.params), token: ADMIN_TOKEN, ...(request.query ? { query: request.query } : {}) });
        return JSON.stringify(response.body ?? null).includes(key);
      })
      .map(({ operation }) => operation.id);
    expect(leaks).toEqual([]);
  });

  it('regenerating replaces it, and the old key is gone', () => {
    const before = privateKey();
    const refused = harness.send({ method: 'POST', path: `${authPath}/regenerate`, token: DEMO.tokens.create });
    expect(refused.status).toBe(403);
    expect(privateKey()).toBe(before);
    const regenerated = harness.send({ method: 'POST', path: `${authPath}/regenerate`, token: ADMIN_TOKEN });
    const after = (regenerated.body as { privateKey: string }).privateKey;
    expect(after).not.toBe(before);
    expect(privateKey()).toBe(after);
    expect(JSON.stringify([...harness.server.store.data.sites.values()])).not.toContain(before);
  });
});
