/** The contract's one operation matcher, used by the server's router, the suite's traffic log and SDK tests. */
import { describe, expect, it } from 'vitest';
import { compileOperationMatcher, defineOperations, operationList, operations } from '../../src/contract/index.js';

describe('compileOperationMatcher', () => {
  const matcher = compileOperationMatcher(operations);

  it('finds every operation of the table from a concrete path, with its raw parameters in order', () => {
    for (const operation of operationList) {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => `${name}-1`);
      const found = matcher.match(operation.method, path);
      expect(found, `${operation.method} ${path}`).toEqual({
        found: true,
        operation,
        rawParams: operation.pathParams.map((name) => `${name}-1`),
      });
    }
  });

  it('prefers a literal segment to a parameter and keeps an encoded slash inside one parameter', () => {
    expect(matcher.match('GET', '/orgs/acme/openapi/pets/versions/latest')).toMatchObject({
      operation: { id: 'getLatestOpenApiSpecVersion' },
    });
    expect(matcher.match('GET', '/orgs/acme/openapi/pets/versions/v1')).toMatchObject({
      operation: { id: 'getOpenApiSpecVersion' },
      rawParams: ['acme', 'pets', 'v1'],
    });
    expect(matcher.match('GET', '/spaces/sp_1/content/path/guides%2Fintro')).toMatchObject({
      operation: { id: 'getSpaceContentPageByPath' },
      rawParams: ['sp_1', 'guides%2Fintro'],
    });
  });

  it('compares methods case-insensitively', () => {
    expect(matcher.match('get', '/integrations/pulse')).toMatchObject({ operation: { id: 'getIntegration' } });
  });

  it('tells an unknown path from a known path with another method, naming the methods it has', () => {
    expect(matcher.match('GET', '/nothing/here')).toEqual({ found: false, allow: undefined });
    expect(matcher.match('GET', '/spaces//content')).toEqual({ found: false, allow: undefined });
    expect(matcher.match('GET', 'spaces/sp_1')).toEqual({ found: false, allow: undefined });
    expect(matcher.match('PUT', '/spaces/sp_1')).toEqual({ found: false, allow: 'DELETE, GET, PATCH' });
  });

  it('compiles a table once and refuses two operations on one method and path', () => {
    expect(compileOperationMatcher(operations)).toBe(matcher);
    const clash = defineOperations({
      first: { method: 'GET', path: '/a/{x}', summary: 'first', status: 200 },
      second: { method: 'GET', path: '/a/{y}', summary: 'second', status: 200 },
    });
    expect(() => compileOperationMatcher(clash)).toThrow('operations first and second both serve GET /a/{y}');
  });
});
