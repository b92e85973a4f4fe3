/**
 * Child process: row 4's memory probe (lib/memory-probe.ts) in a fresh process, so that no earlier walk's heap
 * or compiled schemas count. argv[2] is JSON `{ url, token, spaceId, pageSize, expected, way: 'sdk' | 'sdk-warm' | 'raw' }`.
 */
import { reportResult } from '../lib/child.js';
import { probeWalkMemory, type MemoryProbeInput } from '../lib/memory-probe.js';

export type { MemoryProbe } from '../lib/memory-probe.js';

await reportResult(() => probeWalkMemory(JSON.parse(process.argv[2] ?? '{}') as MemoryProbeInput));
