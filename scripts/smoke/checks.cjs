/**
 * Checks of the BUILT packages, shared by the ESM (`esm.mjs`) and CommonJS (`cjs.cjs`) entry points so both
 * module systems are asked exactly the same things. Prints one JSON line of findings; the packaging test
 * and the Node version matrix read it.
 */
'use strict';

const USER = { object: 'user', id: 'user-double', displayName: 'Fetch Double' };

/** A fetch that answers `GET /user` and records what it was asked. */
function fetchDouble(seen) {
  return async (input, init) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization') });
    return new Response(JSON.stringify(USER), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** @param {{ sdk: any, contract: any, mockServer: any, conformance: any }} modules */
async function check({ sdk, contract, mockServer, conformance }) {
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
  };
}

module.exports = { check };
