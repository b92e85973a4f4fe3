/**
 * Run by heap-cap.test.ts under a small `--max-old-space-size`: fills worlds whose state is dense in small
 * values (the shape whose heap is largest per byte of JSON) through `POST /__control/worlds` until a cap
 * refuses, then checks the server still serves. Prints one JSON line: what was made, the refusal, the heap.
 */
import { getHeapStatistics } from 'node:v8';
import { createServer } from '../../../src/index.js';

const server = createServer();
const made: number[] = [];
let refusal: { status: number; message: string } | undefined;
for (let index = 0; index < 10_000 && refusal === undefined; index += 1) {
  const world = {
    format: 'docpub-world/1',
    clock: '2030-01-01T00:00:00.000Z',
    organizations: [{ id: `org-${index}`, title: 'Dense' }],
    openapiSpecs: [{ id: 'spec', organizationId: `org-${index}`, slug: 'dense', source: { kind: 'text', text: '{}' } }],
    openapiVersions: [{ id: 'v1', specId: 'spec', format: 'json', url: 'https://dense.test/spec.json', document: Array.from({ length: 4 }, () => Array.from({ length: 9_000 }, () => ({}))) }],
  };
  const response = await server.fetch('/__control/worlds', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ world }),
  });
  const body = (await response.json()) as { bytes?: number; error?: { message: string } };
  if (response.status === 201) made.push(body.bytes!);
  else refusal = { status: response.status, message: body.error?.message ?? '' };
}
const after = await server.fetch('/v1/user', { headers: { authorization: 'Bearer demo-admin-token' } });
const heap = getHeapStatistics();
console.log(JSON.stringify({ made: made.length, counted: made.reduce((a, b) => a + b, 0), refusal, served: after.status, used: heap.used_heap_size, limit: heap.heap_size_limit, usage: server.control.worldUsage() }));
