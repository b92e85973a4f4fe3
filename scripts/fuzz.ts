/**
 * `npm run fuzz [-- --runs N] [--max-steps N] [--seed S --path P]`: the property-based tests of
 * test/reliability/fuzz at length (5000 sequences by default), with the figures of the run. A failure prints
 * the shrunk sequence with its seed and path, which `--seed` and `--path` replay.
 */
import { parseArgs } from 'node:util';
import { runFuzz } from '../test/reliability/fuzz/run-fuzz.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    'max-steps': { type: 'string', default: '30' },
    seed: { type: 'string' },
    path: { type: 'string' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: must be a positive integer, got ${text}`);
  return value;
}

const started = Date.now();
try {
  const report = runFuzz({
    runs: positive('runs', values.runs),
    maxSteps: positive('max-steps', values['max-steps']),
    ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
    ...(values.path === undefined ? {} : { path: values.path }),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${report.sequences} sequences, ${report.steps} steps, ${report.requests} requests in ${seconds} s`);
  console.log(`step answers by status: ${JSON.stringify(report.statuses)}`);
  console.log('every invariant held after every step');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
