/**
 * Child process of row 2: samples the transports (lib/transport-sampling.ts) in a fresh process, so that msw,
 * installed in one of them, never patches the globals of another. argv[2] is JSON `{ msw, pageSize, plan }`.
 * Reports the samples (ms per call, by contender).
 */
import { reportResult } from '../lib/child.js';
import { sampleTransports, type TransportSampling } from '../lib/transport-sampling.js';

export type { TransportSampling } from '../lib/transport-sampling.js';

await reportResult(() => sampleTransports(JSON.parse(process.argv[2] ?? '{}') as TransportSampling));
