/**
 * Checks of the BUILT packages, shared by the ESM (`esm.mjs`) and CommonJS (`cjs.cjs`) entry points so both
 * module systems are asked exactly the same things. Prints one JSON line of findings; the packaging test
 * and the Node version matrix read it.
 */
'use strict';

const { createHmac } = require('node:crypto');

const USER = { object: 'user', id: 'user-double', displayName: 'Fetch Double' };

/** A fetch that answers `GET /user` and records what it was asked. */
function fetchDouble(seen) {
  return async (input, init) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization') });
    return new Response(JSON.stringify(USER), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * A visitor token from the /visitor entry, checked by Node's own HMAC (not by the library that signed it):
 * whether its signature holds under the key, and the claims it carries.
 */
async function visitorToken(visitor) {
  const key = 'smoke-site-key';
  const token = await visitor.signVisitorToken({ privateKey: key, claims: { plan: 'pro' }, expiresIn: 60 });
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return {
    signatureHolds: signature === expected,
    alg: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg,
    plan: claims.plan,
    lifetime: claims.exp - claims.iat,
    returnURL: visitor.visitorReturnURL({ siteURL: 'http://site.test/docs', location: '/docs/a', token: 'T' }),
  };
}

/** @param {{ sdk: any, contract: any, visitor: any, mockServer: any, conformance: any }} modules */
async function check({ sdk, contract, visitor, mockServer, conformance }) {
  const seen = [];
  const viaDouble = new sdk.DocPub({ token: 'smoke-token', baseUrl: 'http://double.test/v1', fetch: fetchDouble(seen) });
  const me = await viaDouble.user.get();

  // The built SDK against the built reference server, in-process.
  const server = mockServer.createServer();
  const { DEMO } = mockServer;
  const client = new sdk.DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch });
  const titles = [];
  for await (const space of client.spaces.list(DEMO.organization, { limit: 2 })) titles.push(space.title);
  let notFound = 'no error';
  try {
    await client.spaces.get('no-such-space');
  } catch (error) {
    notFound = error instanceof sdk.NotFoundError ? 'NotFoundError' : String(error);
  }

  return {
    node: process.version,
    sdkVersion: sdk.VERSION,
    operations: Object.keys(contract.operations).length,
    userViaDouble: me.displayName,
    requestViaDouble: seen[0],
    spaceTitles: titles,
    notFound,
    conformanceExports: typeof conformance.runConformance,
    visitorToken: await visitorToken(visitor),
  };
}

module.exports = { check };
