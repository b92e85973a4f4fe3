/**
 * The reference server serves the whole contract: every operation of the table has a handler and an access
 * rule, and the work it does after answering can be awaited through the control API.
 */
import { operationList } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { POLICY } from '../src/domain/access/policy.js';
import { handlerTable } from '../src/handlers/index.js';
import { testWorld } from './support/world.js';

describe('the reference server serves the whole contract', () => {
  it('has a handler for every operation of the table', () => {
    const missing = operationList.filter((operation) => !(operation.id in handlerTable)).map((o) => o.id);
    expect(missing).toEqual([]);
  });

  it('has an access rule for every operation of the table', () => {
    const missing = operationList.filter((operation) => !(operation.id in POLICY)).map((o) => o.id);
    expect(missing).toEqual([]);
  });

  it('serves no operation outside the table', () => {
    const known = new Set(operationList.map((operation) => operation.id));
    expect(Object.keys(handlerTable).filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('POST /__control/settle', () => {
  it('resolves after an OpenAPI spec written through the API has been processed', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    const text = JSON.stringify({ openapi: '3.1.0', info: { title: 'Settle', version: '1' }, paths: {} });
    const created = await admin.openapi.create('acme', { slug: 'settle-check', source: { text } });
    expect(created.processingState).toBe('pending');

    const settled = await server.fetch(new URL('/__control/settle', server.baseUrl), { method: 'POST' });
    expect(settled.status).toBe(204);

    const after = await admin.openapi.get('acme', 'settle-check');
    expect(after.processingState).toBe('complete');
    expect(after.lastVersion).toEqual(expect.any(String));
  });
});
