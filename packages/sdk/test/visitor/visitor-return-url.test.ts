/**
 * The URL a visitor-auth backend sends a signed-in visitor to: the page they were going to on the site, with
 * the token — and never another place, whatever `location` an attacker writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, visitorReturnURL } from '../../src/visitor/index.js';

const SITE = 'https://docs.example.com/handbook';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ.c2ln+/=';

describe('visitorReturnURL', () => {
  it.each([
    [undefined, 'https://docs.example.com/handbook'],
    ['', 'https://docs.example.com/handbook'],
    ['/handbook', 'https://docs.example.com/handbook'],
    ['getting-started?tab=2', 'https://docs.example.com/handbook/getting-started?tab=2'],
    ['guides/install', 'https://docs.example.com/handbook/guides/install'],
    ['/handbook/getting-started?tab=2', 'https://docs.example.com/handbook/getting-started?tab=2'],
    ['https://docs.example.com/handbook/a/b', 'https://docs.example.com/handbook/a/b'],
    ['/handbook/page?jwt_token=stale', 'https://docs.example.com/handbook/page'],
  ])('sends location %j back to the site with the token', (location, page) => {
    const url = new URL(visitorReturnURL({ siteURL: SITE, location, token: TOKEN }));
    expect(url.searchParams.getAll('jwt_token')).toEqual([TOKEN]);
    url.searchParams.delete('jwt_token');
    expect(url.href).toBe(page);
  });

  it('keeps a fragment after the query, and takes the site URL as a URL object or with a trailing slash', () => {
    expect(visitorReturnURL({ siteURL: new URL(`${SITE}/`), location: '/handbook/a#install', token: 't' })).toBe(
      'https://docs.example.com/handbook/a?jwt_token=t#install',
    );
  });

  it('works for a site at the root of its host (a custom hostname)', () => {
    expect(visitorReturnURL({ siteURL: 'http://127.0.0.1:4010/', location: '/any/page', token: 't' })).toBe('http://127.0.0.1:4010/any/page?jwt_token=t');
  });

  it.each([
    'https://evil.example/handbook',
    'http://docs.example.com/handbook',
    'https://docs.example.com:8443/handbook',
    'https://docs.example.com.evil.example/handbook',
    '//evil.example/handbook',
    '/\\evil.example/handbook',
    '\\\\evil.example/handbook',
    'https://docs.example.com@evil.example/handbook',
    'https://user:pass@docs.example.com/handbook',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/other-site/page',
    '/handbook-evil/page',
    '/handbook/../other-site',
    '/handbook/%2e%2e/other-site',
    '../other-site',
    'guides/../../other-site',
    'https://evil.example/?next=https://docs.example.com/handbook',
  ])('refuses location %j (outside the site) with an InvalidArgumentError', (location) => {
    expect(() => visitorReturnURL({ siteURL: SITE, location, token: TOKEN })).toThrow(InvalidArgumentError);
    expect(() => visitorReturnURL({ siteURL: SITE, location, token: TOKEN })).toThrow(/is not a page of the site/);
  });

  it('never leaves the site, whatever the location (generated strings and URL pieces)', () => {
    const piece = fc.constantFrom('/', '//', '\\', '..', '%2e', '@', ':', '?', '#', 'evil.example', 'docs.example.com', 'handbook', 'https:', 'http:', '%00', ' ', '\t');
    const location = fc.oneof(fc.string(), fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(location, (value) => {
        let href: string;
        try {
          href = visitorReturnURL({ siteURL: SITE, location: value, token: TOKEN });
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidArgumentError);
          return;
        }
        const url = new URL(href);
        expect(url.origin).toBe('https://docs.example.com');
        expect(url.username + url.password).toBe('');
        expect(url.pathname === '/handbook' || url.pathname.startsWith('/handbook/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [{ siteURL: 'not a url', token: 't' }, /siteURL "not a url" is not a URL/],
    [{ siteURL: 'ftp://docs.example.com/', token: 't' }, /must be an http\(s\) URL/],
    [{ siteURL: SITE, token: '' }, /token is required/],
  ])('refuses %j', (options, message) => {
    expect(() => visitorReturnURL(options)).toThrow(InvalidArgumentError);
    expect(() => visitorReturnURL(options)).toThrow(message);
  });
});
