/**
 * `npm run soak [-- --seconds 60] [--connections 50]`: the soak of test/reliability/soak at length — mixed
 * reads and writes on loopback against the reference server in its own process, slow clients included —
 * and its figures: errors (target 0), server RSS before and after (target flat), the server's limits.
 * Exits non-zero on any error, on memory growth past the slack, or when a slow client is not dropped.
 */
import { parseArgs } from 'node:util';
import { describeSoak, runSoak } from '../test/reliability/soak/soak.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'slow-clients': { type: 'string', default: '5' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name}: must be a non-negative integer, got ${text}`);
  return value;
}

const options = {
  durationSeconds: positive('seconds', values.seconds),
  warmupSeconds: 5,
  connections: positive('connections', values.connections),
  slowClients: positive('slow-clients', values['slow-clients']),
};
/** RSS growth tolerated over a long run: allocator slack, not a leak (a leak grows with the request count). */
const RSS_SLACK = 64 * 1024 * 1024;

const report = await runSoak(options);
console.log(describeSoak(report, options));
const problems = [
  ...(report.errors > 0 ? [`${report.errors} errors`] : []),
  ...(report.memory.after.rss - report.memory.before.rss > RSS_SLACK ? ['server RSS grew past the slack'] : []),
  // Node checks header timeouts every 30 s, so only a soak longer than that can expect the drops.
  ...(options.durationSeconds > report.limits.headersTimeout / 1000 + 30 && report.slowClientsDropped !== options.slowClients
    ? [`slow clients dropped: ${report.slowClientsDropped} of ${options.slowClients}`]
    : []),
];
if (problems.length > 0) {
  console.error(`soak failed: ${problems.join('; ')}`);
  process.exitCode = 1;
}
