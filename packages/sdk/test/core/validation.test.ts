import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { BASE_URL, setup, spaceFixture } from './support.js';

const broken = () => {
  const { revision: _revision, ...rest } = spaceFixture();
  return { ...rest, comments: 'many' };
};

describe('response validation', () => {
  it("'strict' (default) throws ResponseValidationError with issues, body and operation", async () => {
    const { client, double } = setup();
    double.json(200, broken());
    const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.operation).toBe('getSpace');
    expect(error.url).toBe(`${BASE_URL}/spaces/s1`);
    expect(error.status).toBe(200);
    expect(error.body).toEqual(broken());
    expect(error.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['comments', 'revision']);
    expect(error.message).toMatch(/^Response of getSpace \(GET http:\/\/api\.test\/v1\/spaces\/s1, status 200\) does not match the contract: /);
    expect(error.message).toContain('revision: ');
    expect(error.message).toContain('comments: ');
  });

  it("'warn' returns the data as received and reports the issues to onValidationIssues", async () => {
    const onValidationIssues = vi.fn();
    const { client, double } = setup({ validation: 'warn', onValidationIssues });
    double.json(200, broken());
    const space = await client.call(operations.getSpace, ['s1']);
    expect(space).toEqual(broken());
    expect(onValidationIssues).toHaveBeenCalledTimes(1);
    const [issues, context] = onValidationIssues.mock.calls[0]!;
    expect(issues).toHaveLength(2);
    expect(context).toMatchObject({ operation: 'getSpace', method: 'GET', status: 200, body: broken() });
  });

  it("'warn' without a handler goes to logger.warn", async () => {
    const warn = vi.fn();
    const { client, double } = setup({ validation: 'warn', logger: { warn } });
    double.json(200, broken());
    await client.call(operations.getSpace, ['s1']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Response of getSpace .* does not match the contract: .*revision/);
  });

  it("'off' skips parsing; the per-call mode overrides the client's", async () => {
    const onValidationIssues = vi.fn();
    const { client, double } = setup({ validation: 'strict', onValidationIssues });
    double.json(200, broken());
    await expect(client.call(operations.getSpace, ['s1'], {}, { validation: 'off' })).resolves.toEqual(broken());
    double.json(200, broken());
    await expect(client.call(operations.getSpace, ['s1'], {}, { validation: 'warn' })).resolves.toEqual(broken());
    expect(onValidationIssues).toHaveBeenCalledTimes(1);
  });

  it('keeps unknown enum members and extra fields, in strict mode', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture('s1', { visibility: 'members-only', editMode: 'frozen', futureField: { a: 1 } }));
    const space = await client.call(operations.getSpace, ['s1']);
    expect(space.visibility).toBe('members-only');
    expect(space.editMode).toBe('frozen');
    expect((space as Record<string, unknown>).futureField).toEqual({ a: 1 });
  });

  it('resolves a 204 to undefined without reading a body', async () => {
    const { client, double } = setup();
    double.empty(204);
    await expect(client.call(operations.deleteSpace, ['s1'])).resolves.toBeUndefined();
  });

  it('treats a non-JSON success body as a contract breach', async () => {
    const { client, double } = setup();
    double.text(200, 'OK');
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toBeInstanceOf(ResponseValidationError);
  });
});

describe('APIPromise', () => {
  it('withResponse() gives the data and the Response', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture(), { 'x-request-id': 'abc' });
    const { data, response, requestId } = await client.call(operations.getSpace, ['s1']).withResponse();
    expect(data.id).toBe('s1');
    expect(response.status).toBe(200);
    expect(requestId).toBe('abc');
  });

  it('withResponse() reads a request-id header too, and gives undefined when there is none', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture(), { 'request-id': 'req-7' }).json(200, spaceFixture());
    expect((await client.call(operations.getSpace, ['s1']).withResponse()).requestId).toBe('req-7');
    expect((await client.call(operations.getSpace, ['s1']).withResponse()).requestId).toBeUndefined();
  });

  it('asResponse() gives the raw Response with its body unread, and does not validate', async () => {
    const { client, double } = setup();
    double.json(200, broken());
    const response = await client.call(operations.getSpace, ['s1']).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual(broken());
  });

  it('asResponse() still rejects with the typed error on a non-2xx', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.json(404, { error: { code: 404, message: 'nope' } });
    await expect(client.call(operations.getSpace, ['s1']).asResponse()).rejects.toMatchObject({ status: 404 });
  });

  it('is a real Promise that parses once however it is consumed', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture());
    const promise = client.call(operations.getSpace, ['s1']);
    expect(promise).toBeInstanceOf(Promise);
    const [a, b, withResponse] = await Promise.all([promise, promise.then((space) => space.id), promise.withResponse()]);
    expect(a.id).toBe('s1');
    expect(b).toBe('s1');
    expect(withResponse.data).toBe(a);
    expect(double.requests).toHaveLength(1);
    await expect(promise.finally(() => undefined)).resolves.toBe(a);
  });

  it('starts the request without being awaited', async () => {
    const { client, double } = setup();
    double.empty(204);
    void client.call(operations.deleteSpace, ['s1']).catch(() => undefined);
    await vi.waitFor(() => expect(double.requests).toHaveLength(1));
  });
});
