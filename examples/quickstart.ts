/**
 * Quickstart: create a client, make a call, read a list.
 *
 *   npx tsx examples/quickstart.ts
 *
 * Against a deployment, set DOCPUB_BASE_URL (ending in /v1) and DOCPUB_TOKEN; the client reads both from the
 * environment. Without them this example starts the embedded reference server in-process and signs in as
 * the demo world's admin.
 */
import { DocPub } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';

function connect(): DocPub {
  if (process.env.DOCPUB_BASE_URL) return new DocPub();
  const server = createServer();
  // `fetch: server.fetch` answers in-process: no port, no network.
  return new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch });
}

const client = connect();

const me = await client.user.get();
console.log(`Signed in as ${me.displayName}`);

for await (const org of client.orgs.list()) {
  const firstPage = await client.spaces.list(org.id);
  console.log(`${org.title}: ${firstPage.count} spaces`);
  for (const space of firstPage.items) console.log(`  - ${space.title} (${space.id})`);
}
