/**
 * Retired routes are recognised and answer 410 Gone naming the site operation that replaced them; a body field
 * an operation does not take is a 400 naming it (a retired one with where it went), and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { RETIRED_ROUTES } from '../../src/core/retired.js';
import { DEMO, demoServer, messageOf, send, stateOf } from './support.js';

const ADMIN = DEMO.tokens.admin;

describe('retired space-publishing routes', () => {
  it.each(RETIRED_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 410 naming its replacement', (_name, route) => {
    const server = demoServer();
    const before = stateOf(server);
    const path = route.path.replace('{spaceId}', DEMO.spaces.api).replace('{shareLinkId}', DEMO.sites.shareLinks.partners);
    const response = send(server, route.method, path, { token: ADMIN, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: { name: 'x' } }) });
    expect(response.status).toBe(410);
    expect(messageOf(response)).toContain(`use ${route.replacement.method} ${route.replacement.path}`);
    expect(messageOf(response)).toContain('retired on 2024-08-05');
    expect(stateOf(server)).toBe(before);
  });

  it('needs a valid token like any operation, and leaves other methods and paths unknown', () => {
    const server = demoServer();
    expect(send(server, 'GET', `/spaces/${DEMO.spaces.api}/publishing/auth`).status).toBe(401);
    expect(send(server, 'GET', `/spaces/${DEMO.spaces.api}/publishing/auth`, { token: 'nope' }).status).toBe(401);
    expect(send(server, 'DELETE', `/spaces/${DEMO.spaces.api}/publishing/auth`, { token: ADMIN }).status).toBe(404);
    expect(send(server, 'GET', `/spaces/${DEMO.spaces.api}/publishing/share-links/x/y`, { token: ADMIN }).status).toBe(404);
  });
});

describe('unknown body fields', () => {
  it("refuses a space's visibility, naming it and the site operation that sets it now, and changes nothing", () => {
    const server = demoServer();
    const before = stateOf(server);
    const response = send(server, 'PATCH', `/spaces/${DEMO.spaces.handbook}`, { token: ADMIN, body: { title: 'Renamed', visibility: 'public' } });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(/^visibility: unknown field; .*PATCH \/orgs\/\{organizationId\}\/sites\/\{siteId\}/);
    expect(stateOf(server)).toBe(before);
  });

  it('names a nested unknown field by its path, and a field in a list item by its index', () => {
    const server = demoServer();
    const before = stateOf(server);
    const comment = send(server, 'POST', `/spaces/${DEMO.spaces.roadmap}/comments`, { token: ADMIN, body: { body: { markdown: 'Hi', html: '<p>Hi</p>' } } });
    expect(comment.status).toBe(400);
    expect(messageOf(comment)).toBe('body.html: unknown field');
    const invite = send(server, 'POST', `/orgs/${DEMO.organization}/invites`, { token: ADMIN, body: { emails: ['a@example.com', { email: 'b@example.com', role: 'read', team: 'x' }] } });
    expect(invite.status).toBe(400);
    expect(messageOf(invite)).toBe('emails.1.team: unknown field');
    expect(stateOf(server)).toBe(before);
  });

  it('takes a body whose keys are all known', () => {
    const server = demoServer();
    const response = send(server, 'PATCH', `/spaces/${DEMO.spaces.handbook}`, { token: ADMIN, body: { title: 'Renamed', emoji: '📘' } });
    expect(response.status).toBe(200);
  });
});
