/**
 * `npm run bench:worlds`: what a world costs, next to what a whole server costs: worlds created per second
 * (from the demo world, empty, from the example world file) against `createServer()` per second, and heap
 * per demo world against heap per server. Memory is measured after full collections (needs --expose-gc, which
 * the npm script passes). Nothing is asserted: the figures are printed for the reader.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type DocPubServer } from './lib/mock-server.js';

const COUNT = Number(process.argv[2] ?? 200);
const fixtures = readFileSync(fileURLToPath(new URL('../examples/worlds/fixtures.yaml', import.meta.url)), 'utf8');

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:worlds does)');

function heap(): number {
  for (let round = 0; round < 3; round += 1) gc!();
  return process.memoryUsage().heapUsed;
}

/** Runs `make` `count` times; answers the rate per second and the heap grown per item while all are kept. */
function measure<T>(count: number, make: (index: number) => T): { perSecond: number; bytesEach: number; kept: T[] } {
  const before = heap();
  const kept: T[] = [];
  const start = performance.now();
  for (let index = 0; index < count; index += 1) kept.push(make(index));
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: count / seconds, bytesEach: (heap() - before) / count, kept };
}

const server: DocPubServer = createServer({ worldLimits: { maxWorlds: COUNT * 4, maxWorldBytes: 2 ** 30, maxTotalBytes: 64 * 2 ** 30 } });
server.control.createWorld(); // builds the pristine demo copy once, outside the timing
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);

const servers = measure(Math.min(COUNT, 100), () => createServer());
servers.kept.length = 0;
const baseline = heap();
const demo = measure(COUNT, () => server.control.createWorld());
const countedDemo = server.control.worldUsage().bytes / COUNT;
demo.kept.length = 0; // the handles hold their worlds; only the server's registry may keep them now
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
const released = heap();
const empty = measure(COUNT, () => server.control.createWorld({ from: 'empty' }));
empty.kept.length = 0;
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
// Warms the parser and the checks up on another server (its templates are its own), so the row times this server
// parsing and checking fixtures.yaml once and instantiating it COUNT times, not the first run of that code.
createServer().control.createWorld({ world: fixtures });
const file = measure(COUNT, () => server.control.createWorld({ world: fixtures }));
file.kept.length = 0;
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);

/**
 * Heap each world really takes against what the memory caps count for it (`bytes`, the estimate of
 * worlds/world-size.ts) and against the size of its file as JSON, for shapes of state from plain to the
 * densest in small values. The caps bound the heap while measured / counted stays at or under 1.
 */
const SHAPES = 20;
const organization = { id: 'org-shape', title: 'Shapes' };
const withDocument = (document: unknown) => ({
  format: 'docpub-world/1',
  clock: '2030-01-01T00:00:00.000Z',
  organizations: [organization],
  openapiSpecs: [{ id: 'spec', organizationId: organization.id, slug: 'spec', source: { kind: 'text', text: '{}' } }],
  openapiVersions: [{ id: 'v1', specId: 'spec', format: 'json', url: 'https://shapes.test/spec.json', document }],
});
const many = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
const shapes: [string, () => object][] = [
  ['demo world', () => ({})],
  ['fixtures.yaml', () => ({ world: fixtures })],
  ['document of 36k {}', () => ({ world: withDocument(many(4, () => many(9_000, () => ({})))) })],
  ['document of 36k []', () => ({ world: withDocument(many(4, () => many(9_000, () => []))) })],
  ['document of 36k 0.5', () => ({ world: withDocument(many(4, () => many(9_000, () => 0.5))) })],
  ['document of 36k short strings', () => ({ world: withDocument(many(4, () => many(9_000, (index) => `s${index}`))) })],
  ['document, 9k unique keys', () => ({ world: withDocument(Object.fromEntries(many(9_000, (index) => [`key${index}`, index]))) })],
  ['2,000 pages', () => ({ world: { ...withDocument({}), spaces: [{ id: 'sp', organizationId: organization.id, title: 'S', pages: many(2_000, (index) => ({ id: `p${index}`, title: `Page ${index}` })) }] } })],
  ['one 1 MB page', () => ({ world: { ...withDocument({}), spaces: [{ id: 'sp', organizationId: organization.id, title: 'S', pages: [{ id: 'p', title: 'P', markdown: 'x'.repeat(2 ** 20) }] }] } })],
];
const heapRows = shapes.map(([what, input]) => {
  const given = input() as { world?: unknown };
  server.control.createWorld(given as never); // a first world of the shape: its file parsed and kept
  for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
  const made = measure(SHAPES, () => server.control.createWorld(given as never));
  const counted = made.kept[0]!.bytes;
  const json = JSON.stringify(made.kept[0]!.exportState()).length;
  made.kept.length = 0;
  for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
  return { what, json, counted, measured: made.bytesEach };
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const rows = [
  ['createServer() (demo world, a whole server)', servers.perSecond, servers.bytesEach],
  ['createWorld({ from: "demo" })', demo.perSecond, demo.bytesEach],
  ['createWorld({ from: "empty" })', empty.perSecond, empty.bytesEach],
  ['createWorld({ world: fixtures.yaml })', file.perSecond, file.bytesEach],
] as const;
console.log(`Worlds, ${COUNT} of each kind (createServer: ${Math.min(COUNT, 100)}), node ${process.version}\n`);
console.log(`${'what'.padEnd(46)}${'per second'.padStart(12)}${'vs server'.padStart(11)}${'heap each'.padStart(11)}${'vs server'.padStart(11)}`);
for (const [what, perSecond, bytesEach] of rows) {
  console.log(
    `${what.padEnd(46)}${perSecond.toFixed(0).padStart(12)}${`${(perSecond / servers.perSecond).toFixed(1)}×`.padStart(11)}` +
      `${kb(bytesEach).padStart(11)}${`${(bytesEach / servers.bytesEach).toFixed(2)}×`.padStart(11)}`,
  );
}
console.log(`\nHeap the memory caps count per demo world (estimated from its state): ${kb(countedDemo)}`);
console.log(`Heap after deleting the ${COUNT} demo worlds, above the start: ${kb(released - baseline)} (while live: ${kb(demo.bytesEach * COUNT)})`);

console.log(`\nHeap per world, measured (${SHAPES} worlds of each shape) against what the caps count and the state as JSON`);
console.log(`${'shape'.padEnd(34)}${'JSON'.padStart(10)}${'counted'.padStart(10)}${'measured'.padStart(10)}${'heap/JSON'.padStart(11)}${'heap/counted'.padStart(14)}`);
for (const { what, json, counted, measured } of heapRows) {
  console.log(
    `${what.padEnd(34)}${kb(json).padStart(10)}${kb(counted).padStart(10)}${kb(measured).padStart(10)}` +
      `${`${(measured / json).toFixed(1)}×`.padStart(11)}${`${(measured / counted).toFixed(2)}×`.padStart(14)}`,
  );
}
