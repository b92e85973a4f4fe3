/**
 * `npm run bench:worlds`: what a world costs, next to what a whole server costs: worlds created per second
 * (from the demo world, empty, from the example world file) against `createServer()` per second, and heap
 * per demo world against heap per server. Memory is measured after full collections (needs --expose-gc, which
 * the npm script passes). Nothing is asserted: the figures are printed for the reader.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type DocPubServer } from '@docpub/mock-server';

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

const server: DocPubServer = createServer({ worldLimits: { maxWorlds: COUNT * 4, maxTotalBytes: 8 * 2 ** 30 } });
server.control.createWorld(); // builds the pristine demo copy once, outside the timing
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);

const servers = measure(Math.min(COUNT, 100), () => createServer());
servers.kept.length = 0;
const baseline = heap();
const demo = measure(COUNT, () => server.control.createWorld());
const counted = server.control.worldUsage().bytes / COUNT;
demo.kept.length = 0; // the handles hold their worlds; only the server's registry may keep them now
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
const released = heap();
const empty = measure(COUNT, () => server.control.createWorld({ from: 'empty' }));
empty.kept.length = 0;
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
const file = measure(COUNT, () => server.control.createWorld({ world: fixtures }));
file.kept.length = 0;
for (const { id } of server.control.worlds()) server.control.deleteWorld(id);

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
console.log(`\nSize the memory cap counts per demo world (its state as JSON): ${kb(counted)}`);
console.log(`Heap after deleting the ${COUNT} demo worlds, above the start: ${kb(released - baseline)} (while live: ${kb(demo.bytesEach * COUNT)})`);
