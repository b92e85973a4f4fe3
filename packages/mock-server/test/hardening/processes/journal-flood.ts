/**
 * Run in a child process with a small heap: many unauthenticated 1 MiB POSTs, each body a new string, through
 * the core. Prints the journal's counted size and the heap used; dies with an out-of-memory error if the journal
 * keeps more alive than it counts.
 */
import { createServer, DEMO, MAX_BODY_BYTES } from '../../../src/index.js';

const count = Number(process.argv[2] ?? '400');
const server = createServer();
for (let index = 0; index < count; index++) {
  // A new 1 MiB string each time, so that nothing but the journal can keep an old one alive.
  const body = JSON.stringify({ title: `Big ${index}`, note: String(index).padEnd(MAX_BODY_BYTES - 100, 'x') });
  server.core.handle({
    method: 'POST',
    path: `/v1/orgs/${DEMO.organization}/collections`,
    query: {},
    headers: { 'content-type': 'application/json' },
    body,
  });
}
globalThis.gc?.();
const journal = server.control.journal();
console.log(JSON.stringify({ entries: journal.length, heapUsed: process.memoryUsage().heapUsed }));
