/** The rows of the benchmark, in report order. */
import type { Row } from '../lib/row.js';
import { sdkOverhead } from './sdk-overhead.js';
import { transports } from './transports.js';
import { httpServer } from './http-server.js';
import { pagination } from './pagination.js';
import { storeScale } from './store-scale.js';
import { bundleSize } from './bundle-size.js';
import { peer } from './peer.js';
import { importTime } from './import-time.js';
import { limits } from './limits.js';
import { siteSearch } from './site-search.js';
import { gitSync } from './git-sync.js';

export const ROWS: readonly Row[] = [sdkOverhead, transports, httpServer, pagination, storeScale, bundleSize, peer, importTime, limits, siteSearch, gitSync];

/** The row with `id`. @throws for an unknown id. */
export function rowById(id: number): Row {
  const row = ROWS.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no benchmark row ${id} (rows: ${ROWS.map((known) => known.id).join(', ')})`);
  return row;
}
