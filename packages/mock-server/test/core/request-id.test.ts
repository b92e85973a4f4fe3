import { describe, expect, it } from 'vitest';
import { request, testCore } from '../support/test-server.js';

describe('request ids', () => {
  it('every answer, success or error, carries an x-request-id unique to its request', () => {
    const { core } = testCore();
    const answers = [
      core.handle(request('GET', '/v1/user', { headers: { authorization: 'Bearer tok_alice' } })),
      core.handle(request('GET', '/v1/user', { headers: { authorization: 'Bearer tok_alice' } })),
      core.handle(request('GET', '/v1/user', { headers: { authorization: 'Bearer nope' } })),
      core.handle(request('GET', '/v1/missing')),
      core.handle(request('PUT', '/v1/things')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 405]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
